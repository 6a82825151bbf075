/**
 * Every environment variable the server reads, checked once by one zod schema. A bad value
 * stops the process at start-up with a message naming the variable and what it accepts (see
 * server.ts); nothing downstream ever sees NaN or a silently ignored setting.
 *
 * To add a variable: add it to `envSchema` (with a message saying what it accepts), map it in
 * `serverConfig` or `siteConfig()`, and document it in .env.example and the README.
 */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { exampleSiteConfig, type SiteConfig } from "../lib/business-details.ts";
import {
  ACTIVITY_RETENTION_MONTHS,
  APPLICATION_RETENTION_MONTHS,
  BACKUP_KEEP_DAILY,
  BACKUP_KEEP_WEEKLY,
  ORDER_RETENTION_DAYS,
  UNORDERED_LEAD_RETENTION_MONTHS,
} from "../lib/retention-policy.ts";

/** Environment variables that change what the pre-rendered pages show; a change forces a rebuild. */
export const BUILD_TIME_ENV_KEYS = [
  "SITE_URL",
  "BRAND_NAME",
  "BUSINESS_PHONE",
  "WHATSAPP_NUMBER",
  "BUSINESS_EMAIL",
  "BUSINESS_ADDRESS",
  "BUSINESS_LEGAL_NAME",
  "BUSINESS_COMPANY_ID",
  "MEDICAL_LICENCE_NUMBER",
  "PRICING_MODEL",
] as const;

/** Variables whose values may hold passwords: never echoed in an error message. */
const SECRET_KEYS = new Set(["DATABASE_URL", "SMTP_URL", "METRICS_TOKEN", "BACKUP_AFTER", "BACKUP_SIGNING_KEY", "VAPID_PRIVATE_KEY"]);

const wholeNumber = (what: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, `must be ${what}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${what}`);

