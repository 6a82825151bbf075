import { describe, expect, it } from "vitest";
import { HASHING, HashingBusyError, hashPassword, verifyAgainstDecoy, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsE", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash: the same password hashes differently each time", async () => {
    const [a, b] = await Promise.all([hashPassword("same-password"), hashPassword("same-password")]);
    expect(a).not.toBe(b);
    expect(a.split("$")[4]).not.toBe(b.split("$")[4]);
  });

  it("treats composed and decomposed Unicode alike (Hebrew with points)", async () => {
    const stored = await hashPassword("שָׁלוֹם123");
    expect(await verifyPassword("שָׁלוֹם123".normalize("NFD"), stored)).toBe(true);
  });

  it("never matches a malformed or foreign stored hash", async () => {
    for (const bad of [
      "",
      "plain",
      "scrypt$1$2$3",
      "bcrypt$32768$8$1$abc$def",
      "scrypt$x$8$1$abc$def",
      "scrypt$32768$8$1$c2FsdA$short",
      "scrypt$2097152$8$1$c2FsdA$" + "A".repeat(43),
    ]) {
      expect(await verifyPassword("anything", bad)).toBe(false);
    }
  });

  it("the decoy check always fails", async () => {
    expect(await verifyAgainstDecoy("whatever")).toBe(false);
  });
});

describe("hashing capacity", () => {
  it("runs at most two hashes at once, queues a few, and refuses the rest at once", async () => {
    const stored = await hashPassword("correct horse");
    const attempts = Array.from({ length: HASHING.running + HASHING.waiting + 5 }, () => verifyPassword("wrong", stored));
    const results = await Promise.allSettled(attempts);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(5);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusyError);
    expect(results.filter((r) => r.status === "fulfilled").every((r) => (r as PromiseFulfilledResult<boolean>).value === false)).toBe(true);
    // Capacity comes back once they are done.
    expect(await verifyPassword("correct horse", stored)).toBe(true);
  });
});
