/**
 * A database as the release of 2026-11-25 (commit ccc4acc) left it: its eight migrations
 * (0001_leads .. 0008_two_factor, the same files as today's: shipped migrations never change), run
 * by Kysely's Migrator, then filled with rows of every kind that release's code wrote, in the
 * shapes it wrote them (read with `git show ccc4acc:app/.server/...`): leads from the forms
 * (leads.ts saveLead: consent, attribution, the calculator's quote), their notices (sent, failed,
 * claimed), handled (handled_at), the owner's note (the one `notes` column), spam, the trash
 * (deleted_at); users with scrypt password hashes, roles, sessions and an open two-step challenge
 * (SHA-256 of the cookie's token), TOTP enrolments (a confirmed secret with its last step, a
 * pending one) and hashed recovery codes; sign-in throttle counters; the activity log; backup runs;
 * and on PostgreSQL the rate limiter's table. Every table that exists at 0008 gets rows.
 *
 * That release had no job applications of their own: its join-team page sent the contact form
 * (source contact_form, page_path /join-team); `joinTeamContact` marks those leads.
 *
 * Everything is fixed (names, times, secrets, codes), so a test may name what it expects.
 */
import { createHash, scryptSync } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { migrationProvider } from "../../app/.server/db/migrations.ts";
import { nodeSqliteDialect, openSqliteFile } from "../../app/.server/db/node-sqlite-dialect.ts";
import type { DbTarget } from "./admin.ts";

/** The release's last migration: the fixture's database stops here. */
const RELEASE_LAST_MIGRATION = "0008_two_factor";

/** Tables as that release had them: each column's name and the value it held. */
type Row = Record<string, string | number | null>;
interface ReleaseDatabase {
  leads: Row;
  users: Row;
  user_roles: Row;
  sessions: Row;
  sign_in_throttle: Row;
  activity_log: Row;
  recovery_codes: Row;
  sign_in_challenges: Row;
  backup_runs: Row;
  rate_limits: Row;
}

/** One lead as the fixture wrote it, with what the release's admin showed of it. */
export interface ReleaseLead {
  id: number;
  name: string;
  phone: string;
  createdAt: string;
  source: "lead_form" | "contact_form";
  /** Marked handled ("טופל") then; null while open. */
  handledAt: string | null;
  spam: boolean;
  /** In the trash since then; null for a live lead. */
  deletedAt: string | null;
  /** The owner's note (the release kept one per lead). */
  note: string | null;
  /** Sent from the join-team page: a job application, stored as a contact form. */
  joinTeamContact: boolean;
}

interface ReleaseUser {
  id: number;
  email: string;
  password: string;
  admin: boolean;
}

export interface ReleaseFixture {
  leads: ReleaseLead[];
  /** The owner: admin, two-step sign-in on. */
  owner: ReleaseUser & { totpSecret: string; totpLastStep: number; recoveryCodes: { code: string; used: boolean }[] };
  /** A second admin without two-step sign-in, who had started enrolling (a pending secret). */
  partner: ReleaseUser & { pendingSecret: string };
  /** An account without the admin role. */
  clerk: ReleaseUser;
  /** Cookie tokens of the sessions written (stored as their SHA-256). */
  sessions: { live: { token: string; userId: number; createdAt: string; expiresAt: string }; expired: { token: string } };
  /** The owner's open two-step challenge (its cookie's token), opened at `createdAt`. */
  challenge: { token: string; createdAt: string };
  /** A client the throttle had blocked, until then. */
  blockedClient: { address: string; until: string };
  /** The id of a lead erased for ever (gone from leads; the log still names it). */
  erasedLeadId: number;
  /** Activity entries written, oldest first. */
  activity: { action: string; at: string; userEmail: string | null; leadId: number | null; details: Record<string, unknown> | null }[];
  /** Backup runs written, oldest first. */
  backupRuns: { finishedAt: string; status: "ok" | "failed"; file: string | null; bytes: number | null; afterStatus: "none" | "ok" | "failed" }[];
}

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();
/** The first lead's time; the leads follow every seven hours (about two months' worth). */
const FIRST_LEAD = Date.parse("2026-09-20T06:15:00.000Z");
const LEAD_COUNT = 180;

