/**
 * Where the server may post a Web Push message (issue 37): the push services browsers use, and
 * nothing else. A browser's PushManager always hands out an endpoint of its vendor's service, so
 * an endpoint anywhere else was made by hand, and the server posting to it would be a request
 * forgery on its own network. Pure: the address check after DNS is in app/.server/push/post.ts.
 */

/**
 * The push services of the browsers (as web-push-libs/web-push#801 lists them): Chrome, Brave,
 * Opera and Samsung use FCM; Edge uses WNS; Firefox uses Mozilla's autopush; Safari uses APNs.
 * `subdomains`: any host under it too (WNS and APNs answer from many named hosts).
 */
const PUSH_SERVICE_HOSTS: ReadonlyArray<{ host: string; subdomains: boolean }> = [
  { host: "fcm.googleapis.com", subdomains: false },
  { host: "android.googleapis.com", subdomains: false },
  { host: "push.services.mozilla.com", subdomains: true },
  { host: "notify.windows.com", subdomains: true },
  { host: "push.apple.com", subdomains: true },
];

const isPushServiceHost = (hostname: string) =>
  PUSH_SERVICE_HOSTS.some(({ host, subdomains }) => hostname === host || (subdomains && hostname.endsWith(`.${host}`)));

export interface EndpointPolicy {
  /**
   * Tests only (PUSH_TEST_ENDPOINT_ORIGIN, refused in production): one loopback origin the tests'
   * stand-in push service listens on, taken as it is.
   */
  testOrigin?: string | undefined;
}

function parse(endpoint: string): URL | null {
  try {
    return new URL(endpoint);
  } catch {
    return null;
  }
}

/** The endpoint is the tests' own stand-in push service (the exact origin of the test-only setting). */
export function isTestEndpoint(endpoint: string, { testOrigin }: EndpointPolicy): boolean {
  const url = parse(endpoint);
  return !!testOrigin && !!url && !url.username && !url.password && url.origin === testOrigin;
}

/**
 * A push service's address: https on the default port, a host of a browser's push service (a
 * name: `new URL` turns 2130706433, 0x7f000001 and [::1] into addresses, which match no name), no
 * user name or password. Or, in tests only, the stand-in's origin.
 */
export function isPushEndpoint(endpoint: string, policy: EndpointPolicy = {}): boolean {
  if (isTestEndpoint(endpoint, policy)) return true;
  const url = parse(endpoint);
  if (!url || url.protocol !== "https:" || url.port !== "" || url.username || url.password) return false;
  return isPushServiceHost(url.hostname);
}

/** An IPv4 address in dotted quads as DNS answers it, as a 32-bit number; null otherwise. */
function ipv4Number(address: string): number | null {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((n, part) => n * 256 + Number(part), 0);
}

/** An IPv6 address as eight 16-bit groups (with `::` and a trailing dotted IPv4); null otherwise. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/^\[|\]$/g, "");
  const zone = text.indexOf("%");
  if (zone >= 0) text = text.slice(0, zone);
  const lastColon = text.lastIndexOf(":");
  const dotted = text.includes(".") ? ipv4Number(text.slice(lastColon + 1)) : undefined;
  if (dotted === null) return null;
  if (dotted !== undefined) text = `${text.slice(0, lastColon + 1)}${(dotted >>> 16).toString(16)}:${(dotted & 0xffff).toString(16)}`;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const [head = [], tail = []] = halves.map(groups);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

const inV4 = (n: number, base: string, bits: number) => {
  const start = ipv4Number(base)!;
  const size = 2 ** (32 - bits);
  return n >= start && n < start + size;
};

/** IPv4 ranges no push service is on (RFC 6890 and its kin): this network, private, loopback, link-local, shared, documentation, multicast, reserved. */
const PRIVATE_V4: ReadonlyArray<[string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

const isPublicV4 = (n: number) => !PRIVATE_V4.some(([base, bits]) => inV4(n, base, bits));

function isPublicV6(groups: number[]): boolean {
  const [a = 0, b = 0] = groups;
  const embeddedV4 = groups[6]! * 65536 + groups[7]!;
  const zerosBefore = (count: number) => groups.slice(0, count).every((g) => g === 0);
  // :: and ::1, and the old IPv4-compatible ::a.b.c.d; IPv4-mapped ::ffff:a.b.c.d (refused whatever
  // it maps to: a push service's name resolves to a real IPv6 address or to IPv4).
  if (zerosBefore(6)) return false;
  if (zerosBefore(5) && groups[5] === 0xffff) return false;
  // NAT64 (64:ff9b::/96): the IPv4 address it translates to decides.
  if (a === 0x64 && b === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return isPublicV4(embeddedV4);
  if (a === 0x64 && b === 0xff9b && groups[2] === 1) return false; // 64:ff9b:1::/48, local NAT64
  if ((a & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((a & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((a & 0xffc0) === 0xfec0) return false; // site-local fec0::/10 (deprecated)
  if ((a & 0xff00) === 0xff00) return false; // multicast ff00::/8
  if (a === 0x2001 && b === 0x0db8) return false; // documentation 2001:db8::/32
  if (a === 0x0100 && groups.slice(1, 4).every((g) => g === 0)) return false; // discard 100::/64
  if (a === 0x2002) return isPublicV4(b * 65536 + groups[2]!); // 6to4 carries an IPv4 address
  if (a === 0x2001 && b === 0) return false; // Teredo 2001::/32 tunnels to anywhere
  return true;
}

/**
 * Whether an address a push service's name resolved to is one on the public internet: never a
 * private, loopback, link-local, unique-local, multicast, unspecified, documentation or
 * IPv4-mapped address. Anything that is not an address at all is not public either.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4Number(address);
  if (v4 !== null) return isPublicV4(v4);
  const v6 = ipv6Groups(address);
  return v6 !== null && isPublicV6(v6);
}
