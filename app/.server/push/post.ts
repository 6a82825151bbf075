/**
 * Posting to a push service, and only to one (issue 37). The endpoint must be a browser's push
 * service by name (app/lib/push-endpoint.ts), checked when it is saved and again here; and every
 * address its name resolves to must be public. The check is inside the connection's own DNS
 * lookup, and the socket connects to the address that was checked, so a name that resolves to a
 * public address for the check and a private one for the connection (DNS rebinding) gets nowhere.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress, isPushEndpoint, isTestEndpoint, type EndpointPolicy } from "../../lib/push-endpoint.ts";
import { serverConfig } from "../config.ts";

/** The policy this server runs with: the browsers' push services, and the tests' stand-in outside production. */
export const endpointPolicy = (): EndpointPolicy => ({ testOrigin: serverConfig.pushTestEndpointOrigin });

/** A push service's name resolved to an address no push service is on. */
export class RefusedAddress extends Error {
  override name = "RefusedAddress";
  readonly code = "EPUSHADDRESS";
}

type Resolve = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/** A `lookup` for a socket: resolves every address, refuses the lot if any is not public, hands the checked ones to the socket. */
export function publicOnlyLookup(resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolve(hostname, { family: options.family ?? 0, hints: options.hints ?? 0, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
        return callback(new RefusedAddress("push service address refused"), "", 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

/** Save time: the endpoint is a push service's, and its name resolves to public addresses only (a failed lookup is a no). */
export async function endpointAcceptable(endpoint: string, policy: EndpointPolicy = endpointPolicy()): Promise<boolean> {
  if (!isPushEndpoint(endpoint, policy)) return false;
  if (isTestEndpoint(endpoint, policy)) return true;
  const lookup = publicOnlyLookup();
  return new Promise((resolve) => lookup(new URL(endpoint).hostname, { all: true }, (error) => resolve(!error)));
}

export interface PushRequest {
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/**
 * Posts one message and answers the push service's status. Throws RefusedAddress for an endpoint
 * the policy refuses or whose name resolves to a private address (nothing is sent then), and the
 * network's own errors. Redirects are not followed (node:http never does).
 */
export function postToPushService(
  endpoint: string,
  request: PushRequest,
  { timeoutMs, policy = endpointPolicy() }: { timeoutMs: number; policy?: EndpointPolicy },
) {
  if (!isPushEndpoint(endpoint, policy)) return Promise.reject(new RefusedAddress("push endpoint refused"));
  const url = new URL(endpoint);
  const test = isTestEndpoint(endpoint, policy);
  // A name is checked in its lookup; an address literal would skip the lookup, so none passes here but the tests' own.
  if (!test && isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0) return Promise.reject(new RefusedAddress("push endpoint refused"));
  const options: https.RequestOptions = { method: request.method, headers: request.headers, signal: AbortSignal.timeout(timeoutMs) };
  return new Promise<number>((resolve, reject) => {
    const req = test ? http.request(url, options) : https.request(url, { ...options, lookup: publicOnlyLookup() });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(request.body ?? undefined);
  });
}
