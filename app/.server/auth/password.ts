import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt cost: N=2^15, r=8, p=1 (about 32 MiB and tens of milliseconds per hash). */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

/**
 * Hashes running at once, and hashes allowed to wait for a turn. scrypt runs on libuv's thread
 * pool (4 threads), which response compression and file reads share: two hashes at most leave
 * the rest of the pool to them, however many sign-ins arrive (docs/security.md).
 */
export const HASHING = { running: 2, waiting: 16 } as const;

/** Too many sign-ins are being checked at once: answer "busy" rather than queue without end. */
export class HashingBusyError extends Error {
  constructor() {
    super("password hashing is at capacity");
  }
}

let running = 0;
const queue: Array<() => void> = [];

/** No slot and no room to wait: a sign-in can be refused before it costs anything else. */
export const hashingAtCapacity = () => running >= HASHING.running && queue.length >= HASHING.waiting;

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHING.running) running++;
  else if (queue.length < HASHING.waiting)
    await new Promise<void>((resolve) => queue.push(resolve)); // the finisher hands over its slot
  else throw new HashingBusyError();
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return inHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_BYTES, scryptOptions, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** "scrypt$N$r$p$salt$key", salt and key base64url: each user has their own random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (expected.length !== KEY_BYTES) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;
/**
 * Spends the same time as a real check for an address that has no account, so the answer's
 * timing does not tell which addresses exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await decoy);
  return false;
}