const urlWithScheme = (schemes: string[], what: string) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be ${what}`);

function isLoopbackOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" && ["127.0.0.1", "[::1]"].includes(url.hostname) && url.port !== "" && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}

/** Named address ranges TRUST_PROXY accepts besides addresses and CIDRs (as Express names them). */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"] as const;

function isAddressOrCidr(entry: string): boolean {
  if ((PROXY_RANGE_NAMES as readonly string[]).includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type TrustProxy =
  | { kind: "none" }
  /** This many proxies stand in front; the nearest must be on a loopback or private address. */
  | { kind: "hops"; hops: number }
  /** Only these addresses, CIDR ranges or named ranges are proxies. */
  | { kind: "addresses"; addresses: string[] };

const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (value === undefined || value === "0" || value === "false") return { kind: "none" };
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return { kind: "hops", hops };
    } else {
      const addresses = value.split(",").map((entry) => entry.trim());
      if (addresses.every(isAddressOrCidr)) return { kind: "addresses", addresses };
    }
    ctx.addIssue({
      code: "custom",
      message:
        "must be the number of reverse proxies in front of the server (1-10), or a comma-separated list of the proxies' addresses or CIDR ranges (e.g. 10.0.0.5,192.168.1.0/24; also loopback, linklocal, uniquelocal); unset or 0 when clients connect directly",
    });
    return z.NEVER;
  });

export const envSchema = z.object({
  PORT: wholeNumber("a TCP port number (0-65535)", 0, 65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SITE_URL: urlWithScheme(["http:", "https:"], "an absolute http:// or https:// origin, e.g. https://www.example.co.il")
    .transform((url) => url.replace(/\/+$/, ""))
    .default(exampleSiteConfig.siteUrl),
  BRAND_NAME: z.string().default(exampleSiteConfig.brandName),
  BUSINESS_PHONE: z.string().default(exampleSiteConfig.phone),
  WHATSAPP_NUMBER: z
    .string()
    .transform((value) => value.replace(/\D/g, ""))
    .refine((digits) => /^[1-9]\d{7,14}$/.test(digits), "must be the chat number in international digits, e.g. 972501234567")
    .default(exampleSiteConfig.whatsappNumber),
  BUSINESS_EMAIL: z.string().default(exampleSiteConfig.email),
  BUSINESS_ADDRESS: z.string().default(exampleSiteConfig.address),
  /** Business identity, each optional: a claim that needs one is shown only when it is set. */
  BUSINESS_LEGAL_NAME: z.string().max(120, "must be the registered name of the business (at most 120 characters), or unset").optional(),
  BUSINESS_COMPANY_ID: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine((digits) => /^\d{9}$/.test(digits), "must be the 9-digit company or dealer number (ח״פ / ע״מ), or unset")
    .optional(),
  MEDICAL_LICENCE_NUMBER: z
    .string()
    .regex(/^[\w/-]{1,40}$/, "must be the Health Ministry licence number (letters, digits, / or -), or unset")
    .optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: urlWithScheme(["postgres:", "postgresql:"], "a postgres:// or postgresql:// connection URL, or unset for SQLite").optional(),
  SMTP_URL: urlWithScheme(["smtp:", "smtps:"], "an smtp:// or smtps:// URL, or unset").optional(),
  LEADS_NOTIFY_TO: z.string().optional(),
  // Retention (app/.server/retention.ts); the defaults are the privacy policy's figures (app/lib/retention-policy.ts).
  LEAD_RETENTION_DAYS: wholeNumber("a whole number of days, at least 1", 1).default(ORDER_RETENTION_DAYS),
  UNORDERED_LEAD_RETENTION_MONTHS: wholeNumber("a whole number of months, at least 1", 1).default(UNORDERED_LEAD_RETENTION_MONTHS),
  APPLICATION_RETENTION_MONTHS: wholeNumber("a whole number of months, at least 1", 1).default(APPLICATION_RETENTION_MONTHS),
  ACTIVITY_RETENTION_MONTHS: wholeNumber("a whole number of months, at least 1", 1).default(ACTIVITY_RETENTION_MONTHS),
  PRICING_MODEL: z.enum(["table", "distance"], { error: 'must be "table" or "distance"' }).default("table"),
  LEADS_RATE_LIMIT: wholeNumber("a whole number of lead posts per client per 10 minutes, at least 1", 1).default(10),
  LEAD_WAIT_MINUTES: wholeNumber("a whole number of minutes within the courier hours, at least 1", 1).default(15),
  MAIL_FROM: z.string().optional(),
  MAIL_RETRY_SECONDS: wholeNumber("a whole number of seconds, at least 1", 1).default(60),
  TRUST_PROXY: trustProxy,
  // ASVS 3.3.2 (L2): an admin session unused for 30 minutes ends; SESSION_MAX_AGE_SECONDS caps it at 12 hours in all.
  SESSION_TTL_SECONDS: wholeNumber("a whole number of seconds of idle time, at least 1", 1).default(30 * 60),
  SESSION_MAX_AGE_SECONDS: wholeNumber("a whole number of seconds, at least 1", 1).default(12 * 3600),
  SIGN_IN_BLOCK_SECONDS: wholeNumber("a whole number of seconds, at least 1", 1).default(60),
  MAX_CONNECTIONS: wholeNumber("a whole number of open connections, at least 10", 10).default(1000),
  BODY_TIMEOUT_SECONDS: wholeNumber("a whole number of seconds, at least 1", 1).default(10),
  ADMIN_STREAMS_PER_USER: wholeNumber("a whole number of live-update streams, at least 1", 1).default(5),
  ADMIN_STREAMS_MAX: wholeNumber("a whole number of live-update streams, at least 1", 1).default(100),
  ADMIN_EXPORTS_MAX: wholeNumber("a whole number of exports at once, at least 1", 1).default(2),
  BACKUP_DIR: z.string().optional(),
  UPGRADE_WAIT_SECONDS: wholeNumber("a whole number of seconds, at least 1", 1).default(120),
  BACKUP_HOUR: z
    .string()
    .regex(/^(off|([01]?\d|2[0-3])(:[0-5]\d)?)$/, 'must be an hour of the day in Israeli time, HH or HH:MM (e.g. 03:00), or "off"')
    .transform((value) => {
      if (value === "off") return null;
      const [hour = "0", minute = "0"] = value.split(":");
      return { hour: Number(hour), minute: Number(minute) };
    })
    .default({ hour: 3, minute: 0 }),
  BACKUP_KEEP_DAILY: wholeNumber("a whole number of daily backups to keep, at least 1", 1).default(BACKUP_KEEP_DAILY),
  BACKUP_KEEP_WEEKLY: wholeNumber("a whole number of weekly backups to keep (0 for none)", 0).default(BACKUP_KEEP_WEEKLY),
  BACKUP_AFTER: z.string().optional(),
  BACKUP_SIGNING_KEY: z.string().min(32, "must be at least 32 characters (a random key that signs backups; keep it off the backups), or unset").optional(),
  ADMIN_2FA: z.enum(["optional", "required"], { error: 'must be "optional" (each admin chooses) or "required" (every admin enrols)' }).default("optional"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters (a bearer token for GET /metrics), or unset for loopback only").optional(),
  /** Web Push (RFC 8292): the server's key pair, both or neither (unset: created once and kept with the data). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, "must be a VAPID public key: 87 base64url characters starting with B (npx web-push generate-vapid-keys), or unset")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a VAPID private key: 43 base64url characters (npx web-push generate-vapid-keys), or unset")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be mailto:<address> or an https:// URL the push services can reach you at, or unset")
    .optional(),
  /**
   * Tests only (docs/decisions/050): a file holding milliseconds added to the clock reminders read
   * (app/.server/clock.ts), so a test can move "now"; refused when NODE_ENV is production.
   */
  TEST_CLOCK_FILE: z.string().optional(),
  /**
   * Tests only (issue 37): the loopback origin of the tests' stand-in push service, the one
   * endpoint outside the browsers' push services the server will post to; refused when NODE_ENV
   * is production.
   */
  PUSH_TEST_ENDPOINT_ORIGIN: z
    .string()
    .refine(isLoopbackOrigin, "must be a loopback origin with its port, e.g. http://127.0.0.1:9000 (tests only)")
    .transform((value) => new URL(value).origin)
    .optional(),
});

export type Env = z.output<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError listing every bad variable. Empty means unset. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const present: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key]?.trim();
    if (value) present[key] = value;
  }
  const result = envSchema.safeParse(present);
  const clockInProduction = !!present.TEST_CLOCK_FILE && source.NODE_ENV === "production";
  const pushTestInProduction = !!present.PUSH_TEST_ENDPOINT_ORIGIN && source.NODE_ENV === "production";
  if (result.success && !present.VAPID_PUBLIC_KEY === !present.VAPID_PRIVATE_KEY && !clockInProduction && !pushTestInProduction) return result.data;
  const lines = (result.error?.issues ?? []).map((issue) => {
    const key = String(issue.path[0]);
    const shown = SECRET_KEYS.has(key) ? "" : ` (got ${JSON.stringify(present[key])})`;
    return `  ${key} ${issue.message}${shown}`;
  });
  if (!present.VAPID_PUBLIC_KEY !== !present.VAPID_PRIVATE_KEY)
    lines.push("  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (a pair), or both unset");
  if (clockInProduction) lines.push("  TEST_CLOCK_FILE moves the reminders' clock for tests: it must be unset when NODE_ENV is production");
  if (pushTestInProduction) lines.push("  PUSH_TEST_ENDPOINT_ORIGIN lets tests receive Web Push on loopback: it must be unset when NODE_ENV is production");
  throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
}

const env = parseEnv(process.env);

export function siteConfig(): SiteConfig {
  return {
    brandName: env.BRAND_NAME,
    phone: env.BUSINESS_PHONE,
    whatsappNumber: env.WHATSAPP_NUMBER,
    email: env.BUSINESS_EMAIL,
    address: env.BUSINESS_ADDRESS,
    siteUrl: env.SITE_URL,
    ...(env.BUSINESS_LEGAL_NAME && { legalName: env.BUSINESS_LEGAL_NAME }),
    ...(env.BUSINESS_COMPANY_ID && { companyId: env.BUSINESS_COMPANY_ID }),
    ...(env.MEDICAL_LICENCE_NUMBER && { medicalLicence: env.MEDICAL_LICENCE_NUMBER }),
  };
}

export const serverConfig = {
  port: env.PORT,
  /**
   * SITE_URL was given: then it alone names our origin for cross-site checks. Unset (development,
   * tests), the request's own origin counts too.
   */
  siteUrlConfigured: Boolean(process.env.SITE_URL?.trim()),
  host: env.HOST,
  dataDir: env.DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  smtpUrl: env.SMTP_URL,
  leadsNotifyTo: env.LEADS_NOTIFY_TO,
  /** Every lead is erased this many days after it came in (an order's 7 years). */
  leadRetentionDays: env.LEAD_RETENTION_DAYS,
  /** A customer's lead that never became an order: erased this many months after its last recorded activity. */
  unorderedLeadRetentionMonths: env.UNORDERED_LEAD_RETENTION_MONTHS,
  /** A job application: erased this many months after its last recorded activity. */
  applicationRetentionMonths: env.APPLICATION_RETENTION_MONTHS,
  /** Activity-log entries older than this many months are purged daily. */
  activityRetentionMonths: env.ACTIVITY_RETENTION_MONTHS,
  pricingModel: env.PRICING_MODEL,
  /** Lead posts one client may make in 10 minutes. */
  leadsRateLimit: env.LEADS_RATE_LIMIT,
  /** A new lead with no first contact for longer than this (courier hours only) is marked waiting. */
  leadWaitMinutes: env.LEAD_WAIT_MINUTES,
  mailFrom: env.MAIL_FROM,
  mailRetryMs: env.MAIL_RETRY_SECONDS * 1000,
  trustProxy: env.TRUST_PROXY,
  /** Connections the server holds open at once; more are refused by the socket layer. */
  maxConnections: env.MAX_CONNECTIONS,
  /** A request body must arrive whole within this long (slow uploads hold a socket otherwise). */
  bodyTimeoutMs: env.BODY_TIMEOUT_SECONDS * 1000,
  /** Live-update streams per admin user and in all; CSV exports running at once (one per user). */
  adminStreamsPerUser: env.ADMIN_STREAMS_PER_USER,
  adminStreamsMax: env.ADMIN_STREAMS_MAX,
  adminExportsMax: env.ADMIN_EXPORTS_MAX,
  /** Admin sessions: idle timeout, absolute lifetime; the first sign-in block (see auth/config.ts). */
  sessionTtlSeconds: env.SESSION_TTL_SECONDS,
  sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
  signInBlockSeconds: env.SIGN_IN_BLOCK_SECONDS,
  /** Backups (app/.server/backup): where, when (Israeli time; null = off), how many, and what runs after. */
  /** Default: `backups` under DATA_DIR (./data/backups). */
  backupDir: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"),
  backupAt: env.BACKUP_HOUR,
  backupKeepDaily: env.BACKUP_KEEP_DAILY,
  backupKeepWeekly: env.BACKUP_KEEP_WEEKLY,
  backupAfter: env.BACKUP_AFTER,
  /** HMAC-SHA-256 key: backups get a .sig file, and restore refuses one without a right signature. */
  backupSigningKey: env.BACKUP_SIGNING_KEY,
  /** A starting instance with migrations to run waits this long for older instances to leave the database (PostgreSQL). */
  upgradeWaitMs: env.UPGRADE_WAIT_SECONDS * 1000,
  /** "required": every admin enrols in two-step sign-in at the next sign-in. */
  admin2fa: env.ADMIN_2FA,
  /** GET /metrics answers loopback clients, or any client with this bearer token. */
  metricsToken: env.METRICS_TOKEN,
  /** Web Push's VAPID key pair, when given (else created once and kept in the database), and who the push services may contact. */
  vapidKeys: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
  vapidSubject: env.VAPID_SUBJECT,
  /** Tests only: the file whose milliseconds move the reminders' clock (app/.server/clock.ts). */
  testClockFile: env.TEST_CLOCK_FILE,
  /** Tests only: the loopback origin of the tests' stand-in push service (app/lib/push-endpoint.ts). */
  pushTestEndpointOrigin: env.PUSH_TEST_ENDPOINT_ORIGIN,
} as const;
