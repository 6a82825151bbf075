import type { LookupAddress } from "node:dns";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { endpointAcceptable, postToPushService, publicOnlyLookup, RefusedAddress } from "./post.ts";

/** Calls a lookup the way a socket does, and answers what it handed over (or its error). */
function ask(lookup: ReturnType<typeof publicOnlyLookup>, hostname: string, all: boolean) {
  return new Promise<{ error: Error | null; address: string | LookupAddress[] }>((resolve) =>
    lookup(hostname, { all }, (error, address) => resolve({ error, address })),
  );
}

const answering =
  (addresses: LookupAddress[]): Parameters<typeof publicOnlyLookup>[0] =>
  (_hostname, _options, callback) =>
    callback(null, addresses);

describe("publicOnlyLookup", () => {
  it("hands the socket the addresses it checked when every one is public", async () => {
    const addresses = [
      { address: "142.250.185.74", family: 4 },
      { address: "2a00:1450:4001:82b::200a", family: 6 },
    ];
    expect(await ask(publicOnlyLookup(answering(addresses)), "fcm.googleapis.com", true)).toEqual({ error: null, address: addresses });
    expect((await ask(publicOnlyLookup(answering(addresses)), "fcm.googleapis.com", false)).address).toBe("142.250.185.74");
  });

  it("refuses the lot when any resolved address is private (a rebinding name answers both)", async () => {
    for (const mixed of [
      [
        { address: "142.250.185.74", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
      [{ address: "::ffff:10.0.0.1", family: 6 }],
      [],
    ]) {
      const { error } = await ask(publicOnlyLookup(answering(mixed)), "fcm.googleapis.com", true);
      expect(error).toBeInstanceOf(RefusedAddress);
    }
  });

  it("refuses a real name that resolves to loopback", async () => {
    expect((await ask(publicOnlyLookup(), "localhost", false)).error).toBeInstanceOf(RefusedAddress);
  });
});

describe("postToPushService", () => {
  it("sends nothing to an endpoint the policy refuses, and the tests' stand-in only with the test-only origin", async () => {
    let received = 0;
    const listener = createServer((_req, res) => {
      received++;
      res.writeHead(201).end();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      const message = { method: "POST", headers: { TTL: 60 }, body: Buffer.from("x") };
      for (const endpoint of [`${origin}/x`, origin.replace("127.0.0.1", "localhost"), `https://127.0.0.1:${new URL(origin).port}/`]) {
        await expect(postToPushService(endpoint, message, { timeoutMs: 2000, policy: {} })).rejects.toBeInstanceOf(RefusedAddress);
        expect(await endpointAcceptable(endpoint, {})).toBe(false);
      }
      expect(received).toBe(0);
      expect(await postToPushService(`${origin}/x`, message, { timeoutMs: 2000, policy: { testOrigin: origin } })).toBe(201);
      expect(await endpointAcceptable(`${origin}/x`, { testOrigin: origin })).toBe(true);
      expect(received).toBe(1);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
