import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./config.ts";
import { expressTrustProxy, isPrivateAddress } from "./http.ts";

const refusal = (env: Record<string, string>) => {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("accepted");
};

describe("parseEnv", () => {
  it("takes a backup signing key of 32 characters or more, and never echoes a shorter one", () => {
    expect(parseEnv({ BACKUP_SIGNING_KEY: "k".repeat(32) }).BACKUP_SIGNING_KEY).toBe("k".repeat(32));
    expect(parseEnv({}).BACKUP_SIGNING_KEY).toBeUndefined();
    const message = refusal({ BACKUP_SIGNING_KEY: "short-secret-key" });
    expect(message).toMatch(/BACKUP_SIGNING_KEY must be at least 32 characters/);
    expect(message).not.toContain("short-secret-key");
  });

  it("takes the VAPID key pair together or not at all, and never echoes the private key", () => {
    const publicKey = `B${"a".repeat(86)}`;
    const privateKey = "p".repeat(43);
    expect(parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: "mailto:owner@example.co.il" })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_SUBJECT: "mailto:owner@example.co.il",
    });
    expect(parseEnv({}).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(refusal({ VAPID_PUBLIC_KEY: publicKey })).toMatch(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    const short = refusal({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "secret-but-short" });
    expect(short).toMatch(/VAPID_PRIVATE_KEY must be a VAPID private key/);
    expect(short).not.toContain("secret-but-short");
    expect(refusal({ VAPID_SUBJECT: "owner@example.co.il" })).toMatch(/VAPID_SUBJECT must be mailto:/);
    expect(parseEnv({ VAPID_SUBJECT: "https://www.example.co.il" }).VAPID_SUBJECT).toBe("https://www.example.co.il");
  });

  it("takes a test clock file outside production only", () => {
    expect(parseEnv({ TEST_CLOCK_FILE: "/tmp/clock", NODE_ENV: "test" }).TEST_CLOCK_FILE).toBe("/tmp/clock");
    expect(parseEnv({ NODE_ENV: "production" }).TEST_CLOCK_FILE).toBeUndefined();
    expect(refusal({ TEST_CLOCK_FILE: "/tmp/clock", NODE_ENV: "production" })).toMatch(/TEST_CLOCK_FILE .* must be unset when NODE_ENV is production/);
  });

  it("takes a loopback push endpoint origin for tests outside production only", () => {
    expect(parseEnv({ PUSH_TEST_ENDPOINT_ORIGIN: "http://127.0.0.1:9000", NODE_ENV: "test" }).PUSH_TEST_ENDPOINT_ORIGIN).toBe("http://127.0.0.1:9000");
    expect(parseEnv({ PUSH_TEST_ENDPOINT_ORIGIN: "http://[::1]:9000/", NODE_ENV: "test" }).PUSH_TEST_ENDPOINT_ORIGIN).toBe("http://[::1]:9000");
    expect(parseEnv({ NODE_ENV: "production" }).PUSH_TEST_ENDPOINT_ORIGIN).toBeUndefined();
    expect(refusal({ PUSH_TEST_ENDPOINT_ORIGIN: "http://127.0.0.1:9000", NODE_ENV: "production" })).toMatch(
      /PUSH_TEST_ENDPOINT_ORIGIN .* must be unset when NODE_ENV is production/,
    );
    for (const value of ["http://10.0.0.1:9000", "http://localhost:9000", "http://127.0.0.1", "https://fcm.googleapis.com", "http://127.0.0.1:9000/push"])
      expect(refusal({ PUSH_TEST_ENDPOINT_ORIGIN: value, NODE_ENV: "test" })).toMatch(/PUSH_TEST_ENDPOINT_ORIGIN must be a loopback origin/);
  });

  it("applies the documented defaults and treats empty values as unset", () => {
    const env = parseEnv({ PORT: "", LEADS_RATE_LIMIT: "  " });
    expect(env.PORT).toBe(3000);
    expect(env.LEADS_RATE_LIMIT).toBe(10);
    expect(env.MAIL_RETRY_SECONDS).toBe(60);
    expect(env.LEAD_RETENTION_DAYS).toBe(2555);
    expect(env.ACTIVITY_RETENTION_MONTHS).toBe(24);
    // The privacy policy's figures (app/lib/retention-policy.ts): a year for a lead that never became an order, and for an application.
    expect([env.UNORDERED_LEAD_RETENTION_MONTHS, env.APPLICATION_RETENTION_MONTHS]).toEqual([12, 12]);
    expect([env.BACKUP_KEEP_DAILY, env.BACKUP_KEEP_WEEKLY]).toEqual([14, 8]);
    expect(env.LEAD_WAIT_MINUTES).toBe(15);
    expect(env.PRICING_MODEL).toBe("table");
    expect(env.TRUST_PROXY).toEqual({ kind: "none" });
    expect([env.MAX_CONNECTIONS, env.BODY_TIMEOUT_SECONDS]).toEqual([1000, 10]);
    expect([env.ADMIN_STREAMS_PER_USER, env.ADMIN_STREAMS_MAX, env.ADMIN_EXPORTS_MAX]).toEqual([5, 100, 2]);
    // ASVS L2: an admin session ends after 30 minutes unused, and after 12 hours however used.
    expect([env.SESSION_TTL_SECONDS, env.SESSION_MAX_AGE_SECONDS]).toEqual([30 * 60, 12 * 3600]);
  });

  it("normalises what it can: the site origin's trailing slash, the chat number's punctuation", () => {
    const env = parseEnv({ SITE_URL: "https://www.example.co.il/", WHATSAPP_NUMBER: "+972-50-123-4567" });
    expect(env.SITE_URL).toBe("https://www.example.co.il");
    expect(env.WHATSAPP_NUMBER).toBe("972501234567");
  });

  it("leaves the business identity unset by default and reads the company number as its 9 digits", () => {
    const unset = parseEnv({});
    expect([unset.BUSINESS_LEGAL_NAME, unset.BUSINESS_COMPANY_ID, unset.MEDICAL_LICENCE_NUMBER]).toEqual([undefined, undefined, undefined]);
    const env = parseEnv({ BUSINESS_LEGAL_NAME: "שליח אקספרס בע״מ", BUSINESS_COMPANY_ID: "51-234567-8", MEDICAL_LICENCE_NUMBER: "MD-1234/5" });
    expect(env.BUSINESS_LEGAL_NAME).toBe("שליח אקספרס בע״מ");
    expect(env.BUSINESS_COMPANY_ID).toBe("512345678");
    expect(env.MEDICAL_LICENCE_NUMBER).toBe("MD-1234/5");
  });

  it.each([
    ["MAIL_RETRY_SECONDS", "abc", "whole number of seconds"],
    ["MAIL_RETRY_SECONDS", "0", "at least 1"],
    ["LEAD_RETENTION_DAYS", "abc", "whole number of days"],
    ["ACTIVITY_RETENTION_MONTHS", "0", "whole number of months, at least 1"],
    ["ACTIVITY_RETENTION_MONTHS", "1.5", "whole number of months"],
    ["UNORDERED_LEAD_RETENTION_MONTHS", "0", "whole number of months, at least 1"],
    ["UNORDERED_LEAD_RETENTION_MONTHS", "a year", "whole number of months"],
    ["APPLICATION_RETENTION_MONTHS", "0", "whole number of months, at least 1"],
    ["APPLICATION_RETENTION_MONTHS", "6.5", "whole number of months"],
    ["LEADS_RATE_LIMIT", "ten", "whole number"],
    ["LEADS_RATE_LIMIT", "2.5", "whole number"],
    ["LEAD_WAIT_MINUTES", "0", "whole number of minutes within the courier hours, at least 1"],
    ["LEAD_WAIT_MINUTES", "quarter", "whole number of minutes"],
    ["PORT", "70000", "TCP port"],
    ["PRICING_MODEL", "cheap", '"table" or "distance"'],
    ["TRUST_PROXY", "true", "number of reverse proxies"],
    ["TRUST_PROXY", "11", "number of reverse proxies"],
    ["TRUST_PROXY", "10.0.0.1,nonsense", "CIDR"],
    ["TRUST_PROXY", "10.0.0.0/33", "CIDR"],
    ["SESSION_TTL_SECONDS", "8h", "whole number of seconds"],
    ["SIGN_IN_BLOCK_SECONDS", "-5", "whole number of seconds"],
    ["MAX_CONNECTIONS", "5", "open connections, at least 10"],
    ["BODY_TIMEOUT_SECONDS", "0", "whole number of seconds, at least 1"],
    ["ADMIN_STREAMS_PER_USER", "many", "live-update streams"],
    ["ADMIN_STREAMS_MAX", "0", "live-update streams, at least 1"],
    ["ADMIN_EXPORTS_MAX", "1.5", "exports at once"],
    ["BUSINESS_COMPANY_ID", "12345", "9-digit company"],
    ["MEDICAL_LICENCE_NUMBER", "<b>1</b>", "Health Ministry licence number"],
  ])("refuses %s=%s, naming the variable and what it accepts", (key, value, accepts) => {
    const message = refusal({ [key]: value });
    expect(message).toContain(key);
    expect(message).toContain(accepts);
    expect(message).toContain(JSON.stringify(value));
  });

  it("lists every bad variable at once and never echoes a secret", () => {
    const message = refusal({ SMTP_URL: "http://u:hunter2@x", DATABASE_URL: "mysql://u:hunter2@x/db", LEADS_RATE_LIMIT: "x" });
    expect(message).toContain("SMTP_URL");
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("LEADS_RATE_LIMIT");
    expect(message).not.toContain("hunter2");
  });

  it("reads TRUST_PROXY as a hop count or a list of proxies", () => {
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 2 });
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toEqual({ kind: "none" });
    expect(parseEnv({ TRUST_PROXY: "10.0.0.5, 192.168.0.0/16,loopback,2001:db8::/32" }).TRUST_PROXY).toEqual({
      kind: "addresses",
      addresses: ["10.0.0.5", "192.168.0.0/16", "loopback", "2001:db8::/32"],
    });
  });
});

