import { BlockList, isIP } from "node:net";
import type { TrustProxy } from "./config.ts";

/** Largest request body the server reads; lead forms are a few hundred bytes. */
export const BODY_LIMIT_BYTES = 32 * 1024;

const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix, family] of [
  ["127.0.0.0", 8, "ipv4"],
  ["10.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["169.254.0.0", 16, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["::1", 128, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, family);
}

/** A loopback or private-network address: where a reverse proxy in front of us normally sits. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && PRIVATE_NETWORKS.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The `trust proxy` value for Express: which hops of X-Forwarded-For may name the client.
 * A hop count trusts that many hops only when the nearest one (the socket's peer) is on a
 * private address, so a client connecting directly can never choose its own address. The
 * address Express derives (`req.ip`) reaches the app in the request context (app/context.ts).
 */
export function expressTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting.kind === "none") return false;
  if (setting.kind === "addresses") return setting.addresses;
  const { hops } = setting;
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}