/** A Hebrew name per lead: first and last names combined, plus a few the tests search for. */
const FIRST_NAMES = ["יוסי", "מירב", "אבי", "נועה", "משה", "רחל", "דוד", "שירה", "אלון", "תמר", "חיים", "עדי"];
const LAST_NAMES = ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם", "פרידמן", "שפירא", "עמר", "חדד", "אזולאי"];
const CITIES = ["תל אביב", "חיפה", "ירושלים", "באר שבע", "נתניה", "אשדוד", "ראשון לציון"];
const NOTES = ["להתקשר אחרי החג", "ביקש הצעת מחיר לשני ארגזים", "לא עונה, לנסות בערב", "הזמין משלוח קבוע כל שבוע", "מחכה לאישור מהמנהל"];

/** The release's password hash (app/.server/auth/password.ts then): scrypt$N$r$p$salt$key, base64url. */
function releasePasswordHash(password: string, saltText: string): string {
  const N = 2 ** 15;
  const r = 8;
  const p = 1;
  const salt = createHash("sha256").update(saltText).digest().subarray(0, 16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N, r, p, maxmem: 256 * N * r });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");
const sha256Url = (text: string) => createHash("sha256").update(text).digest("base64url");
/** The release's stored form of a recovery code (two-factor.ts then). */
const releaseRecoveryHash = (code: string) => sha256Hex(`recovery:${code}`);
/** A cookie token as the release made them: 32 bytes, base64url (43 characters); fixed here. */
const token = (seed: string) => createHash("sha256").update(seed).digest("base64url");

/** The lead at `index`: its state follows from the index, so every mix of states appears. */
function leadShape(index: number) {
  const createdMs = FIRST_LEAD + index * 7 * HOUR;
  const special = SPECIAL_LEADS[index];
  const name = special?.name ?? `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[index % LAST_NAMES.length]} ${index + 1}`;
  const spam = index % 15 === 7;
  const joinTeamContact = index % 19 === 4;
  const source = joinTeamContact || index % 3 !== 0 ? ("contact_form" as const) : ("lead_form" as const);
  const handled = !spam && (index % 5 === 1 || index % 5 === 3);
  // The trash holds leads of every state: open, handled and spam ones.
  const trashed = index % 13 === 5 || index === 22; /* spam */
  const note = special?.note !== undefined ? special.note : index % 6 === 0 ? `${NOTES[(index / 6) % NOTES.length]} (#${index + 1})` : null;
  return { createdMs, name, spam, joinTeamContact, source, handled, trashed, note };
}

/** Leads the tests look for by name: the search's quote marks, a note's words, a handled lead with a note. */
const SPECIAL_LEADS: Record<number, { name: string; note?: string | null }> = {
  2: { name: "ד״ר גולן אריאלי" },
  10: { name: "עו״ד מיכל ברק", note: "לשלוח חוזה לפני יום שלישי" },
  11: { name: "אסף בן-דוד", note: "סגרנו בטלפון, משלוח ביום ראשון" },
  30: { name: "טל קרמר", note: null },
};

/** Opens the target without migrating it (openDb would bring it to the newest). */
function openRaw(target: DbTarget): Kysely<ReleaseDatabase> {
  if (target.databaseUrl)
    return new Kysely<ReleaseDatabase>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.databaseUrl, max: 2 }) }) });
  const dir = target.dataDir ?? "./data";
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return new Kysely<ReleaseDatabase>({ dialect: nodeSqliteDialect(openSqliteFile(path.join(dir, "courier.sqlite"))) });
}

/**
 * Builds the release's schema in an empty database at `target` and fills it. The database is left
 * at 0008; opening it with openDb (or starting the server on it) runs every later migration.
 */
export async function fillRelease20261125(target: DbTarget, { daysLater = 0 }: { daysLater?: number } = {}): Promise<ReleaseFixture> {
  const postgres = target.databaseUrl !== undefined;
  const db = openRaw(target);
  try {
    const migrated = await new Migrator({ db, provider: migrationProvider(postgres ? "postgres" : "sqlite") }).migrateTo(RELEASE_LAST_MIGRATION);
    if (migrated.error) throw migrated.error instanceof Error ? migrated.error : new Error(String(migrated.error));
    const fixture = await fill(db, postgres);
    if (daysLater === 0) return fixture;
    await moveHistory(db, postgres, daysLater);
    return movedFixture(fixture, daysLater);
  } finally {
    await db.destroy();
  }
}