describe("expressTrustProxy", () => {
  it("never trusts the forwarded address of a client that connects directly from a public address", () => {
    const trust = expressTrustProxy({ kind: "hops", hops: 1 }) as (address: string, hop: number) => boolean;
    expect(trust("203.0.113.7", 0)).toBe(false);
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("10.1.2.3", 0)).toBe(true);
    expect(trust("::ffff:192.168.1.1", 0)).toBe(true);
    expect(trust("10.1.2.3", 1)).toBe(false);
  });

  it("trusts exactly the given number of hops behind a private nearest hop", () => {
    const trust = expressTrustProxy({ kind: "hops", hops: 2 }) as (address: string, hop: number) => boolean;
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("198.51.100.1", 1)).toBe(true);
    expect(trust("198.51.100.2", 2)).toBe(false);
  });

  it("passes a list of proxies to Express as is, and trusts nothing by default", () => {
    expect(expressTrustProxy({ kind: "addresses", addresses: ["10.0.0.5"] })).toEqual(["10.0.0.5"]);
    expect(expressTrustProxy({ kind: "none" })).toBe(false);
  });
});

describe("isPrivateAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["::1", true],
    ["fd12::1", true],
    ["172.20.0.1", true],
    ["172.32.0.1", false],
    ["8.8.8.8", false],
    ["2001:4860::8888", false],
    ["not-an-ip", false],
  ])("%s → %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
