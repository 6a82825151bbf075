/** HTTP as bytes on a socket: for probes that a well-behaved client (fetch) would never send. */
import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** TLS options for a server behind https (`servername` for SNI is the host when it is a name). */
const tlsOptions = (host: string) => ({ servername: net.isIP(host) ? undefined : host, ALPNProtocols: ["http/1.1"] });

/**
 * Sends exactly `request` (request line, headers, optional body) and reads until the server
 * closes; over TLS when `secure` (certificates checked as usual: NODE_EXTRA_CA_CERTS for a test CA).
 */
export function rawRequest(port: number, request: string, host = "127.0.0.1", secure = false): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = secure ? tls.connect({ port, host, ...tlsOptions(host) }) : net.connect(port, host);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error("no answer within 15 s")));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf("\r\n\r\n");
      const head = all
        .subarray(0, split === -1 ? all.length : split)
        .toString("latin1")
        .split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(head[0]?.split(" ")[1] ?? 0), headers, body: split === -1 ? Buffer.alloc(0) : all.subarray(split + 4) });
    });
    const bytes = request.includes("\r\n\r\n") ? request : request + "\r\n\r\n";
    // A TLS close_notify after the request reads to a proxy as a client that left: over TLS the
    // server's close (every probe asks for Connection: close) ends the exchange.
    if (secure) socket.write(bytes);
    else socket.end(bytes);
  });
}

/** A GET through node:http, which (unlike fetch) hands back the body bytes as sent. */
export function getBytes(port: number, pathname: string, headers: Record<string, string> = {}, host = "127.0.0.1", secure = false): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const options = { host, port, path: pathname, headers, agent: false };
    const req = (secure ? https.get({ ...options, ...tlsOptions(host) }) : http.get(options)).on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
  });
}