/** The release's last day, as the fixture writes it. */
const RELEASE_DAY = Date.parse("2026-11-25T00:00:00.000Z");

/**
 * Whole days from the release's last day (2026-11-25) to `now`'s: for a server on the real clock,
 * whose jobs (the trash's 30 days, retention) would otherwise act on a history growing older.
 */
export const daysSinceRelease = (now = new Date()) => Math.max(0, Math.floor((now.getTime() - RELEASE_DAY) / 86_400_000));

/** Every time the fixture wrote, at 0008, moved `days` later (TOTP's last step with them). */
const TIMESTAMPS: Record<string, string[]> = {
  leads: ["created_at", "consent_at", "notified_at", "handled_at", "notice_claimed_until", "deleted_at"],
  users: ["created_at", "totp_enabled_at"],
  sessions: ["created_at", "expires_at"],
  sign_in_throttle: ["window_start", "blocked_until", "succeeded_at"],
  activity_log: ["at"],
  recovery_codes: ["used_at"],
  sign_in_challenges: ["created_at", "expires_at"],
  backup_runs: ["started_at", "finished_at"],
};

async function moveHistory(db: Kysely<ReleaseDatabase>, postgres: boolean, days: number): Promise<void> {
  for (const [table, columns] of Object.entries(TIMESTAMPS)) {
    const moved = columns.map((column) =>
      postgres ? `${column} = ${column} + interval '${days} days'` : `${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '+${days} days')`,
    );
    await sql.raw(`UPDATE ${table} SET ${moved.join(", ")}`).execute(db);
  }
  await sql.raw(`UPDATE users SET totp_last_step = totp_last_step + ${days * 2880} WHERE totp_last_step IS NOT NULL`).execute(db);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The fixture's description with its times moved as moveHistory moved the rows. */
function movedFixture(fixture: ReleaseFixture, days: number): ReleaseFixture {
  const move = (value: unknown): unknown => {
    if (typeof value === "string" && ISO_TIME.test(value)) return new Date(Date.parse(value) + days * 86_400_000).toISOString();
    if (Array.isArray(value)) return value.map(move);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, move(inner)]));
    return value;
  };
  const moved = move(fixture) as ReleaseFixture;
  moved.owner.totpLastStep += days * 2880;
  return moved;
}

