/**
 * A stand-in for a browser's push service (RFC 8030), on loopback: it records every message the
 * server posts, answers with the status a test chooses per path, and decrypts a message with the
 * keys of the subscription the test made (RFC 8291, aes128gcm of RFC 8188). The server's VAPID
 * signature (RFC 8292) is checked too. Used by tests/server/web-push.test.ts and the e2e.
 */
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { freePort } from "./server-process.ts";

interface PushedMessage {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** When it came (Date.now()). */
  receivedAt: number;
  /** The status it was answered with, once answered (a message read before a switch of `answerAll` may be answered after it). */
  status?: number;
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, made by the test. */
export function createPushKeys() {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: (endpoint: string) => ({ endpoint, keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") } }),
    /** The plaintext of one aes128gcm message sent to this subscription. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const keyIdLength = body[20]!;
      const serverPublicKey = body.subarray(21, 21 + keyIdLength);
      const ciphertext = body.subarray(21 + keyIdLength);
      if (ciphertext.length > recordSize) throw new Error("more than one record");
      const sharedSecret = ecdh.computeSecret(serverPublicKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverPublicKey]);
      const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, authSecret, keyInfo, 32));
      const contentKey = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then any zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("no last-record delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/** Checks a message's `Authorization: vapid t=<JWT>, k=<key>`: signed by that key (ES256), for this endpoint's origin. Returns the key. */
export function verifyVapid(authorization: string | undefined, origin: string): string {
  const match = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token = "", key = ""] = match;
  const [header = "", claims = "", signature = ""] = token.split(".");
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) throw new Error("VAPID signature does not verify");
  const { aud, sub } = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; sub: string };
  if (aud !== origin) throw new Error(`VAPID audience ${aud}, expected ${origin}`);
  if (!/^(mailto:|https:)/.test(sub)) throw new Error(`VAPID subject ${sub}`);
  return key;
}

/**
 * The push service: every POST recorded; a path answers `statusFor(path)` (201 unless told), after
 * `delay` ms when set, and `maxInFlight` says how many requests it ever held at once. `port`: listen
 * there (to name the origin in the server's PUSH_TEST_ENDPOINT_ORIGIN before the server starts).
 */
export async function startPushEndpoint({ port = 0 }: { port?: number } = {}) {
  const received: PushedMessage[] = [];
  const statuses = new Map<string, number>();
  let defaultStatus = 201;
  let delayMs = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const server = createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      const message: PushedMessage = { path, headers: req.headers, body: Buffer.concat(chunks), receivedAt: Date.now() };
      received.push(message);
      setTimeout(() => {
        inFlight--;
        message.status = statuses.get(path) ?? defaultStatus;
        res.writeHead(message.status).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Answer this path (e.g. "/gone") with this status from now on. */
    answer(path: string, status: number) {
      statuses.set(path, status);
    },
    /** Answer every other path with this status from now on. */
    answerAll(status: number) {
      defaultStatus = status;
    },
    /** Hold each answer this long (a slow push service), from now on. */
    delay(ms: number) {
      delayMs = ms;
    },
    /** The most requests it held at once. */
    get maxInFlight() {
      return maxInFlight;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A stand-in push service on a port chosen now, and the server's setting that lets it through (tests only, never production). */
export async function reservePushEndpoint() {
  const port = await freePort();
  return { port, env: { NODE_ENV: "test", PUSH_TEST_ENDPOINT_ORIGIN: `http://127.0.0.1:${port}` } };
}