async function fill(db: Kysely<ReleaseDatabase>, postgres: boolean): Promise<ReleaseFixture> {
  // Users (the users command, then the security screen's enrolment).
  const totpSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  const enabledAt = "2026-10-02T08:30:00.000Z";
  // The step of the last code accepted: a sign-in on 2026-11-24 at 20:00 UTC.
  const totpLastStep = Math.floor(Date.parse("2026-11-24T20:00:00.000Z") / 30_000);
  const userRows = [
    { email: "owner@shlihuyot.co.il", password: "Release-owner-2026", admin: true },
    { email: "partner@shlihuyot.co.il", password: "Release-partner-2026", admin: true },
    { email: "clerk@shlihuyot.co.il", password: "Release-clerk-2026", admin: false },
  ];
  const users: ReleaseUser[] = [];
  for (const [index, user] of userRows.entries()) {
    const { id } = await db
      .insertInto("users")
      .values({
        email: user.email,
        password_hash: releasePasswordHash(user.password, user.email),
        created_at: at(Date.parse("2026-09-15T10:00:00.000Z") + index * HOUR),
        totp_secret: index === 0 ? totpSecret : null,
        totp_pending_secret: index === 1 ? "KRUGKIDROVUWG2ZAMJZG653OEBTG66BA" : null,
        totp_enabled_at: index === 0 ? enabledAt : null,
        totp_last_step: index === 0 ? totpLastStep : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    users.push({ id: Number(id), ...user });
    if (user.admin)
      await db
        .insertInto("user_roles")
        .values({ user_id: Number(id), role: "admin" })
        .execute();
  }
  const [owner, partner, clerk] = users as [ReleaseUser, ReleaseUser, ReleaseUser];
  const recoveryCodes = [
    "a2b3c4d5e6f7",
    "g8h9j2k3m4n5",
    "p6q7r8s9t2u3",
    "v4w5x6y7z8a9",
    "b2c3d4e5f6g7",
    "h8j9k2m3n4p5",
    "q6r7s8t9u2v3",
    "w4x5y6z7a8b9",
    "c2d3e4f5g6h7",
    "j8k9m2n3p4q5",
  ].map((code, index) => ({ code, used: index < 2 }));
  await db
    .insertInto("recovery_codes")
    .values(
      recoveryCodes.map(({ code, used }, index) => ({
        user_id: owner.id,
        code_hash: releaseRecoveryHash(code),
        used_at: used ? at(Date.parse("2026-10-20T07:00:00.000Z") + index * HOUR) : null,
      })),
    )
    .execute();

  // Sessions: the owner's, live on 2026-11-24 (twelve hours idle, thirty days at most), and an old one that expired.
  const live = { token: token("owner session"), userId: owner.id, createdAt: "2026-11-24T20:00:00.000Z", expiresAt: "2026-11-25T08:00:00.000Z" };
  const expired = { token: token("expired session") };
  await db
    .insertInto("sessions")
    .values([
      { id: sha256Hex(live.token), user_id: owner.id, created_at: live.createdAt, expires_at: live.expiresAt },
      { id: sha256Hex(expired.token), user_id: partner.id, created_at: "2026-10-01T09:00:00.000Z", expires_at: "2026-10-01T21:00:00.000Z" },
    ])
    .execute();
  const challenge = { token: token("owner challenge"), createdAt: "2026-11-24T21:58:00.000Z" };
  await db
    .insertInto("sign_in_challenges")
    .values({
      id: sha256Hex(challenge.token),
      user_id: owner.id,
      created_at: challenge.createdAt,
      expires_at: at(Date.parse(challenge.createdAt) + 5 * 60_000),
      failures: 1,
    })
    .execute();

  // The throttle: a client that guessed passwords, blocked; the owner's own pair, known.
  const blockedClient = { address: "203.0.113.66", until: "2026-11-25T06:00:00.000Z" };
  await db
    .insertInto("sign_in_throttle")
    .values([
      {
        key: `c:${sha256Url(blockedClient.address)}`,
        failures: 20,
        window_start: "2026-11-24T22:00:00.000Z",
        blocked_until: blockedClient.until,
        succeeded_at: null,
      },
      { key: `p:${sha256Url(`${owner.email}\n198.51.100.10`)}`, failures: 0, window_start: live.createdAt, blocked_until: null, succeeded_at: live.createdAt },
    ])
    .execute();
  if (postgres)
    await db
      .insertInto("rate_limits")
      .values({ key: "leads:198.51.100.23", points: 3, expire: Date.parse("2026-11-24T22:05:00.000Z") })
      .execute();

  // Leads, as saveLead wrote them, then what the owner did to them.
  const leads: ReleaseLead[] = [];
  const activity: ReleaseFixture["activity"] = [];
  const actor = (user: ReleaseUser) => ({ user_id: user.id, user_email: user.email, client: "198.51.100.10" });
  const log = async (entry: {
    at: string;
    user: ReleaseUser | null;
    client?: string;
    action: string;
    leadId?: number | null;
    details?: Record<string, unknown> | null;
  }) => {
    const details = entry.details ?? null;
    await db
      .insertInto("activity_log")
      .values({
        at: entry.at,
        ...(entry.user ? actor(entry.user) : { user_id: null, user_email: null, client: entry.client ?? null }),
        action: entry.action,
        lead_id: entry.leadId ?? null,
        details: details && JSON.stringify(details),
      })
      .execute();
    activity.push({ action: entry.action, at: entry.at, userEmail: entry.user?.email ?? null, leadId: entry.leadId ?? null, details });
  };

  for (let index = 0; index < LEAD_COUNT; index++) {
    const shape = leadShape(index);
    const created = at(shape.createdMs);
    const city = (offset: number) => CITIES[(index + offset) % CITIES.length]!;
    const phone = index % 4 === 0 ? `+972-5${index % 9}-${String(4_100_000 + index * 37)}` : `05${index % 9}-${String(4_100_000 + index * 37)}`;
    const tagged = index % 5 === 0;
    const quoted = index % 4 === 2;
    // Notices: sent a minute later; a few failed and were given up (50 attempts), one still claimed.
    const gaveUp = !shape.spam && index % 29 === 3;
    const claimed = !shape.spam && index === LEAD_COUNT - 1;
    const { id } = await db
      .insertInto("leads")
      .values({
        created_at: created,
        name: shape.name,
        phone,
        email: index % 2 === 0 ? `customer${index + 1}@example.co.il` : null,
        from_location: shape.joinTeamContact ? null : city(0),
        to_location: shape.joinTeamContact ? null : city(3),
        source: shape.source,
        notes: null,
        page_path: shape.joinTeamContact ? "/join-team" : shape.source === "lead_form" ? "/" : index % 2 === 0 ? "/contact" : "/services/same-day",
        consent_at: created,
        is_spam: shape.spam ? 1 : 0,
        notified_at: shape.spam || gaveUp || claimed ? null : at(shape.createdMs + 60_000),
        notify_attempts: gaveUp ? 50 : claimed ? 1 : 0,
        notice_claimed_until: claimed ? at(shape.createdMs + 15 * 60_000) : null,
        landing_page: tagged ? "/pricing" : index % 3 === 0 ? "/" : null,
        referrer_host: tagged ? "www.google.com" : index % 7 === 0 ? "www.facebook.com" : null,
        utm_source: tagged ? "google" : null,
        utm_medium: tagged ? "cpc" : null,
        utm_campaign: tagged ? "autumn-2026" : null,
        utm_term: tagged ? "שליחויות" : null,
        utm_content: null,
        gclid: index % 10 === 0 ? `Cj0KCQ-${index}` : null,
        fbclid: index % 7 === 0 ? `IwAR-${index}` : null,
        quote_from: quoted ? city(0) : null,
        quote_to: quoted ? city(3) : null,
        quote_size: quoted ? (["small", "medium", "large"] as const)[index % 3]! : null,
        quote_price: quoted ? 90 + (index % 7) * 15 : null,
        quote_model: quoted ? "table" : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const lead: ReleaseLead = {
      id: Number(id),
      name: shape.name,
      phone,
      createdAt: created,
      source: shape.source,
      handledAt: null,
      spam: shape.spam,
      deletedAt: null,
      note: null,
      joinTeamContact: shape.joinTeamContact,
    };
    leads.push(lead);
    const by = index % 4 === 3 ? partner : owner;
    // The admin page's changes (admin-page.ts then): a note, then handled, each logged.
    if (shape.note) {
      const noted = at(shape.createdMs + 2 * HOUR);
      await db.updateTable("leads").set({ notes: shape.note }).where("id", "=", lead.id).execute();
      await log({ at: noted, user: by, action: "note", leadId: lead.id, details: { field: "note" } });
      lead.note = shape.note;
    }
    if (shape.handled) {
      const handled = at(shape.createdMs + 3 * HOUR);
      await db.updateTable("leads").set({ handled_at: handled }).where("id", "=", lead.id).execute();
      await log({ at: handled, user: by, action: "handled", leadId: lead.id });
      lead.handledAt = handled;
    }
    if (shape.trashed) {
      // The release erased what had been in the trash for 30 days: what is left went there in its last weeks.
      const deleted = at(Math.max(shape.createdMs + 5 * HOUR, Date.parse("2026-11-04T09:00:00.000Z") + index * HOUR));
      await db.updateTable("leads").set({ deleted_at: deleted }).where("id", "=", lead.id).execute();
      await log({ at: deleted, user: owner, action: "delete", leadId: lead.id });
      lead.deletedAt = deleted;
    }
  }

  // A lead handled, opened again, and a lead trashed then restored: their rows read open and live.
  const reopened = leads[41]!;
  await db.updateTable("leads").set({ handled_at: null }).where("id", "=", reopened.id).execute();
  await log({ at: at(Date.parse(reopened.createdAt) + 6 * HOUR), user: owner, action: "reopened", leadId: reopened.id });
  reopened.handledAt = null;
  const restored = leads.find((lead) => lead.deletedAt && !lead.spam && !lead.handledAt)!;
  await db.updateTable("leads").set({ deleted_at: null }).where("id", "=", restored.id).execute();
  await log({ at: at(Date.parse(restored.deletedAt!) + HOUR), user: owner, action: "restore", leadId: restored.id });
  restored.deletedAt = null;
  // A lead erased for ever from the trash: its row is gone, the log keeps its id.
  const erased = leads.find((lead) => lead.deletedAt && lead.handledAt)!;
  await db.deleteFrom("leads").where("id", "=", erased.id).execute();
  await log({ at: "2026-11-22T12:00:00.000Z", user: owner, action: "delete_forever", leadId: erased.id });
  leads.splice(leads.indexOf(erased), 1);

  // The rest of what the log held: sign-ins of every kind, the users command, an export.
  await log({ at: "2026-09-15T10:05:00.000Z", user: null, client: "cli", action: "user_add", details: { email: owner.email } });
  await log({ at: "2026-09-15T10:06:00.000Z", user: null, client: "cli", action: "user_grant", details: { email: owner.email } });
  await log({ at: "2026-10-02T08:30:00.000Z", user: owner, action: "two_factor_on" });
  await log({ at: "2026-10-20T07:00:00.000Z", user: owner, action: "sign_in_recovery", details: { count: 9 } });
  await log({ at: "2026-11-10T09:00:00.000Z", user: null, client: "203.0.113.66", action: "sign_in_failed", details: { email: owner.email, known: true } });
  await log({ at: "2026-11-10T09:01:00.000Z", user: owner, action: "sign_in_2fa_failed", details: { field: "totp", reason: "wrong-code" } });
  await log({ at: "2026-11-21T16:00:00.000Z", user: owner, action: "export", details: { rows: 97, view: "open" } });
  await log({ at: live.createdAt, user: owner, action: "sign_in_2fa" });
  await log({ at: "2026-11-24T21:00:00.000Z", user: partner, action: "sign_in" });
  await log({ at: "2026-11-24T21:30:00.000Z", user: partner, action: "sign_out" });
  activity.sort((a, b) => a.at.localeCompare(b.at));

  // Backups (run.ts then): a good one, one that failed, and the newest, whose BACKUP_AFTER failed.
  const backupRuns: ReleaseFixture["backupRuns"] = [
    { finishedAt: "2026-11-22T03:00:04.000Z", status: "ok", file: "courier-2026-11-22T030000Z", bytes: 1_843_200, afterStatus: "ok" },
    { finishedAt: "2026-11-23T03:00:02.000Z", status: "failed", file: null, bytes: null, afterStatus: "none" },
    { finishedAt: "2026-11-24T03:00:05.000Z", status: "ok", file: "courier-2026-11-24T030000Z", bytes: 1_871_872, afterStatus: "failed" },
  ];
  const extension = postgres ? "pgdump" : "sqlite";
  for (const run of backupRuns) {
    if (run.file) run.file = `${run.file}.${extension}`;
    await db
      .insertInto("backup_runs")
      .values({
        started_at: at(Date.parse(run.finishedAt) - 4_000),
        finished_at: run.finishedAt,
        file: run.file,
        bytes: run.bytes,
        sha256: run.file ? sha256Hex(run.file) : null,
        status: run.status,
        error: run.status === "failed" ? "ENOSPC: no space left on device" : null,
        after_status: run.afterStatus,
        after_error: run.afterStatus === "failed" ? "rclone exited with code 1" : null,
      })
      .execute();
  }

  return {
    leads,
    owner: { ...owner, totpSecret, totpLastStep, recoveryCodes },
    partner: { ...partner, pendingSecret: "KRUGKIDROVUWG2ZAMJZG653OEBTG66BA" },
    clerk,
    sessions: { live, expired },
    challenge,
    blockedClient,
    erasedLeadId: erased.id,
    activity,
    backupRuns,
  };
}
