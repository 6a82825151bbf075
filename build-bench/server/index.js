import { C as canonicalPath, S as ADMIN_PATH, T as openingHours, a as useSite, c as ChevronIcon, d as PhoneIcon, f as A11Y_HEAD_SCRIPT, h as applySettings, i as useCurrentPath, l as CloseIcon, m as STORAGE_KEY, n as toInternationalDigits, o as AccessibilityIcon, p as DEFAULT_SETTINGS, r as whatsappHref, s as ChatIcon, t as telHref, u as MenuIcon, v as parseSettings, w as exampleSiteConfig, y as serializeSettings } from "./assets/phone-C4uxXhDW.js";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { Form, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, ServerRouter, UNSAFE_withComponentProps, UNSAFE_withErrorBoundaryProps, createContext, data, isRouteErrorResponse, redirect, useActionData, useFetcher, useFetchers, useLoaderData, useLocation, useMatches, useNavigate, useNavigation, useRevalidator, useRouteLoaderData, useSubmit } from "react-router";
import { BlockList, isIP, isIPv4, isIPv6 } from "node:net";
import { Suspense, createContext as createContext$1, lazy, useCallback, useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { config, z } from "zod";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, SqliteDriver, sql } from "kysely";
import pg from "pg";
import { DatabaseSync } from "node:sqlite";
import nodemailer from "nodemailer";
import { subMonths } from "date-fns";
import { tz, tzOffset } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { startOfDay } from "date-fns/startOfDay";
import { startOfWeek } from "date-fns/startOfWeek";
import { Marked } from "marked";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import * as z$1 from "zod/mini";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { stringify } from "csv-stringify/sync";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
/** One JSON line per event. Callers pass no secrets and no personal data. */
function log(level, msg, fields = {}) {
	const line = JSON.stringify({
		time: (/* @__PURE__ */ new Date()).toISOString(),
		level,
		msg,
		...fields
	});
	if (level === "error") console.error(line);
	else if (level === "warn") console.warn(line);
	else console.log(line);
}
var PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix, family] of [
	[
		"127.0.0.0",
		8,
		"ipv4"
	],
	[
		"10.0.0.0",
		8,
		"ipv4"
	],
	[
		"172.16.0.0",
		12,
		"ipv4"
	],
	[
		"192.168.0.0",
		16,
		"ipv4"
	],
	[
		"169.254.0.0",
		16,
		"ipv4"
	],
	[
		"100.64.0.0",
		10,
		"ipv4"
	],
	[
		"::1",
		128,
		"ipv6"
	],
	[
		"fc00::",
		7,
		"ipv6"
	],
	[
		"fe80::",
		10,
		"ipv6"
	]
]) PRIVATE_NETWORKS.addSubnet(network, prefix, family);
// app/components/nonce.tsx
/**
* The CSP nonce of the response being rendered on the server (undefined for pre-rendered pages,
* which are allowed by their scripts' hashes, and in the browser). React Router's own scripts get
* it from <ServerRouter nonce>; our inline scripts read it here.
*/
var NonceContext = createContext$1(void 0);
function useNonce() {
	return useContext(NonceContext);
}
// app/.server/config.ts
/**
* Every environment variable the server reads, checked once by one zod schema. A bad value
* stops the process at start-up with a message naming the variable and what it accepts (see
* server.ts); nothing downstream ever sees NaN or a silently ignored setting.
*
* To add a variable: add it to `envSchema` (with a message saying what it accepts), map it in
* `serverConfig` or `siteConfig()`, and document it in .env.example and the README.
*/
/** Variables whose values may hold passwords: never echoed in an error message. */
var SECRET_KEYS = /* @__PURE__ */ new Set(["DATABASE_URL", "SMTP_URL"]);
var wholeNumber = (what, min, max = Number.MAX_SAFE_INTEGER) => z.string().regex(/^\d+$/, `must be ${what}`).transform(Number).refine((n) => n >= min && n <= max, `must be ${what}`);
var urlWithScheme = (schemes, what) => z.string().refine((value) => {
	try {
		return schemes.includes(new URL(value).protocol);
	} catch {
		return false;
	}
}, `must be ${what}`);
/** Named address ranges TRUST_PROXY accepts besides addresses and CIDRs (as Express names them). */
var PROXY_RANGE_NAMES = [
	"loopback",
	"linklocal",
	"uniquelocal"
];
function isAddressOrCidr(entry) {
	if (PROXY_RANGE_NAMES.includes(entry)) return true;
	const [address = "", prefix, ...rest] = entry.split("/");
	const family = isIP(address);
	if (family === 0 || rest.length > 0) return false;
	if (prefix === void 0) return true;
	return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
var trustProxy = z.string().optional().transform((value, ctx) => {
	if (value === void 0 || value === "0" || value === "false") return { kind: "none" };
	if (/^\d+$/.test(value)) {
		const hops = Number(value);
		if (hops <= 10) return {
			kind: "hops",
			hops
		};
	} else {
		const addresses = value.split(",").map((entry) => entry.trim());
		if (addresses.every(isAddressOrCidr)) return {
			kind: "addresses",
			addresses
		};
	}
	ctx.addIssue({
		code: "custom",
		message: "must be the number of reverse proxies in front of the server (1-10), or a comma-separated list of the proxies' addresses or CIDR ranges (e.g. 10.0.0.5,192.168.1.0/24; also loopback, linklocal, uniquelocal); unset or 0 when clients connect directly"
	});
	return z.NEVER;
});
var envSchema = z.object({
	PORT: wholeNumber("a TCP port number (0-65535)", 0, 65535).default(3e3),
	HOST: z.string().default("0.0.0.0"),
	SITE_URL: urlWithScheme(["http:", "https:"], "an absolute http:// or https:// origin, e.g. https://www.example.co.il").transform((url) => url.replace(/\/+$/, "")).default(exampleSiteConfig.siteUrl),
	BRAND_NAME: z.string().default(exampleSiteConfig.brandName),
	BUSINESS_PHONE: z.string().default(exampleSiteConfig.phone),
	WHATSAPP_NUMBER: z.string().transform((value) => value.replace(/\D/g, "")).refine((digits) => /^[1-9]\d{7,14}$/.test(digits), "must be the chat number in international digits, e.g. 972501234567").default(exampleSiteConfig.whatsappNumber),
	BUSINESS_EMAIL: z.string().default(exampleSiteConfig.email),
	BUSINESS_ADDRESS: z.string().default(exampleSiteConfig.address),
	DATA_DIR: z.string().default("./data"),
	DATABASE_URL: urlWithScheme(["postgres:", "postgresql:"], "a postgres:// or postgresql:// connection URL, or unset for SQLite").optional(),
	SMTP_URL: urlWithScheme(["smtp:", "smtps:"], "an smtp:// or smtps:// URL, or unset").optional(),
	LEADS_NOTIFY_TO: z.string().optional(),
	LEAD_RETENTION_DAYS: wholeNumber("a whole number of days, at least 1", 1).default(2555),
	ACTIVITY_RETENTION_MONTHS: wholeNumber("a whole number of months, at least 1", 1).default(24),
	PRICING_MODEL: z.enum(["table", "distance"], { error: "must be \"table\" or \"distance\"" }).default("table"),
	LEADS_RATE_LIMIT: wholeNumber("a whole number of lead posts per client per 10 minutes, at least 1", 1).default(10),
	MAIL_FROM: z.string().optional(),
	MAIL_RETRY_SECONDS: wholeNumber("a whole number of seconds, at least 1", 1).default(60),
	TRUST_PROXY: trustProxy,
	SESSION_TTL_SECONDS: wholeNumber("a whole number of seconds, at least 1", 1).default(28800),
	SESSION_MAX_AGE_SECONDS: wholeNumber("a whole number of seconds, at least 1", 1).default(604800),
	SIGN_IN_BLOCK_SECONDS: wholeNumber("a whole number of seconds, at least 1", 1).default(60)
});
var ConfigError = class extends Error {
	name = "ConfigError";
};
/** Parses the environment; throws a ConfigError listing every bad variable. Empty means unset. */
function parseEnv(source) {
	const present = {};
	for (const key of Object.keys(envSchema.shape)) {
		const value = source[key]?.trim();
		if (value) present[key] = value;
	}
	const result = envSchema.safeParse(present);
	if (result.success) return result.data;
	throw new ConfigError(`Invalid environment:\n${result.error.issues.map((issue) => {
		const key = String(issue.path[0]);
		const shown = SECRET_KEYS.has(key) ? "" : ` (got ${JSON.stringify(present[key])})`;
		return `  ${key} ${issue.message}${shown}`;
	}).join("\n")}`);
}
var env = parseEnv(process.env);
function siteConfig() {
	return {
		brandName: env.BRAND_NAME,
		phone: env.BUSINESS_PHONE,
		whatsappNumber: env.WHATSAPP_NUMBER,
		email: env.BUSINESS_EMAIL,
		address: env.BUSINESS_ADDRESS,
		siteUrl: env.SITE_URL
	};
}
var serverConfig = {
	port: env.PORT,
	host: env.HOST,
	dataDir: env.DATA_DIR,
	databaseUrl: env.DATABASE_URL,
	smtpUrl: env.SMTP_URL,
	leadsNotifyTo: env.LEADS_NOTIFY_TO,
	leadRetentionDays: env.LEAD_RETENTION_DAYS,
	/** Activity-log entries older than this many months are purged daily. */
	activityRetentionMonths: env.ACTIVITY_RETENTION_MONTHS,
	pricingModel: env.PRICING_MODEL,
	/** Lead posts one client may make in 10 minutes. */
	leadsRateLimit: env.LEADS_RATE_LIMIT,
	mailFrom: env.MAIL_FROM,
	mailRetryMs: env.MAIL_RETRY_SECONDS * 1e3,
	trustProxy: env.TRUST_PROXY,
	/** Admin sessions: idle timeout, absolute lifetime; the first sign-in block (see auth/config.ts). */
	sessionTtlSeconds: env.SESSION_TTL_SECONDS,
	sessionMaxAgeSeconds: env.SESSION_MAX_AGE_SECONDS,
	signInBlockSeconds: env.SIGN_IN_BLOCK_SECONDS
};
// app/.server/db/migrations.ts
/** Versioned migrations, in code so they ship inside the server build. Never edit one that has shipped. */
function migrations(engine) {
	const timestamp = engine === "postgres" ? "timestamptz" : "text";
	return {
		"0001_leads": { async up(db) {
			await db.schema.createTable("leads").addColumn("id", "integer", (c) => engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()).addColumn("created_at", timestamp, (c) => c.notNull()).addColumn("name", "text", (c) => c.notNull()).addColumn("phone", "text", (c) => c.notNull()).addColumn("email", "text").addColumn("from_location", "text").addColumn("to_location", "text").addColumn("source", "text", (c) => c.notNull()).addColumn("notes", "text").addColumn("page_path", "text").addColumn("consent_at", timestamp).addColumn("is_spam", "integer", (c) => c.notNull().defaultTo(0)).addColumn("notified_at", timestamp).addColumn("notify_attempts", "integer", (c) => c.notNull().defaultTo(0)).execute();
			await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
			await sql`CREATE INDEX leads_pending_notice ON leads (id) WHERE notified_at IS NULL AND is_spam = 0`.execute(db);
		} },
		"0002_auth": { async up(db) {
			await db.schema.createTable("users").addColumn("id", "integer", (c) => engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()).addColumn("email", "text", (c) => c.notNull().unique()).addColumn("password_hash", "text", (c) => c.notNull()).addColumn("created_at", timestamp, (c) => c.notNull()).execute();
			await db.schema.createTable("user_roles").addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("role", "text", (c) => c.notNull()).addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role"]).execute();
			await db.schema.createTable("sessions").addColumn("id", "text", (c) => c.primaryKey()).addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade")).addColumn("created_at", timestamp, (c) => c.notNull()).addColumn("expires_at", timestamp, (c) => c.notNull()).execute();
			await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
			await db.schema.createTable("sign_in_throttle").addColumn("key", "text", (c) => c.primaryKey()).addColumn("failures", "integer", (c) => c.notNull().defaultTo(0)).addColumn("window_start", timestamp, (c) => c.notNull()).addColumn("blocked_until", timestamp).addColumn("succeeded_at", timestamp).execute();
		} },
		"0003_lead_handling": { async up(db) {
			await db.schema.alterTable("leads").addColumn("handled_at", timestamp).execute();
			await sql`CREATE INDEX leads_genuine ON leads (created_at, id) WHERE is_spam = 0`.execute(db);
			await sql`CREATE INDEX leads_open ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NULL`.execute(db);
			await sql`CREATE INDEX leads_handled ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NOT NULL`.execute(db);
			await sql`CREATE INDEX leads_spam ON leads (created_at, id) WHERE is_spam = 1`.execute(db);
			const digits = (column) => `replace(replace(replace(${column}, '-', ''), ' ', ''), '+', '')`;
			if (engine === "sqlite") {
				await sql`CREATE VIRTUAL TABLE leads_search USING fts5(name, phone_digits, content='', contentless_delete=1, tokenize='trigram')`.execute(db);
				await sql.raw(`INSERT INTO leads_search (rowid, name, phone_digits) SELECT id, name, ${digits("phone")} FROM leads`).execute(db);
				await sql.raw(`CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
              INSERT INTO leads_search (rowid, name, phone_digits) VALUES (new.id, new.name, ${digits("new.phone")}); END`).execute(db);
				await sql.raw(`CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
              DELETE FROM leads_search WHERE rowid = old.id; END`).execute(db);
				await sql.raw(`CREATE TRIGGER leads_search_update AFTER UPDATE OF name, phone ON leads BEGIN
              DELETE FROM leads_search WHERE rowid = old.id;
              INSERT INTO leads_search (rowid, name, phone_digits) VALUES (new.id, new.name, ${digits("new.phone")}); END`).execute(db);
				return;
			}
			if ((await sql`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db)).rows.length > 0) {
				await sql`SAVEPOINT leads_trgm`.execute(db);
				try {
					await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
					await sql`CREATE INDEX leads_name_trgm ON leads USING gin (name gin_trgm_ops)`.execute(db);
					await sql.raw(`CREATE INDEX leads_phone_trgm ON leads USING gin ((${digits("phone")}) gin_trgm_ops)`).execute(db);
					await sql`RELEASE SAVEPOINT leads_trgm`.execute(db);
				} catch {
					await sql`ROLLBACK TO SAVEPOINT leads_trgm`.execute(db);
				}
			}
			await sql`
          CREATE FUNCTION leads_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
          DECLARE
            lead_id integer;
          BEGIN
            IF TG_OP = 'DELETE' THEN lead_id := OLD.id; ELSE lead_id := NEW.id; END IF;
            PERFORM pg_notify('leads_changes', json_build_object('op', lower(TG_OP), 'id', lead_id)::text);
            RETURN NULL;
          END;
          $$`.execute(db);
			await sql`
          CREATE TRIGGER leads_notify_change
          AFTER INSERT OR DELETE OR UPDATE OF handled_at, notes ON leads
          FOR EACH ROW EXECUTE FUNCTION leads_notify_change()`.execute(db);
		} },
		"0004_lead_path_hardening": { async up(db) {
			await db.schema.alterTable("leads").addColumn("notice_claimed_until", timestamp).execute();
			if (engine === "postgres") await sql`CREATE TABLE rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`.execute(db);
		} },
		"0005_admin_workplace": { async up(db) {
			await db.schema.alterTable("leads").addColumn("deleted_at", timestamp).execute();
			for (const column of [
				"landing_page",
				"referrer_host",
				"utm_source",
				"utm_medium",
				"utm_campaign",
				"utm_term",
				"utm_content",
				"gclid",
				"fbclid",
				"quote_from",
				"quote_to",
				"quote_size",
				"quote_model"
			]) await db.schema.alterTable("leads").addColumn(column, "text").execute();
			await db.schema.alterTable("leads").addColumn("quote_price", "integer").execute();
			for (const name of [
				"leads_genuine",
				"leads_open",
				"leads_handled",
				"leads_spam"
			]) await sql.raw(`DROP INDEX ${name}`).execute(db);
			const live = "deleted_at IS NULL";
			await sql.raw(`CREATE INDEX leads_genuine ON leads (created_at, id) WHERE is_spam = 0 AND ${live}`).execute(db);
			await sql.raw(`CREATE INDEX leads_open ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NULL AND ${live}`).execute(db);
			await sql.raw(`CREATE INDEX leads_handled ON leads (created_at, id) WHERE is_spam = 0 AND handled_at IS NOT NULL AND ${live}`).execute(db);
			await sql.raw(`CREATE INDEX leads_spam ON leads (created_at, id) WHERE is_spam = 1 AND ${live}`).execute(db);
			await sql`CREATE INDEX leads_trash ON leads (deleted_at, id) WHERE deleted_at IS NOT NULL`.execute(db);
			await db.schema.createTable("activity_log").addColumn("id", "integer", (c) => engine === "postgres" ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()).addColumn("at", timestamp, (c) => c.notNull()).addColumn("user_id", "integer").addColumn("user_email", "text").addColumn("client", "text").addColumn("action", "text", (c) => c.notNull()).addColumn("lead_id", "integer").addColumn("details", "text").execute();
			await db.schema.createIndex("activity_log_at").on("activity_log").columns(["at", "id"]).execute();
			await db.schema.createIndex("activity_log_lead").on("activity_log").columns(["lead_id", "at"]).execute();
			if (engine === "postgres") {
				await sql`DROP TRIGGER leads_notify_change ON leads`.execute(db);
				await sql`
            CREATE TRIGGER leads_notify_change
            AFTER INSERT OR DELETE OR UPDATE OF handled_at, notes, deleted_at ON leads
            FOR EACH ROW EXECUTE FUNCTION leads_notify_change()`.execute(db);
			}
		} }
	};
}
function migrationProvider(engine) {
	return { getMigrations: async () => migrations(engine) };
}
// app/.server/db/node-sqlite-dialect.ts
/**
* Kysely's SQLite dialect over Node's built-in node:sqlite. Kysely expects the better-sqlite3
* statement shape; node:sqlite differs only in taking parameters spread and in how a statement
* tells whether it returns rows (columns()). Prepared statements are kept by their SQL text (the
* queries are few and fixed), so the hot path does not compile the same INSERT for every lead.
*/
function nodeSqliteDialect(database) {
	const statements = /* @__PURE__ */ new Map();
	const MAX_STATEMENTS = 200;
	const prepared = (sql) => {
		let statement = statements.get(sql);
		if (!statement) {
			if (statements.size >= MAX_STATEMENTS) statements.clear();
			statement = database.prepare(sql);
			statements.set(sql, statement);
		}
		return statement;
	};
	return new ImmediateTransactionsSqliteDialect({ database: {
		close: () => {
			statements.clear();
			database.close();
		},
		prepare(sql) {
			const statement = prepared(sql);
			const params = (values) => values;
			return {
				reader: statement.columns().length > 0,
				all: (values) => statement.all(...params(values)),
				run: (values) => statement.run(...params(values)),
				iterate: (values) => statement.iterate(...params(values))
			};
		}
	} });
}
/**
* Every transaction we run writes, so it takes the write lock when it begins (BEGIN IMMEDIATE).
* Kysely's plain BEGIN is deferred: a transaction that reads first and writes later fails at
* once with "database is locked" when another connection (the users CLI, a second process)
* wrote in between, because SQLite cannot upgrade a stale WAL snapshot and does not wait for it.
* An immediate transaction waits for the lock with the busy timeout instead.
*/
var ImmediateTransactionsSqliteDialect = class extends SqliteDialect {
	#database;
	constructor(config) {
		super(config);
		this.#database = config.database;
	}
	createDriver() {
		return new ImmediateTransactionsSqliteDriver({ database: this.#database });
	}
};
var ImmediateTransactionsSqliteDriver = class extends SqliteDriver {
	async beginTransaction(connection) {
		await connection.executeQuery(CompiledQuery.raw("begin immediate"));
	}
};
/** Opens the database file with the settings that make an acknowledged write survive a crash. */
function openSqliteFile(file) {
	const database = new DatabaseSync(file, { timeout: 5e3 });
	database.exec("PRAGMA journal_mode = WAL");
	database.exec("PRAGMA synchronous = FULL");
	database.exec("PRAGMA foreign_keys = ON");
	return database;
}
// app/.server/db/index.ts
var TIMESTAMPTZ_OID = 1184;
/** Opens the database and brings its schema up to date. */
async function openDb(options) {
	let kysely;
	let engine;
	let pgPool;
	if (options.databaseUrl?.startsWith("postgres")) {
		engine = "postgres";
		const pool = pgPool = new pg.Pool({
			connectionString: options.databaseUrl,
			max: 10,
			types: { getTypeParser: (oid, format) => oid === TIMESTAMPTZ_OID ? (value) => new Date(value).toISOString() : pg.types.getTypeParser(oid, format) }
		});
		pool.on("error", (error) => log("error", "postgres pool error", { error: error.message }));
		pool.on("connect", (client) => client.on("error", (error) => log("warn", "postgres connection lost", { error: error.message })));
		kysely = new Kysely({ dialect: new PostgresDialect({ pool }) });
	} else {
		engine = "sqlite";
		const dir = path.resolve(options.dataDir ?? "./data");
		mkdirSync(dir, { recursive: true });
		kysely = new Kysely({ dialect: nodeSqliteDialect(openSqliteFile(path.join(dir, "courier.sqlite"))) });
	}
	const { error, results } = await new Migrator({
		db: kysely,
		provider: migrationProvider(engine)
	}).migrateToLatest();
	for (const r of results ?? []) log(r.status === "Success" ? "info" : "error", "migration", {
		name: r.migrationName,
		status: r.status
	});
	if (error) {
		await kysely.destroy();
		throw error instanceof Error ? error : new Error(String(error));
	}
	return {
		kysely,
		engine,
		pgPool,
		close: () => kysely.destroy()
	};
}
async function isReachable(db) {
	try {
		await sql`SELECT 1`.execute(db.kysely);
		return true;
	} catch {
		return false;
	}
}
// app/lib/attribution.ts
/** sessionStorage keys: the landing record (set once per visit) and the last estimate (replaced each time). */
var ATTRIBUTION_STORAGE_KEY = "courier.attribution";
var QUOTE_STORAGE_KEY = "courier.quote";
var UTM_PARAMETERS = [
	"utm_source",
	"utm_medium",
	"utm_campaign",
	"utm_term",
	"utm_content"
];
var CLICK_ID_PARAMETERS = ["gclid", "fbclid"];
var QUOTE_PRICE_MAX = 1e5;
var QUOTE_SIZES = [
	"small",
	"medium",
	"large"
];
var QUOTE_MODELS = ["table", "distance"];
/** Dot-separated labels of letters, digits, hyphens (and underscores, which some hosts use), or a bracketed IPv6 address. */
var HOST_NAME = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]{2,45}\])$/i;
function isHostName(value) {
	return typeof value === "string" && value.length > 0 && value.length <= 253 && HOST_NAME.test(value);
}
var emptyAttribution = () => ({
	landing_page: null,
	referrer_host: null,
	utm_source: null,
	utm_medium: null,
	utm_campaign: null,
	utm_term: null,
	utm_content: null,
	gclid: null,
	fbclid: null
});
function parseUrl(value) {
	try {
		return new URL(value);
	} catch {
		return null;
	}
}
/** www.example.co.il and example.co.il are the same site. */
var siteHost = (host) => host.toLowerCase().replace(/^www\./, "");
/**
* The record to remember for a visit that begins at `landingUrl` (location.href) after
* `referrer` (document.referrer): the page's path, the referring host when it is another site,
* and the campaign parameters and click identifiers of the link. Nothing is checked here
* beyond the shape; the server's schema drops whatever is not fit to store.
*/
function computeAttribution(landingUrl, referrer) {
	const record = emptyAttribution();
	const landing = parseUrl(landingUrl);
	if (landing) {
		record.landing_page = landing.pathname || "/";
		for (const name of [...UTM_PARAMETERS, ...CLICK_ID_PARAMETERS]) {
			const value = landing.searchParams.get(name)?.trim();
			if (value) record[name] = value;
		}
	}
	const host = (referrer ? parseUrl(referrer) : null)?.hostname.toLowerCase() ?? "";
	if (host && (!landing || siteHost(host) !== siteHost(landing.hostname))) record.referrer_host = host;
	return record;
}
/** On the visit's first page (nothing stored yet) remembers where it began; later pages leave it alone. */
function rememberLanding(storage, landingUrl, referrer) {
	try {
		if (!storage || storage.getItem("courier.attribution") !== null) return;
		storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(computeAttribution(landingUrl, referrer)));
	} catch {}
}
/** Remembers the estimate just shown, replacing the one before. */
function rememberQuote(storage, quote) {
	try {
		storage?.setItem(QUOTE_STORAGE_KEY, JSON.stringify(quote));
	} catch {}
}
function readJson(storage, key) {
	try {
		const text = storage?.getItem(key);
		return text ? JSON.parse(text) : void 0;
	} catch {
		return;
	}
}
/**
* What a lead form sends with the lead: the stored record and estimate as they are (absent
* when there are none). Unchecked on purpose: the schema drops what it cannot use and never
* refuses a lead for it.
*/
function visitRecord(storage) {
	const attribution = readJson(storage, ATTRIBUTION_STORAGE_KEY);
	const quote = readJson(storage, QUOTE_STORAGE_KEY);
	return {
		...attribution !== void 0 && { attribution },
		...quote !== void 0 && { quote }
	};
}
// app/.server/leads.ts
/** Leads waiting for the next group commit, per database. */
var commitQueues = /* @__PURE__ */ new WeakMap();
/** Enough for any burst; keeps one transaction short. */
var MAX_GROUP = 500;
/**
* Stores a validated lead; resolves only once it is committed. Leads that arrive together are
* committed together (group commit): one transaction, so one fsync, for the whole group, and each
* caller hears back only after that commit. A failed commit fails every lead in its group, so a
* lead is acknowledged if and only if it is on disk.
*/
function saveLead(db, lead, { spam, now = /* @__PURE__ */ new Date() }) {
	const at = now.toISOString();
	const attribution = lead.attribution ?? emptyAttribution();
	const quote = lead.quote;
	const row = {
		created_at: at,
		name: lead.name,
		phone: lead.phone,
		email: lead.email ?? null,
		from_location: lead.fromLocation ?? null,
		to_location: lead.toLocation ?? null,
		source: lead.source,
		notes: null,
		page_path: lead.pagePath ?? null,
		consent_at: at,
		is_spam: spam ? 1 : 0,
		notified_at: null,
		landing_page: attribution.landing_page,
		referrer_host: attribution.referrer_host,
		utm_source: attribution.utm_source,
		utm_medium: attribution.utm_medium,
		utm_campaign: attribution.utm_campaign,
		utm_term: attribution.utm_term,
		utm_content: attribution.utm_content,
		gclid: attribution.gclid,
		fbclid: attribution.fbclid,
		quote_from: quote?.from ?? null,
		quote_to: quote?.to ?? null,
		quote_size: quote?.size ?? null,
		quote_price: quote?.price ?? null,
		quote_model: quote?.model ?? null
	};
	let queue = commitQueues.get(db);
	if (!queue) commitQueues.set(db, queue = {
		queued: [],
		flushing: false
	});
	const { promise, resolve, reject } = Promise.withResolvers();
	queue.queued.push({
		row,
		resolve,
		reject
	});
	if (!queue.flushing) {
		queue.flushing = true;
		setImmediate(() => void flushLeads(db, queue));
	}
	return promise;
}
async function flushLeads(db, queue) {
	while (queue.queued.length > 0) {
		const group = queue.queued.splice(0, MAX_GROUP);
		try {
			const ids = await db.kysely.transaction().execute(async (trx) => {
				const inserted = [];
				for (const { row } of group) {
					const { id } = await trx.insertInto("leads").values(row).returning("id").executeTakeFirstOrThrow();
					inserted.push(Number(id));
				}
				return inserted;
			});
			group.forEach((lead, i) => lead.resolve(ids[i]));
		} catch (error) {
			for (const lead of group) lead.reject(error);
		}
	}
	queue.flushing = false;
}
/** Deletes leads created before the cutoff; returns how many went. */
async function purgeLeadsBefore(db, cutoff) {
	const result = await db.kysely.deleteFrom("leads").where("created_at", "<", cutoff.toISOString()).executeTakeFirst();
	return Number(result.numDeletedRows);
}
/** How long one instance owns a notice it is sending; a crashed instance's claim lapses after it. */
var NOTICE_LEASE_MS = 9e5;
/**
* Claims up to `limit` leads whose notice is due and unclaimed (or whose claim has lapsed) for
* this instance, atomically: on PostgreSQL the candidates are locked with FOR UPDATE SKIP LOCKED,
* so two instances draining at the same moment never claim the same lead; SQLite has one writer.
*/
async function claimPendingNotices(db, { limit = 20, now = /* @__PURE__ */ new Date(), leaseMs = NOTICE_LEASE_MS } = {}) {
	const claimable = db.kysely.selectFrom("leads").select("id").where("notified_at", "is", null).where("is_spam", "=", 0).where("notify_attempts", "<", 50).where((eb) => eb.or([eb("notice_claimed_until", "is", null), eb("notice_claimed_until", "<", now.toISOString())])).orderBy("id").limit(limit);
	return (await db.kysely.updateTable("leads").set({ notice_claimed_until: new Date(now.getTime() + leaseMs).toISOString() }).where("id", "in", db.engine === "postgres" ? claimable.forUpdate().skipLocked() : claimable).returning([
		"id",
		"created_at",
		"name",
		"phone",
		"email",
		"from_location",
		"to_location",
		"source",
		"page_path",
		"notify_attempts"
	]).execute()).sort((a, b) => a.id - b.id);
}
async function markNotified(db, id, at = /* @__PURE__ */ new Date()) {
	await db.kysely.updateTable("leads").set({
		notified_at: at.toISOString(),
		notice_claimed_until: null
	}).where("id", "=", id).execute();
}
/** Counts a failed attempt and releases the claim, so the next drain (here or elsewhere) retries it. */
async function recordNoticeFailure(db, id) {
	await db.kysely.updateTable("leads").set((eb) => ({
		notify_attempts: eb("notify_attempts", "+", 1),
		notice_claimed_until: null
	})).where("id", "=", id).execute();
}
/** Gives back claims this instance will not use (it stopped before sending them). */
async function releaseNoticeClaims(db, ids) {
	if (ids.length === 0) return;
	await db.kysely.updateTable("leads").set({ notice_claimed_until: null }).where("id", "in", ids).where("notified_at", "is", null).execute();
}
// app/.server/mail.ts
function noticeText(lead) {
	const lines = [
		`שם: ${lead.name}`,
		`טלפון: ${lead.phone}`,
		lead.email ? `אימייל: ${lead.email}` : null,
		lead.from_location ? `מוצא: ${lead.from_location}` : null,
		lead.to_location ? `יעד: ${lead.to_location}` : null,
		`מקור: ${lead.source}${lead.page_path ? ` (${lead.page_path})` : ""}`,
		`התקבל: ${lead.created_at}`
	].filter(Boolean);
	return {
		subject: `ליד חדש: ${lead.name}`,
		text: lines.join("\n")
	};
}
/**
* Sends a notice for each committed, non-spam lead that has none yet. The leads table is the
* queue (notified_at), so a notice survives a restart and is retried while the server is down.
* It never runs inside the save: a slow or dead mail server cannot fail or delay a lead. Each
* instance claims the notices it sends (claimPendingNotices), so several instances on one
* PostgreSQL never send the owner the same notice twice.
*/
function createNotifier(db, options) {
	const transport = nodemailer.createTransport(options.smtpUrl);
	const from = options.from ?? `"${options.brandName}" <no-reply@localhost>`;
	let running;
	let again = false;
	async function drain() {
		for (;;) {
			const claimed = await claimPendingNotices(db);
			if (claimed.length === 0) return;
			for (const [index, lead] of claimed.entries()) {
				try {
					await transport.sendMail({
						from,
						to: options.to,
						...noticeText(lead)
					});
				} catch (error) {
					await recordNoticeFailure(db, lead.id);
					await releaseNoticeClaims(db, claimed.slice(index + 1).map((l) => l.id));
					log("warn", "lead notice failed; will retry", {
						leadId: lead.id,
						error: error instanceof Error ? error.message : String(error)
					});
					return;
				}
				await markNotified(db, lead.id);
				log("info", "lead notice sent", { leadId: lead.id });
			}
		}
	}
	function kick() {
		if (running) {
			again = true;
			return;
		}
		running = drain().catch((error) => log("error", "lead notifier", { error: error instanceof Error ? error.message : String(error) })).finally(() => {
			running = void 0;
			if (again) {
				again = false;
				kick();
			}
		});
	}
	const timer = setInterval(kick, options.retryMs);
	timer.unref();
	kick();
	return {
		kick,
		async stop() {
			clearInterval(timer);
			await running;
			transport.close();
		}
	};
}
/**
* The only detail keys kept: counts, names of views and fields, the e-mail a command named.
* Anything else (a password, a token, a note's text) is dropped before it reaches the log.
*/
var DETAIL_KEYS = /* @__PURE__ */ new Set([
	"rows",
	"view",
	"field",
	"email",
	"known",
	"reason",
	"count"
]);
var DETAIL_VALUE_MAX = 200;
var isShortValue = (value) => value === null || typeof value === "number" || typeof value === "boolean" || typeof value === "string" && value.length <= DETAIL_VALUE_MAX;
function safeDetails(action, details) {
	const entries = Object.entries(details ?? {});
	const kept = entries.filter(([key, value]) => DETAIL_KEYS.has(key) && isShortValue(value));
	if (kept.length < entries.length) log("warn", "activity details dropped", {
		action,
		dropped: entries.filter((entry) => !kept.includes(entry)).map(([key]) => key.slice(0, 40))
	});
	return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}
/** Writes one entry to the activity log. Never fails the caller: a failed write is logged and dropped. */
async function recordActivity(db, entry) {
	try {
		await db.kysely.insertInto("activity_log").values({
			at: (entry.now ?? /* @__PURE__ */ new Date()).toISOString(),
			user_id: entry.userId ?? null,
			user_email: entry.userEmail ?? null,
			client: entry.client ?? null,
			action: entry.action,
			lead_id: entry.leadId ?? null,
			details: safeDetails(entry.action, entry.details)
		}).execute();
	} catch (error) {
		log("error", "activity not recorded", {
			action: entry.action,
			error: error instanceof Error ? error.message : String(error)
		});
	}
}
function parseDetails(text) {
	if (text === null) return null;
	try {
		const parsed = JSON.parse(text);
		return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : null;
	} catch {
		return null;
	}
}
/** One page of the activity log, newest first, with the number of entries in all. */
async function listActivity(db, { page = 1, pageSize = 50, leadId } = {}) {
	let base = db.kysely.selectFrom("activity_log");
	if (leadId !== void 0) base = base.where("lead_id", "=", leadId);
	const [rows, total] = await Promise.all([base.select([
		"id",
		"at",
		"user_email",
		"client",
		"action",
		"lead_id",
		"details"
	]).orderBy("at", "desc").orderBy("id", "desc").limit(pageSize).offset((page - 1) * pageSize).execute(), base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()]);
	return {
		rows: rows.map((row) => ({
			...row,
			id: Number(row.id),
			action: row.action,
			lead_id: row.lead_id === null ? null : Number(row.lead_id),
			details: parseDetails(row.details)
		})),
		total: Number(total.n),
		page,
		pageSize
	};
}
/** Deletes the entries written before the cutoff; returns how many went. */
async function purgeActivityBefore(db, cutoff) {
	const result = await db.kysely.deleteFrom("activity_log").where("at", "<", cutoff.toISOString()).executeTakeFirst();
	return Number(result.numDeletedRows);
}
// app/lib/israel-time.ts
/** The business runs on Israeli days: "today" and "this week" are Asia/Jerusalem, weeks from Sunday. */
var ISRAEL_TIME_ZONE = "Asia/Jerusalem";
var inIsrael = { in: tz(ISRAEL_TIME_ZONE) };
/** The instant the Israeli day containing `now` began. */
function startOfIsraelDay(now) {
	return new Date(startOfDay(now, inIsrael).getTime());
}
/** The instant the Israeli week (Sunday 00:00) containing `now` began. */
function startOfIsraelWeek(now) {
	return new Date(startOfWeek(now, {
		...inIsrael,
		weekStartsOn: 0
	}).getTime());
}
var HOUR_MS = 36e5;
var offsetByHour = /* @__PURE__ */ new Map();
/**
* Israel's UTC offset in minutes at an instant. Clocks change on the hour, so the offset is the
* same for a whole UTC hour: cached per hour, which makes formatting 100,000 export rows cheap.
*/
function israelOffsetMinutes(at) {
	const hour = Math.floor(at.getTime() / HOUR_MS);
	let offset = offsetByHour.get(hour);
	if (offset === void 0) {
		offset = tzOffset(ISRAEL_TIME_ZONE, /* @__PURE__ */ new Date(hour * HOUR_MS));
		if (offsetByHour.size > 5e4) offsetByHour.clear();
		offsetByHour.set(hour, offset);
	}
	return offset;
}
var two = (n) => String(n).padStart(2, "0");
/** dd/MM/yyyy HH:mm on the Israeli clock, as the admin table and the export show a lead's time. */
function formatIsraelDateTime(at) {
	const instant = new Date(at);
	const local = new Date(instant.getTime() + israelOffsetMinutes(instant) * 6e4);
	return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}
/** yyyy-MM-dd of the Israeli day, as in the export's file name. */
function israelDateStamp(at) {
	return format(at, "yyyy-MM-dd", inIsrael);
}
/**
* The last `count` Israeli days up to and including today, oldest first. Days are 23 or 25 hours
* long across daylight-saving changes, so each boundary is computed on the Israeli calendar.
*/
function lastIsraelDays(now, count) {
	const today = startOfDay(now, inIsrael);
	const days = [];
	for (let back = count - 1; back >= 0; back--) {
		const start = addDays(today, -back, inIsrael);
		const end = addDays(today, -back + 1, inIsrael);
		days.push({
			date: format(start, "yyyy-MM-dd", inIsrael),
			start: new Date(start.getTime()).toISOString(),
			end: new Date(end.getTime()).toISOString()
		});
	}
	return days;
}
var listColumns = [
	"id",
	"created_at",
	"name",
	"phone",
	"email",
	"from_location",
	"to_location",
	"source",
	"notes",
	"handled_at",
	"is_spam",
	"deleted_at",
	"page_path",
	"landing_page",
	"referrer_host",
	"utm_source",
	"utm_medium",
	"utm_campaign",
	"utm_term",
	"utm_content",
	"gclid",
	"fbclid",
	"quote_from",
	"quote_to",
	"quote_size",
	"quote_price",
	"quote_model"
];
var genuine = (eb) => eb("is_spam", "=", sql.lit(0));
var live = (eb) => eb("deleted_at", "is", null);
var inTrash = (eb) => eb("deleted_at", "is not", null);
function inView(query, view) {
	switch (view) {
		case "spam": return query.where("is_spam", "=", sql.lit(1)).where(live);
		case "open": return query.where(genuine).where("handled_at", "is", null).where(live);
		case "handled": return query.where(genuine).where("handled_at", "is not", null).where(live);
		case "all": return query.where(genuine).where(live);
		case "trash": return query.where(inTrash);
	}
}
/** Live views read newest lead first; the trash reads newest deletion first (leads_trash index). */
function newestFirst(query, view) {
	const newest = view === "trash" ? "deleted_at" : "created_at";
	return query.orderBy(newest, "desc").orderBy("id", "desc");
}
var escapeLike = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Digits of the phone column, whatever separators were typed (the form allows + - and spaces). */
var phoneDigits = sql`replace(replace(replace(phone, '-', ''), ' ', ''), '+', '')`;
/** A search term of digits and phone punctuation is a phone search; its digits in every form it may be stored. */
function phoneForms(text) {
	if (!/^[\d\s+-]+$/.test(text)) return void 0;
	const digits = text.replace(/\D/g, "");
	if (digits.length < 2) return void 0;
	const forms = /* @__PURE__ */ new Set([digits]);
	if (digits.startsWith("0")) forms.add(`972${digits.slice(1)}`);
	if (digits.startsWith("972")) forms.add(`0${digits.slice(3)}`);
	return [...forms];
}
/** An FTS5 phrase: the text in double quotes, quotes inside doubled. */
var phrase = (text) => `"${text.replace(/"/g, "\"\"")}"`;
/** The trigram index answers terms of three characters or more; shorter ones are rare and scan. */
var TRIGRAM = 3;
/**
* Search by name (case-insensitive, any part) or by phone (its digits, in local 0... or
* international 972... form). SQLite answers from its FTS5 trigram index (migration 0003);
* PostgreSQL from pg_trgm indexes on the same expressions where the extension could be created.
*/
function matching(query, search, engine) {
	const text = search.trim();
	if (!text) return query;
	const phones = phoneForms(text);
	if (engine === "sqlite" && (phones ? phones.every((p) => p.length >= TRIGRAM) : [...text].length >= TRIGRAM)) {
		const match = phones ? `phone_digits : (${phones.map(phrase).join(" OR ")})` : `name : ${phrase(text)}`;
		return query.where("id", "in", sql`(SELECT rowid FROM leads_search WHERE leads_search MATCH ${match})`);
	}
	if (phones) return query.where((eb) => eb.or(phones.map((form) => eb(phoneDigits, "like", `%${form}%`))));
	const pattern = `%${escapeLike(text)}%`;
	return engine === "postgres" ? query.where(sql`name ILIKE ${pattern} ESCAPE '\\'`) : query.where(sql`name LIKE ${pattern} ESCAPE '\\'`);
}
/** One page of leads, newest first, with the number of leads matching the view and search. */
async function listLeads(db, { view, search = "", page = 1, pageSize = 50 }) {
	const base = matching(inView(db.kysely.selectFrom("leads"), view), search, db.engine);
	const [rows, total] = await Promise.all([newestFirst(base.select(listColumns), view).limit(pageSize).offset((page - 1) * pageSize).execute(), base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()]);
	return {
		rows: rows.map(toAdminLead),
		total: Number(total.n),
		page,
		pageSize
	};
}
function toAdminLead(row) {
	const { landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, ...rest } = row;
	const { quote_from, quote_to, quote_size, quote_price, quote_model, ...lead } = rest;
	return {
		...lead,
		id: Number(lead.id),
		is_spam: Number(lead.is_spam) === 1,
		attribution: {
			landing_page,
			referrer_host,
			utm_source,
			utm_medium,
			utm_campaign,
			utm_term,
			utm_content,
			gclid,
			fbclid
		},
		quote: quote_price === null ? null : {
			from: quote_from ?? "",
			to: quote_to ?? "",
			size: quote_size ?? "",
			price: Number(quote_price),
			model: quote_model ?? ""
		}
	};
}
/** The summary cards and the view tabs; honeypot catches and the trash are counted apart, never in the totals. */
async function countLeads(db, now = /* @__PURE__ */ new Date()) {
	const today = startOfIsraelDay(now).toISOString();
	const week = startOfIsraelWeek(now).toISOString();
	const count = async (filter) => {
		const row = await filter(db.kysely.selectFrom("leads")).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
		return Number(row.n);
	};
	const [total, todayCount, weekCount, handled, spam, trash] = await Promise.all([
		count((q) => inView(q, "all")),
		count((q) => inView(q, "all").where("created_at", ">=", today)),
		count((q) => inView(q, "all").where("created_at", ">=", week)),
		count((q) => inView(q, "handled")),
		count((q) => inView(q, "spam")),
		count((q) => inView(q, "trash"))
	]);
	return {
		total,
		today: todayCount,
		week: weekCount,
		open: total - handled,
		handled,
		spam,
		trash
	};
}
/** Genuine live leads per Israeli day over the last `days` days (today included), oldest first. */
async function leadsPerDay(db, now = /* @__PURE__ */ new Date(), days = 30) {
	const range = lastIsraelDays(now, days);
	const dayIndex = sql.join(range.slice(1).map((day, index) => sql`WHEN created_at < ${day.start} THEN ${sql.lit(index)}`), sql` `);
	const rows = await inView(db.kysely.selectFrom("leads"), "all").select((eb) => [sql`CASE ${dayIndex} ELSE ${sql.lit(range.length - 1)} END`.as("day"), eb.fn.countAll().as("n")]).where("created_at", ">=", range[0].start).where("created_at", "<", range.at(-1).end).groupBy("day").execute();
	const counts = new Map(rows.map((r) => [Number(r.day), Number(r.n)]));
	return range.map((day, index) => ({
		date: day.date,
		count: counts.get(index) ?? 0
	}));
}
/** A lead live or in the trash (the detail view shows both). */
async function findLead(db, id) {
	const row = await db.kysely.selectFrom("leads").select(listColumns).where("id", "=", id).executeTakeFirst();
	return row && toAdminLead(row);
}
/**
* Changes a live lead's handled state and/or note in one statement (so one transaction), and
* returns it as it now is; undefined when there is no such live lead. Marking a handled lead
* handled again keeps the time it was first marked.
*/
async function updateLead(db, id, { handled, note }, now = /* @__PURE__ */ new Date()) {
	if (handled === void 0 && note === void 0) {
		const lead = await findLead(db, id);
		return lead?.deleted_at === null ? lead : void 0;
	}
	const row = await db.kysely.updateTable("leads").set((eb) => ({
		...handled !== void 0 && { handled_at: handled ? eb.fn.coalesce("handled_at", eb.val(now.toISOString())) : null },
		...note !== void 0 && { notes: note?.trim() ? note : null }
	})).where("id", "=", id).where(live).returning(listColumns).executeTakeFirst();
	return row && toAdminLead(row);
}
/** Moves a live lead to the trash; false when there is no such live lead. */
async function moveToTrash(db, id, now = /* @__PURE__ */ new Date()) {
	const result = await db.kysely.updateTable("leads").set({ deleted_at: now.toISOString() }).where("id", "=", id).where(live).executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}
/** Brings a lead back from the trash; false when it is not there. */
async function restoreFromTrash(db, id) {
	const result = await db.kysely.updateTable("leads").set({ deleted_at: null }).where("id", "=", id).where(inTrash).executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}
/**
* Erases a lead for good, live or in the trash: an erasure request is honoured at once. On
* SQLite the search index follows by trigger (migration 0003).
*/
async function deleteForever(db, id) {
	const result = await db.kysely.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
	return Number(result.numDeletedRows) > 0;
}
/** Erases the leads moved to the trash before the cutoff; returns how many went. */
async function purgeTrash(db, cutoff) {
	const result = await db.kysely.deleteFrom("leads").where(inTrash).where("deleted_at", "<", cutoff.toISOString()).executeTakeFirst();
	return Number(result.numDeletedRows);
}
// app/.server/retention.ts
var DAY_MS = 864e5;
function retentionCutoff(now, retentionDays) {
	return /* @__PURE__ */ new Date(now.getTime() - retentionDays * DAY_MS);
}
/** One retention pass as of `now`: old leads, the trash past its 30 days, the old activity log. */
async function runRetention(db, { leadRetentionDays, activityRetentionMonths, now = /* @__PURE__ */ new Date() }) {
	return {
		leads: await purgeLeadsBefore(db, retentionCutoff(now, leadRetentionDays)),
		trash: await purgeTrash(db, retentionCutoff(now, 30)),
		activity: await purgeActivityBefore(db, subMonths(now, activityRetentionMonths))
	};
}
/** Runs the retention pass now, then once a day. */
function startRetention(db, settings) {
	const purge = async () => {
		try {
			const removed = await runRetention(db, settings);
			if (removed.leads + removed.trash + removed.activity > 0) log("info", "retention purge", {
				...removed,
				...settings
			});
		} catch (error) {
			log("error", "retention purge failed", { error: error instanceof Error ? error.message : String(error) });
		}
	};
	purge();
	const timer = setInterval(purge, DAY_MS);
	timer.unref();
	return () => clearInterval(timer);
}
// app/.server/services.ts
var LIFECYCLE = Symbol.for("courier-site.lifecycle");
var store = globalThis;
var lifecycle = store[LIFECYCLE] ??= { hooks: /* @__PURE__ */ new Set() };
var errorFields = (error) => error instanceof Error ? {
	error: error.message,
	stack: error.stack
} : { error: String(error) };
async function open() {
	const db = await openDb({
		databaseUrl: serverConfig.databaseUrl,
		dataDir: serverConfig.dataDir
	});
	const stopRetention = startRetention(db, {
		leadRetentionDays: serverConfig.leadRetentionDays,
		activityRetentionMonths: serverConfig.activityRetentionMonths
	});
	const notifier = serverConfig.smtpUrl && serverConfig.leadsNotifyTo ? createNotifier(db, {
		smtpUrl: serverConfig.smtpUrl,
		to: serverConfig.leadsNotifyTo,
		from: serverConfig.mailFrom,
		brandName: siteConfig().brandName,
		retryMs: serverConfig.mailRetryMs
	}) : void 0;
	lifecycle.stopJobs = async () => {
		stopRetention();
		await notifier?.stop();
	};
	return {
		db,
		notifier
	};
}
/**
* Opens the database (running its migrations) and starts the background jobs. The server calls
* it once at start-up, before it listens. If the database cannot be reached, the error is
* logged and the next getServices() tries again, so the site recovers without a restart.
*/
async function startServices() {
	try {
		const services = await getServices();
		log("info", "services started", { database: services.db.engine });
		return services;
	} catch (error) {
		log("error", "database unavailable at start-up; /healthz answers 503 until it is back", errorFields(error));
		return;
	}
}
/** The process's database and jobs; opened on first use if start-up could not open them. */
function getServices() {
	lifecycle.services ??= open().catch((error) => {
		lifecycle.services = void 0;
		throw error;
	});
	return lifecycle.services;
}
/**
* Registers work to do when the process shuts down: ending event streams, stopping a hub's
* listener, flushing a queue. Hooks run as soon as the server stops accepting connections,
* while requests in flight finish; the database closes after both. Returns an unregister function.
*/
function onShutdown(hook) {
	lifecycle.hooks.add(hook);
	return () => lifecycle.hooks.delete(hook);
}
/** Runs the shutdown hooks; the server waits for these and for requests in flight before closeServices(). */
async function runShutdownHooks() {
	const hooks = [...lifecycle.hooks];
	lifecycle.hooks.clear();
	const results = await Promise.allSettled(hooks.map(async (hook) => hook()));
	for (const result of results) if (result.status === "rejected") log("error", "shutdown hook failed", errorFields(result.reason));
}
/** Stops the background jobs and closes the database. */
async function closeServices() {
	const pending = lifecycle.services;
	lifecycle.services = void 0;
	const services = await pending?.catch(() => void 0);
	try {
		await lifecycle.stopJobs?.();
		await services?.db.close();
		log("info", "services stopped");
	} catch (error) {
		log("error", "services did not stop cleanly", errorFields(error));
	} finally {
		lifecycle.stopJobs = void 0;
	}
}
// app/entry.server.tsx
/**
* Renders documents on the server: at build time for the pre-rendered pages, per request for the
* rest. Also the bridge from server.ts into the app's module graph: the load-context key of the
* CSP nonce and the services lifecycle are exported here, so the server uses the very instances
* the routes use (server.ts reads them from the build's `entry.module`).
*/
var entry_server_exports = /* @__PURE__ */ __exportAll({
	closeServices: () => closeServices,
	cspNonce: () => cspNonce,
	default: () => handleRequest,
	handleError: () => handleError,
	runShutdownHooks: () => runShutdownHooks,
	startServices: () => startServices,
	streamTimeout: () => streamTimeout
});
/** The CSP nonce server.ts generated for this response; absent while pre-rendering. */
var cspNonce = createContext(null);
var streamTimeout = 5e3;
function handleRequest(request, responseStatusCode, responseHeaders, routerContext, loadContext) {
	if (request.method.toUpperCase() === "HEAD") return new Response(null, {
		status: responseStatusCode,
		headers: responseHeaders
	});
	const nonce = loadContext.get(cspNonce) ?? void 0;
	return new Promise((resolve, reject) => {
		let shellRendered = false;
		let timeoutId = setTimeout(() => abort(), 6e3);
		const { pipe, abort } = renderToPipeableStream(/* @__PURE__ */ jsx(NonceContext, {
			value: nonce,
			children: /* @__PURE__ */ jsx(ServerRouter, {
				context: routerContext,
				url: request.url,
				nonce
			})
		}), {
			nonce,
			onAllReady() {
				shellRendered = true;
				const body = new PassThrough({ final(callback) {
					clearTimeout(timeoutId);
					timeoutId = void 0;
					callback();
				} });
				responseHeaders.set("Content-Type", "text/html; charset=utf-8");
				pipe(body);
				resolve(new Response(createReadableStreamFromReadable(body), {
					headers: responseHeaders,
					status: responseStatusCode
				}));
			},
			onShellError(error) {
				reject(error);
			},
			onError(error) {
				responseStatusCode = 500;
				if (shellRendered) reportError(error, request);
			}
		});
	});
}
function reportError(error, request) {
	if (request.signal.aborted) return;
	log("error", "render error", {
		path: new URL(request.url).pathname,
		error: error instanceof Error ? error.message : String(error),
		stack: error instanceof Error ? error.stack : void 0
	});
}
/** Errors thrown by loaders, actions and rendering: logged once, with their stack. */
var handleError = (error, { request }) => {
	reportError(error, request);
};
// app/content/blog/delivery-tips.md?raw
var delivery_tips_default = "---\nid: 1\nslug: delivery-tips\ntitle: 5 טיפים לבחירת חברת שליחויות\nlabel: 5 טיפים לבחירת חברת שליחויות\nexcerpt: לפני שמוסרים חבילה לשליח כדאי לבדוק חמישה דברים פשוטים, מזמינות ושקיפות במחיר ועד ביטוח ושירות. כך תבחרו חברה שתגיע בזמן ולא תפתיע אתכם בחשבון.\ndescription: חמישה דברים שכדאי לבדוק לפני שבוחרים חברת שליחויות.\nkeywords: [בחירת חברת שליחויות, טיפים, שליחויות, חברת שליחויות אמינה, משלוח חבילה]\ndate: 15.01.2025\nauthor: צוות החברה\nimage: /images/blog/delivery-tips.svg\nimageAlt: איור של שליח עם חבילה ליד רשימת בדיקה עם חמישה סימוני וי\nrelated: [intercity-shipping-guide, package-packing-tips, save-on-shipping-costs]\n---\n\nחבילה שלא הגיעה בזמן, מחיר שהשתנה בדרך או שליח שאי אפשר להשיג בטלפון: כל מי ששלח משלוח חשוב מכיר לפחות אחד מהמצבים האלה. ההבדל בין חוויה מתסכלת לבין משלוח שעובר חלק מתחיל בבחירת החברה. ריכזנו חמש שאלות שכדאי לשאול לפני שמזמינים שליח, בין אם אתם שולחים מתנה לבני משפחה ובין אם אתם עסק ששולח עשרות חבילות בשבוע.\n\n## 1. בדקו זמינות וזמני הגעה\n\nהשאלה הראשונה היא לא כמה זה עולה, אלא מתי השליח יגיע ומתי החבילה תימסר. שאלו כמה זמן לוקח לשליח להגיע לאיסוף, האם יש משלוח באותו יום ומה לוחות הזמנים של משלוח רגיל. חברה רצינית תיתן לכם תשובה ברורה עוד לפני שסגרתם הזמנה.\n\nאצלנו השירות זמין 24/7, כולל שבתות וחגים. שליח מגיע לאיסוף תוך שעה, משלוח רגיל נמסר תוך {{serviceTimes.deliveryWithinHours}} שעות, משלוח באותו יום נמסר תוך עד {{serviceTimes.sameDayUpToHours}} שעות, ומשלוח אקספרס נמסר תוך {{serviceTimes.expressHours}} שעות.\n\n## 2. דרשו מחיר שקוף מראש\n\nמחיר טוב הוא מחיר שאתם יודעים מראש. בקשו הצעת מחיר לפני ההזמנה ושאלו מה היא כוללת: האם האיסוף כלול, האם יש תוספת על חבילה גדולה, וכמה עולים שירותים נלווים. כך לא תגלו הפתעות בחשבון.\n\nבאתר שלנו תמצאו [מחירון מלא](/pricing) ומחשבון שנותן הערכת מחיר תוך שניות. משלוח רגיל מתחיל מ-{{servicePrices.regular.from}} ₪, ותוספות כמו אריזה ({{extrasPrices.packaging}} ₪) או אישור מסירה ({{extrasPrices.deliveryConfirmation}} ₪) מופיעות במחירון מראש. המחירים באתר משוערים, והמחיר הסופי נקבע לפי פרטי המשלוח.\n\n## 3. שאלו על ביטוח ואחריות\n\nגם בחברה הטובה ביותר קורות תקלות. מה שחשוב הוא מה קורה אחרי. שאלו אם החבילה מבוטחת, עד איזה סכום, ואיך מדווחים על נזק. תשובה מתחמקת היא סימן אזהרה.\n\nאצלנו פריטים ארוזים מבוטחים בביטוח מלא. אם משהו בכל זאת קרה, פנו אלינו ונטפל בזה ישירות.\n\n## 4. ודאו שהחברה מגיעה לכל מקום ומתאימה לסוג המשלוח\n\nלא כל חברה מגיעה לכל יישוב, ולא כל חברה יודעת לשנע כל דבר. אם אתם שולחים מהמרכז לצפון או לאילת, ודאו שהחברה מכסה את היעד. אם אתם שולחים מסמכים משפטיים, תרופות או ציוד רפואי, בדקו שיש לה ניסיון ותנאים מתאימים.\n\nאנחנו מבצעים [משלוחים בין עירוניים](/domestic-shipping) מהצפון ועד אילת, ולצדם [משלוח מסמכים](/documents) ו[שינוע ציוד רפואי ותרופות](/medical-equipment), שלגביו אנחנו מחזיקים ברישיון של משרד הבריאות.\n\n## 5. בדקו את השירות לפני שאתם צריכים אותו\n\nהדרך הטובה ביותר להכיר חברת שליחויות היא לנסות להשיג אותה. התקשרו, שלחו הודעה בצ'אט ובדקו כמה מהר עונים לכם ואם התשובה ברורה. שאלו גם איך אפשר לברר איפה המשלוח נמצא, ומי עונה כשיש שאלה באמצע הדרך.\n\nאצלנו אפשר לברר את מצב המשלוח בטלפון, ועם יותר מ-{{serviceTimes.yearsOfExperience}} שנות ניסיון אנחנו יודעים שמענה מהיר חשוב לא פחות מהנסיעה עצמה.\n\n## לסיכום\n\nלפני שבוחרים חברת שליחויות, בדקו חמישה דברים: זמני הגעה ומסירה, מחיר שקוף, ביטוח, כיסוי ארצי והתאמה לסוג המשלוח, ושירות זמין. חברה שעונה על כל החמישה תחסוך לכם זמן, כסף ועצבים. רוצים לבדוק אותנו? השאירו פרטים בטופס למטה ונחזור אליכם, או [עברו לעמוד יצירת הקשר](/contact).\n";
// app/content/blog/intercity-shipping-guide.md?raw
var intercity_shipping_guide_default = "---\nid: 2\nslug: intercity-shipping-guide\ntitle: המדריך המלא למשלוחים בין עירוניים\nlabel: המדריך למשלוחים בין עירוניים\nexcerpt: כמה זמן לוקח משלוח מתל אביב לחיפה, לבאר שבע או לאילת, כמה הוא עולה ואיך משלמים פחות. כל מה שצריך לדעת לפני ששולחים חבילה לעיר אחרת.\ndescription: זמני משלוח בין ערים, טווחי מחירים וטיפים לחיסכון.\nkeywords: [משלוח בין עירוני, מדריך, זמני משלוח, מחיר משלוח בין ערים, משלוח לאילת]\ndate: 10.01.2025\nauthor: צוות החברה\nimage: /images/blog/intercity-shipping-guide.svg\nimageAlt: איור של מפת ישראל עם מסלול משלוח מקווקו בין ארבע ערים ומשאית קטנה בדרך\nrelated: [urgent-delivery-guide, save-on-shipping-costs]\n---\n\nמשלוח בין ערים הוא לא רק עניין של מרחק. הזמן שייקח לחבילה להגיע והמחיר שתשלמו תלויים בסוג המשלוח שתבחרו, בגודל החבילה ובשעה שבה הזמנתם. במדריך הזה תמצאו את זמני המשלוח המקובלים בין הערים הגדולות, את טווחי המחירים ואת הדרכים לשלם פחות בלי לוותר על אמינות.\n\n## כמה זמן לוקח משלוח בין ערים?\n\nיש שתי דרכים עיקריות לשלוח חבילה לעיר אחרת. משלוח רגיל מתאים לרוב המשלוחים שאינם דחופים. משלוח מהיר יוצא לדרך מיד אחרי האיסוף ומגיע ליעד תוך שעות ספורות. הטבלה מציגה את זמני המשלוח המשוערים מתל אביב לערים המבוקשות:\n\nטבלה: זמני משלוח משוערים מתל אביב לערים המרכזיות\n\n| מסלול | משלוח רגיל | משלוח מהיר |\n|---|---|---|\n| תל אביב – ירושלים | {{intercityGuide.routes.0.regular}} | {{intercityGuide.routes.0.fast}} |\n| תל אביב – חיפה | {{intercityGuide.routes.1.regular}} | {{intercityGuide.routes.1.fast}} |\n| תל אביב – באר שבע | {{intercityGuide.routes.2.regular}} | {{intercityGuide.routes.2.fast}} |\n| תל אביב – אילת | {{intercityGuide.routes.3.regular}} | {{intercityGuide.routes.3.fast}} |\n\nהזמנים נספרים מרגע האיסוף. בשעות העומס בכניסות לערים הגדולות הנסיעה עלולה להתארך, ולכן כשיש שעת יעד קשיחה, כמו פגישה או מועד הגשה, כדאי להזמין מוקדם ככל האפשר. לאילת הדרך ארוכה במיוחד: משלוח רגיל מגיע בדרך כלל תוך {{intercityGuide.routes.3.regular}}, ומשלוח באותו יום אפשרי רק בתנאים מסוימים ובתוספת תשלום.\n\n## כמה עולה משלוח בין עירוני?\n\nהמחיר נקבע בעיקר לפי מהירות המשלוח. אלה טווחי המחירים המשוערים:\n\n- **משלוח רגיל:** {{intercityGuide.priceRanges.regular}} ₪\n- **משלוח מהיר:** {{intercityGuide.priceRanges.fast}} ₪\n- **משלוח אקספרס:** {{intercityGuide.priceRanges.express}} ₪\n\nחבילות גדולות במיוחד, כמו רהיטים קטנים, ציוד משרדי או כמה ארגזים יחד, מתומחרות בנפרד לפי הגודל והמשקל. את המחירים המלאים לכל סוג משלוח תמצאו ב[מחירון](/pricing), ובמחשבון באתר תקבלו הערכה למסלול שלכם.\n\n## מה משפיע על המחיר?\n\n- **המרחק:** משלוח מתל אביב לירושלים זול יותר ממשלוח לבאר שבע, ומשלוח לאילת הוא היקר מכולם.\n- **המהירות:** ככל שהמשלוח צריך להגיע מהר יותר, השליח יוצא במיוחד בשבילכם, והמחיר עולה בהתאם.\n- **גודל ומשקל:** חבילה קטנה של עד {{servicePrices.standardMaxKg}} ק״ג נכנסת למחיר הבסיסי. חבילה בינונית ({{servicePrices.mediumParcel.kg}} ק״ג) מתחילה מ-{{servicePrices.mediumParcel.from}} ₪ וחבילה גדולה ({{servicePrices.largeParcel.kg}} ק״ג) מ-{{servicePrices.largeParcel.from}} ₪.\n- **שירותים נוספים:** אריזה, אישור מסירה או איסוף מכתובת נוספת מתומחרים בנפרד.\n\n## טיפים לחיסכון במשלוח בין עירוני\n\n1. **תכננו מראש.** משלוח שנשלח ליום המחרת חוסך {{discounts.nextDayVsSameDay}}% ממחיר משלוח באותו יום.\n2. **בחרו את המהירות שאתם באמת צריכים.** אם החבילה לא חייבת להגיע עוד היום, משלוח רגיל יעשה את העבודה במחיר נמוך בהרבה.\n3. **ארזו נכון.** קופסה בגודל מתאים חוסכת במחיר ומגינה על התכולה. [המדריך שלנו לאריזת חבילות](/blog/package-packing-tips) יעזור לכם.\n4. **אחדו משלוחים.** כמה חבילות לאותו יעד באותה נסיעה עולות פחות מכמה נסיעות נפרדות.\n5. **שאלו על הנחות.** עסקים מקבלים הנחה של {{discounts.business}}%, ולקוחות קבועים נהנים מהנחה של {{discounts.regularCustomers}}%.\n\nעוד רעיונות תמצאו במאמר [7 דרכים לחסוך בעלויות משלוח](/blog/save-on-shipping-costs).\n\n## איך מזמינים?\n\nהתקשרו אלינו, כתבו לנו בצ'אט או השאירו פרטים בטופס שבהמשך העמוד. ספרו לנו מאיפה ולאן, מה גודל החבילה ומתי היא צריכה להגיע, ונחזור אליכם עם הצעת מחיר. שליח יגיע לאיסוף תוך שעה, ואנחנו זמינים 24/7, כולל שבתות וחגים. לפרטים נוספים על השירות עברו לעמוד [המשלוחים הבין עירוניים](/domestic-shipping).\n";
// app/content/blog/medical-equipment-delivery.md?raw
var medical_equipment_delivery_default = "---\nid: 5\nslug: medical-equipment-delivery\ntitle: \"משלוח ציוד רפואי: כל מה שצריך לדעת\"\nlabel: משלוח ציוד רפואי\nexcerpt: תרופות, ציוד רפואי ודגימות אינם חבילה רגילה. אילו סוגי ציוד רפואי שולחים, מה צריך לבדוק מבחינת רגולציה ואיך שומרים על הטמפרטורה הנכונה לאורך כל הדרך.\ndescription: סוגי ציוד רפואי, רגולציה ושינוע בבקרת טמפרטורה.\nkeywords: [משלוח ציוד רפואי, רגולציה, משלוח תרופות, שינוע בקירור, שרשרת קירור]\ndate: 20.12.2024\nauthor: צוות החברה\nimage: /images/blog/medical-equipment-delivery.svg\nimageAlt: איור של תיבת קירור רפואית עם סימן צלב ומדחום שמראה טמפרטורה נמוכה\nrelated: [urgent-delivery-guide, package-packing-tips]\n---\n\nמשלוח של תרופה, מכשיר רפואי או דגימה למעבדה שונה ממשלוח רגיל בשלושה דברים: לזמן יש משמעות בריאותית, לתנאי ההובלה יש השפעה ישירה על איכות הפריט, והמידע על המטופל רגיש. במדריך הזה נסביר אילו סוגי משלוחים רפואיים קיימים, על מה חשוב להקפיד ואיך שומרים על הטמפרטורה הנכונה.\n\n## אילו סוגי ציוד רפואי שולחים?\n\n- **תרופות:** תרופות מרשם ותרופות ללא מרשם, מבתי מרקחת ללקוחות, בין סניפים או מספקים לבתי מרקחת.\n- **תרופות בקירור:** אינסולין, חיסונים ותרופות ביולוגיות שחייבות שרשרת קירור רציפה.\n- **דגימות ומעבדה:** דגימות דם ורקמות, תרביות וריאגנטים בדרך בין מרפאות, בתי חולים ומעבדות.\n- **ציוד רפואי ביתי:** מכשירי אינהלציה, מדי סוכר, מכשירי לחץ דם ועזרי שיקום שנשלחים למטופלים בבית.\n- **ציוד למרפאות:** מכשור לרופאי שיניים, למרפאות ולקליניקות, וחלקי חילוף למכשור קיים.\n\n## מה אומרת הרגולציה?\n\nשינוע תרופות וציוד רפואי בישראל נמצא בפיקוח של משרד הבריאות. גם כשאתם רק שולחים ולא מובילים בעצמכם, כדאי להכיר כמה עקרונות:\n\n- **תנאי האחסון של היצרן חלים גם בדרך.** אם על האריזה או בעלון כתוב \"לאחסן בקירור\", החבילה צריכה להישאר בקירור לאורך כל המשלוח.\n- **תיעוד.** בשינוע רפואי חשוב לדעת מתי החבילה נאספה, מתי נמסרה ולמי. אישור מסירה נותן לכם את התיעוד הזה.\n- **מסירה לאדם הנכון.** תרופות וציוד רפואי צריכים להגיע לנמען עצמו או למי שהוסמך לקבל אותם, ולא להישאר ליד הדלת.\n- **פרטיות.** מידע רפואי הוא מידע רגיש. על האריזה צריכים להופיע רק הפרטים הדרושים למסירה, בלי פרטי אבחנה או טיפול.\n\nאנחנו מחזיקים ברישיון של משרד הבריאות לשינוע משלוחים רפואיים.\n\n## שינוע בבקרת טמפרטורה\n\nהטמפרטורה היא הגורם הקריטי ביותר במשלוח רפואי. תרופה שחוממה או הוקפאה בטעות עלולה לאבד מהיעילות שלה, גם אם היא נראית תקינה לחלוטין. שלושת טווחי הטמפרטורה המקובלים בשינוע רפואי:\n\nטבלה: טווחי טמפרטורה בשינוע רפואי\n\n| סוג השינוע | טמפרטורה | דוגמאות |\n|---|---|---|\n| קירור | {{medicalTemperatures.refrigerated.minC}}-{{medicalTemperatures.refrigerated.maxC}}°C | אינסולין, חיסונים, תרופות ביולוגיות |\n| הקפאה | {{medicalTemperatures.frozenC}}°C | דגימות מסוימות ותכשירים שנשמרים קפואים |\n| טמפרטורת החדר | {{medicalTemperatures.room.minC}}-{{medicalTemperatures.room.maxC}}°C | רוב התרופות בטבליות, ציוד רפואי ומכשור |\n\nכדי לשמור על הטווח לאורך כל הדרך:\n\n1. **בדקו בעלון או אצל הרוקח** באיזה טווח טמפרטורה צריך לשמור את הפריט.\n2. **השתמשו באריזה מבודדת** בגודל מתאים, עם קרחומים או ג׳ל קירור מתאים, ולא קרח רגיל שנמס ומרטיב.\n3. **אל תניחו קרחום ישירות על תרופה בקירור.** מגע ישיר עלול להקפיא אותה. הפרידו ביניהם בשכבת קרטון או ניילון בועות.\n4. **קצרו את זמן ההמתנה.** הוציאו את החבילה מהמקרר רק כשהשליח בדרך, ותאמו מראש שמישהו יחכה לה ביעד.\n5. **ספרו לנו מראש** שמדובר במשלוח שדורש בקרת טמפרטורה, כדי שנתכנן את המסלול בהתאם.\n\n## כשזה דחוף\n\nבמשלוח רפואי הזמן חשוב במיוחד. משלוח אקספרס נמסר תוך {{serviceTimes.expressHours}} שעות, ושליח מגיע לאיסוף תוך שעה, 24/7, כולל שבתות וחגים. פרטים נוספים על השירות תמצאו בעמוד [משלוח ציוד רפואי ותרופות](/medical-equipment).\n\nיש לכם משלוח רפואי? השאירו פרטים בטופס שבהמשך העמוד, ספרו לנו מה שולחים ובאיזו טמפרטורה, ונחזור אליכם עם הצעה.\n";
// app/content/blog/package-packing-tips.md?raw
var package_packing_tips_default = "---\nid: 3\nslug: package-packing-tips\ntitle: איך לארוז חבילה למשלוח\nlabel: איך לארוז חבילה\nexcerpt: רוב הנזקים במשלוחים מתחילים באריזה. אילו חומרים צריך, שבעה שלבים לאריזה נכונה, טיפים לפי סוג הפריט והטעויות שהכי כדאי להימנע מהן.\ndescription: חומרי אריזה, שבעה שלבי אריזה, טיפים לפי סוג פריט וטעויות נפוצות.\nkeywords: [אריזת חבילה, טיפים לאריזה, איך לארוז חבילה, אריזה למשלוח, חומרי אריזה]\ndate: 05.01.2025\nauthor: צוות החברה\nimage: /images/blog/package-packing-tips.svg\nimageAlt: איור של קרטון פתוח עם פריט עטוף בניילון בועות וגליל סלוטייפ לידו\nrelated: [delivery-tips, intercity-shipping-guide]\n---\n\nהשליח יכול לנהוג בזהירות מירבית, אבל אם החבילה ארוזה לא נכון, התכולה עלולה להגיע פגועה. אריזה טובה לא דורשת ציוד מיוחד או ניסיון, רק כמה חומרים בסיסיים וסדר עבודה נכון. הנה כל מה שצריך לדעת.\n\n## חומרי האריזה שכדאי להכין\n\n- **קרטון חדש וחזק:** קרטון משומש מאבד מהחוזק שלו. אם אין ברירה, ודאו שאין בו קרעים, רטיבות או פינות מעוכות.\n- **ניילון בועות:** ההגנה הבסיסית לכל פריט שביר.\n- **חומר מילוי:** כריות אוויר, נייר עיתון מקומט או קלקר, כדי למלא את החללים בקרטון.\n- **סלוטייפ רחב ואיכותי:** סלוטייפ אריזה ברוחב של כ-5 ס״מ. סלוטייפ משרדי דק לא יחזיק.\n- **טוש עבה ומדבקות:** לכתובת, למספר הטלפון ולסימון \"שביר\" או \"צד עליון\".\n\n## שבעה שלבים לאריזה נכונה\n\n1. **בחרו קרטון בגודל הנכון.** השאירו מרווח של {{packing.clearanceCm}} ס״מ מכל צד של הפריט. קרטון קטן מדי לא משאיר מקום להגנה, וקרטון גדול מדי מאפשר לתכולה לזוז.\n2. **הכינו שכבת בסיס.** פזרו בתחתית הקרטון שכבת מילוי מגינה בעובי {{packing.bottomLayerCm}} ס״מ, שתספוג זעזועים מלמטה.\n3. **עטפו כל פריט בנפרד.** עטפו כל פריט ב-{{packing.bubbleWrapLayers}} שכבות של ניילון בועות וקבעו את העטיפה בסלוטייפ. פריטים שעטופים יחד מתנגשים זה בזה.\n4. **הניחו את הכבד למטה.** פריטים כבדים בתחתית ובמרכז, פריטים קלים ושבירים מעליהם.\n5. **מלאו את כל החללים.** מלאו את המרווחים בחומר מילוי עד שהתכולה לא זזה כשמנערים את הקרטון בעדינות.\n6. **סגרו בשיטת {{packing.tapeShape}}.** הדביקו סלוטייפ לאורך התפר המרכזי של המכסה ולרוחב שני הקצוות, כך שנוצרת צורת {{packing.tapeShape}}. עשו את אותו הדבר גם בתחתית הקרטון.\n7. **סמנו ומסרו.** כתבו בבירור את שם הנמען, הכתובת המלאה ומספר טלפון, והוסיפו סימון \"שביר\" וחץ לצד העליון כשצריך. מדבקה ישנה על הקרטון? הסירו או כסו אותה.\n\n## טיפים לפי סוג הפריט\n\n### כלי זכוכית וקרמיקה\n\nעטפו כל כלי בנפרד, ומלאו גם את החלל שבתוך כוסות וקערות בנייר מקומט. הניחו צלחות על הצד, כמו במתקן לייבוש כלים, ולא שטוחות זו על זו.\n\n### מחשבים ומכשירי חשמל\n\nאם האריזה המקורית שמורה אצלכם, השתמשו בה: היא תוכננה בדיוק למכשיר. הוציאו סוללות כשאפשר, ארזו כבלים ומטענים בשקית נפרדת, וגבו מראש את המידע שבמחשב.\n\n### מסמכים\n\nהכניסו מסמכים לשקית ניילון ואז למעטפה קשיחה, כדי שלא יתקפלו או יירטבו. למסמכים חשובים כדאי לבחור [משלוח מסמכים](/documents) עם אישור מסירה.\n\n### בגדים וטקסטיל\n\nפריטים רכים לא זקוקים לניילון בועות, אבל כדאי לארוז אותם בשקית אטומה למים לפני שמכניסים אותם לקרטון או לשקית משלוח.\n\n### נוזלים\n\nסגרו היטב את המכסה, עטפו את הפקק בניילון נצמד והכניסו כל בקבוק לשקית אטומה נפרדת, כך שגם אם משהו דולף, שאר התכולה נשארת יבשה.\n\n## טעויות נפוצות\n\n- **קרטון גדול מדי בלי מילוי.** הפריט זז בתוך הקרטון ונחבט בדפנות בכל בלימה.\n- **חיסכון בניילון בועות.** שכבה אחת דקה לא מספיקה לפריט שביר.\n- **סגירה בסלוטייפ משרדי או בחבל.** הקרטון נפתח באמצע הדרך.\n- **כתובת חלקית או בלי טלפון.** השליח לא יכול לתאם מסירה, והחבילה מתעכבת.\n- **העמסת יותר מדי משקל על קרטון אחד.** קרטון כבד מדי נקרע. עדיף לפצל לשני קרטונים.\n\n## אין לכם זמן לארוז?\n\nאנחנו מציעים שירות אריזה בתוספת של {{extrasPrices.packaging}} ₪: השליח מגיע עם חומרי אריזה ואורז את החבילה במקום. פריטים ארוזים מבוטחים אצלנו בביטוח מלא. השאירו פרטים בטופס שבהמשך העמוד או [צרו איתנו קשר](/contact), ונתאם איסוף.\n";
// app/content/blog/save-on-shipping-costs.md?raw
var save_on_shipping_costs_default = "---\nid: 6\nslug: save-on-shipping-costs\ntitle: 7 דרכים לחסוך בעלויות משלוח\nlabel: לחסוך בעלויות משלוח\nexcerpt: משלוחים יכולים להגיע ל-{{savings.shareOfOperatingCosts}}% מהוצאות התפעול של עסק. שבע דרכים מעשיות להוריד את העלות, עם החיסכון האפשרי בכל אחת מהן.\ndescription: שבעה טיפים לחיסכון בעלויות משלוח, עם החיסכון האפשרי בכל טיפ.\nkeywords: [חיסכון במשלוחים, עלויות משלוח, משלוח זול, הנחה על משלוחים, משלוחים לעסקים]\ndate: 15.12.2024\nauthor: צוות החברה\nimage: /images/blog/save-on-shipping-costs.svg\nimageAlt: איור של קופת חיסכון בצורת חזיר ולידה חבילה ומטבעות\nrelated: [intercity-shipping-guide, package-packing-tips]\n---\n\nבעסק ששולח חבילות באופן קבוע, משלוחים יכולים להגיע ל-{{savings.shareOfOperatingCosts}}% מהוצאות התפעול. גם מי ששולח רק מדי פעם יודע שהמחיר מצטבר. החדשות הטובות הן שרוב החיסכון לא דורש לוותר על שירות, אלא להזמין חכם יותר. ריכזנו שבע דרכים לחסוך, ולצד כל אחת את החיסכון האפשרי.\n\n## 1. תכננו מראש: חיסכון של עד {{savings.planAhead}}%\n\nמשלוח שמוזמן ברגע האחרון הוא כמעט תמיד המשלוח היקר ביותר. כשאתם יודעים מראש מה צריך לצאת ומתי, אפשר לבחור משלוח רגיל במקום דחוף ולאחד חבילות. משלוח ליום המחרת, למשל, חוסך {{discounts.nextDayVsSameDay}}% ממחיר משלוח באותו יום.\n\n## 2. ארזו נכון: חיסכון של עד {{savings.rightPackaging}}%\n\nקרטון גדול מדי מייקר את המשלוח, ואריזה חלשה מדי מובילה לנזקים ולמשלוחים חוזרים. בחרו קרטון בגודל שמתאים לפריט, עם מרווח של {{packing.clearanceCm}} ס״מ לחומר מילוי ולא יותר. כל הפרטים במדריך [איך לארוז חבילה למשלוח](/blog/package-packing-tips).\n\n## 3. השוו מחירים: חיסכון של עד {{savings.priceComparison}}%\n\nלפני שסוגרים, בקשו הצעת מחיר ובדקו מה היא כוללת: איסוף, ביטוח ותוספות. ההשוואה הנכונה היא בין מחירים סופיים, לא בין מחירי פתיחה. ב[מחירון שלנו](/pricing) כל המחירים והתוספות גלויים מראש.\n\n## 4. משלוח רגיל במקום אקספרס: חיסכון של עד {{savings.regularInsteadOfExpress}}%\n\nלא כל משלוח צריך להגיע עוד היום. משלוח רגיל מתחיל מ-{{servicePrices.regular.from}} ₪ ומשלוח אקספרס מ-{{servicePrices.express.from}} ₪. שאלו את עצמכם בכל הזמנה אם הנמען באמת צריך את החבילה עוד היום. אם התשובה היא לא, בחרו משלוח רגיל.\n\n## 5. נצלו הנחות כמות: חיסכון של עד {{savings.volumeDiscounts}}%\n\nעסקים ששולחים הרבה יכולים לקבל מחיר טוב יותר. אצלנו עסקים מקבלים הנחה של {{discounts.business}}%, ולקוחות קבועים נהנים מהנחה של {{discounts.regularCustomers}}%. עסקים קבועים מקבלים גם חשבונית חודשית מרוכזת, כך שקל יותר לעקוב אחרי ההוצאה.\n\n## 6. רכזו משלוחים לפי אזורים: חיסכון של עד {{savings.deliveryAreas}}%\n\nכמה חבילות לאותו אזור באותה נסיעה עולות פחות מכמה נסיעות נפרדות. אם יש לכם לקוחות בכמה ערים, קבעו ימים קבועים לכל אזור, למשל צפון ביום אחד ודרום ביום אחר, ושלחו את כל החבילות לאזור יחד.\n\n## 7. היעזרו בטכנולוגיה: חיסכון של עד {{savings.technology}}%\n\nרשימת כתובות מסודרת עם מספרי טלפון של הנמענים, הזמנה מרוכזת במקום שיחה לכל משלוח ומעקב פשוט אחרי ההוצאות בגיליון אלקטרוני חוסכים זמן, טעויות ומשלוחים חוזרים. גם המחשבון באתר שלנו עוזר: הוא נותן הערכת מחיר תוך שניות, כך שאפשר להשוות אפשרויות עוד לפני שמתקשרים.\n\n## כמה אפשר לחסוך בסך הכול?\n\nטבלה: החיסכון האפשרי בכל דרך\n\n| הדרך | חיסכון אפשרי |\n|---|---|\n| תכנון מראש | עד {{savings.planAhead}}% |\n| אריזה נכונה | עד {{savings.rightPackaging}}% |\n| השוואת מחירים | עד {{savings.priceComparison}}% |\n| משלוח רגיל במקום אקספרס | עד {{savings.regularInsteadOfExpress}}% |\n| הנחות כמות | עד {{savings.volumeDiscounts}}% |\n| ריכוז לפי אזורים | עד {{savings.deliveryAreas}}% |\n| טכנולוגיה | עד {{savings.technology}}% |\n\nהחיסכון מכל דרך לא מצטבר פשוט לסכום אחד, כי חלק מהדרכים חופפות. עסק שמיישם את רובן יכול לצפות לחיסכון כולל של {{savings.total}}% בעלויות המשלוח.\n\n## רוצים לבדוק כמה תחסכו?\n\nהשאירו פרטים בטופס שבהמשך העמוד, ספרו לנו כמה משלוחים אתם שולחים ולאן, ונחזור אליכם עם הצעה שמתאימה לכם.\n";
// app/content/blog/urgent-delivery-guide.md?raw
var urgent_delivery_guide_default = "---\nid: 4\nslug: urgent-delivery-guide\ntitle: המדריך למשלוחים דחופים\nlabel: מדריך למשלוחים דחופים\nexcerpt: חוזה שחייב להגיע עד הצהריים, תרופה שנשכחה בבית או חלק חילוף שעוצר את העבודה. מתי באמת צריך משלוח אקספרס, מה קובע את המחיר ואיך מכינים את המשלוח כך שיגיע בזמן.\ndescription: מתי כדאי לבחור משלוח אקספרס ומה משפיע על המחיר.\nkeywords: [משלוח דחוף, אקספרס, שליח דחוף, משלוח באותו יום, שליח מהיר]\ndate: 28.12.2024\nauthor: צוות החברה\nimage: /images/blog/urgent-delivery-guide.svg\nimageAlt: איור של שעון עצר וחבילה עם קווי תנועה שמסמלים משלוח מהיר\nrelated: [intercity-shipping-guide, medical-equipment-delivery]\n---\n\nיש משלוחים שיכולים לחכות למחר, ויש כאלה שכל שעה של עיכוב עולה כסף, עבודה או בריאות. משלוח דחוף הוא הפתרון למקרים האלה, אבל הוא גם היקר מבין סוגי המשלוח. במדריך תמצאו מתי הוא באמת נחוץ, מה ההבדל בין האפשרויות ומה משפיע על המחיר.\n\n## אילו אפשרויות יש כשממהרים?\n\n- **משלוח אקספרס:** האפשרות המהירה ביותר. המשלוח נמסר תוך {{serviceTimes.expressHours}} שעות, החל מ-{{servicePrices.express.from}} ₪.\n- **משלוח באותו יום:** החבילה נמסרת תוך עד {{serviceTimes.sameDayUpToHours}} שעות, החל מ-{{servicePrices.sameDay.from}} ₪. מתאים כשצריך שהחבילה תגיע היום, אבל לא בעוד שעה.\n- **משלוח רגיל:** נמסר תוך {{servicePrices.regular.days}} ימים, החל מ-{{servicePrices.regular.from}} ₪. אם אפשר לחכות, זו הבחירה המשתלמת.\n\nבכל האפשרויות שליח מגיע לאיסוף תוך שעה, והשירות זמין 24/7, כולל שבתות וחגים. פרטים נוספים תמצאו בעמוד [משלוחים תוך {{serviceTimes.deliveryWithinHours}} שעות](/delivery-24h).\n\n## מתי באמת כדאי לבחור אקספרס?\n\n### מסמכים עם מועד אחרון\n\nחוזה שצריך לחתום עליו היום, מסמכים למכרז, ערבות בנקאית או כתבי בית דין. כשהמועד קבוע ואי אפשר להזיז אותו, אקספרס הוא הדרך הבטוחה ביותר לוודא שהמסמכים יגיעו בזמן. כדאי להוסיף אישור מסירה ({{extrasPrices.deliveryConfirmation}} ₪), כדי שיהיה לכם תיעוד שהמסמך נמסר. לכל סוגי משלוחי המסמכים ראו את עמוד [שליחת מסמכים](/documents).\n\n### תרופות וציוד רפואי\n\nתרופה שנשכחה בבית, מכשיר רפואי שנדרש למטופל או דגימה שצריכה להגיע למעבדה. במקרים האלה לזמן יש משמעות בריאותית, וחשוב גם לשמור על תנאי ההובלה. קראו עוד במאמר [משלוח ציוד רפואי](/blog/medical-equipment-delivery).\n\n### עסק שהעבודה בו נעצרה\n\nחלק חילוף למכונה שהשביתה קו ייצור, ציוד שחסר לאירוע שמתחיל בערב או סחורה ללקוח שמחכה. כשעלות ההשבתה גבוהה ממחיר המשלוח, אקספרס משתלם.\n\n### מתנות ורגעים שאי אפשר להחזיר\n\nעוגה ליום הולדת, זר לאירוע או מתנה ששכחתם לשלוח. לפעמים ההבדל בין היום למחר הוא כל ההבדל.\n\n## מה משפיע על מחיר משלוח דחוף?\n\n1. **המרחק:** משלוח דחוף בתוך העיר עולה פחות ממשלוח דחוף לעיר אחרת. בין ערים, טווח המחירים לאקספרס הוא {{intercityGuide.priceRanges.express}} ₪.\n2. **מהירות המסירה:** ככל שחלון הזמן קצר יותר, השליח מקדיש לכם יותר מזמנו, והמחיר עולה.\n3. **גודל ומשקל:** חבילה של עד {{servicePrices.standardMaxKg}} ק״ג נכנסת למחיר הבסיסי. חבילה בינונית מתחילה מ-{{servicePrices.mediumParcel.from}} ₪ וחבילה גדולה מ-{{servicePrices.largeParcel.from}} ₪.\n4. **שירותים נוספים:** אריזה ({{extrasPrices.packaging}} ₪), אישור מסירה ({{extrasPrices.deliveryConfirmation}} ₪) או איסוף נוסף בדרך ({{extrasPrices.extraPickup}} ₪).\n\nכל המחירים משוערים. לפרטים המלאים ראו את [המחירון](/pricing).\n\n## איך לוודא שהמשלוח הדחוף יגיע בזמן?\n\n- **הכינו את החבילה מראש.** ארוזה, סגורה ומסומנת עוד לפני שהשליח מגיע.\n- **תנו כתובת מלאה.** רחוב, מספר בית, קומה, דירה וקוד כניסה אם יש.\n- **ודאו שמישהו מחכה בצד השני.** מספר טלפון של הנמען חוסך דקות יקרות.\n- **ספרו לנו על שעת יעד.** אם יש מועד שאסור לפספס, אמרו אותו כבר בהזמנה.\n\n## צריכים משלוח דחוף עכשיו?\n\nהתקשרו אלינו או השאירו פרטים בטופס שבהמשך העמוד. נחזור אליכם מיד, ושליח יגיע לאיסוף תוך שעה.\n";
// app/content/calculator-prices.ts
/**
* The calculator's figures (docs/decisions/004-pricing.md): part of the price source,
* app/content/prices.ts, which checks them with every other figure when the build starts. Plain
* data in a module of its own, so the browser's calculator carries the figures without the
* checking code (docs/decisions/013-performance-budget.md).
*/
var calculatorPriceRecords = {
	sameCity: 40,
	minimum: 50,
	/** Great-circle km to an estimated road km (reading B). */
	roadFactor: 1.25,
	perRoadKm: 1,
	/** Shekels per great-circle km (reading A). */
	perKmReadingA: 3.45,
	/** The fixed city-pair prices, small package; only the four the spec gives. */
	fixedPairs: [
		[
			"tel-aviv",
			"jerusalem",
			66
		],
		[
			"tel-aviv",
			"haifa",
			95
		],
		[
			"tel-aviv",
			"beer-sheva",
			115
		],
		[
			"tel-aviv",
			"eilat",
			355
		]
	]
};
// app/content/collection.ts
/**
* Content collections are checked by zod when their module loads: at build time (pre-rendering
* and routes.ts import them), so a broken record fails `npm run build` with a message that names
* the file and the field, e.g. `app/content/city-pages/haifa.ts: neighbourhoods[3]: Too small...`.
*/
config({ jitless: true });
var ContentError = class extends Error {
	name = "ContentError";
};
/** A zod issue path as a reader writes it: `rows[2].price`, `["a key"]`. */
function formatPath(path) {
	let text = "";
	for (const key of path) if (typeof key === "number") text += `[${key}]`;
	else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)) text += text ? `.${key}` : key;
	else text += `[${JSON.stringify(String(key))}]`;
	return text || "(the record itself)";
}
/**
* Validates `records` (one record, a list, or an object of lists: whatever `schema` describes)
* and returns the parsed value. Throws a ContentError listing every problem as
* `<file>: <field path>: <message>`.
*/
function defineCollection(file, schema, records) {
	const result = schema.safeParse(records);
	if (result.success) return result.data;
	throw new ContentError(`Invalid content in ${file}:\n${result.error.issues.map((issue) => `${file}: ${formatPath(issue.path)}: ${issue.message}`).join("\n")}`);
}
// app/content/prices.ts
/**
* Every figure the site shows or computes with (spec section 9), in one place: the pricing page,
* the city pages' price tables, the articles, /llms.txt and the calculator all read it from here,
* so a price changes in one edit. Shekels unless said otherwise; "from" prices are indicative.
* Checked by zod when the module loads (app/content/collection.ts): a bad figure fails the build.
*/
var prices_exports = /* @__PURE__ */ __exportAll({
	calculatorPrices: () => calculatorPrices,
	cityPagePrices: () => cityPagePrices,
	destinationPrices: () => destinationPrices,
	discounts: () => discounts,
	documentPrices: () => documentPrices,
	extrasPrices: () => extrasPrices,
	intercityGuide: () => intercityGuide,
	medicalTemperatures: () => medicalTemperatures,
	netanyaPrices: () => netanyaPrices,
	packing: () => packing,
	parsePrices: () => parsePrices,
	policy: () => policy,
	priceRecords: () => priceRecords,
	savings: () => savings,
	servicePrices: () => servicePrices,
	serviceTimes: () => serviceTimes
});
var shekels$1 = z.number().int().positive();
/** "1-2", "30-40": a range of whole numbers, low before high. */
var range = z.string().regex(/^\d+-\d+$/, "expected a range such as 1-2").refine((text) => {
	const [low, high] = text.split("-").map(Number);
	return low < high;
}, "the low end must come first");
var percent = z.number().int().min(1).max(100);
var cityId = z.string().regex(/^[a-z]+(-[a-z]+)*$/, "expected a calculator city id such as tel-aviv");
var pricesSchema = z.object({
	servicePrices: z.object({
		regular: z.object({
			days: range,
			from: shekels$1
		}),
		sameDay: z.object({ from: shekels$1 }),
		express: z.object({ from: shekels$1 }),
		standardMaxKg: z.number().positive(),
		mediumParcel: z.object({
			kg: range,
			from: shekels$1
		}),
		largeParcel: z.object({
			kg: range,
			from: shekels$1
		})
	}),
	documentPrices: z.array(shekels$1).length(4),
	extrasPrices: z.object({
		packaging: shekels$1,
		deliveryConfirmation: shekels$1,
		extraPickup: shekels$1
	}),
	destinationPrices: z.array(z.object({
		cityId,
		hours: z.union([range, z.string().regex(/^\d+$/)]),
		from: shekels$1
	})).min(1),
	cityPagePrices: z.object({
		regular: z.object({
			withinHours: z.number().int().positive(),
			from: shekels$1
		}),
		sameDay: z.object({
			upToHours: z.number().int().positive(),
			from: shekels$1
		}),
		express: z.object({
			hours: range,
			from: shekels$1
		}),
		documents: z.object({ from: shekels$1 })
	}),
	netanyaPrices: z.object({
		regular: z.object({ from: shekels$1 }),
		fast: z.object({
			hours: z.number().int().positive(),
			from: shekels$1
		})
	}),
	discounts: z.object({
		business: range,
		nextDayVsSameDay: range,
		regularCustomers: range,
		planningAhead: range
	}),
	intercityGuide: z.object({
		routes: z.array(z.object({
			fromCityId: cityId,
			toCityId: cityId,
			regular: z.string().min(1),
			fast: z.string().min(1)
		})).min(1),
		priceRanges: z.object({
			regular: range,
			fast: range,
			express: range
		})
	}),
	savings: z.object({
		planAhead: percent,
		rightPackaging: percent,
		priceComparison: percent,
		regularInsteadOfExpress: percent,
		volumeDiscounts: percent,
		deliveryAreas: percent,
		technology: percent,
		total: range,
		shareOfOperatingCosts: range
	}),
	serviceTimes: z.object({
		deliveryWithinHours: z.number().int().positive(),
		courierArrivesWithinHours: z.number().int().positive(),
		expressHours: range,
		sameDayUpToHours: z.number().int().positive(),
		yearsOfExperience: z.number().int().positive()
	}),
	packing: z.object({
		clearanceCm: range,
		bubbleWrapLayers: range,
		bottomLayerCm: range,
		tapeShape: z.string().min(1)
	}),
	medicalTemperatures: z.object({
		refrigerated: z.object({
			minC: z.number(),
			maxC: z.number()
		}),
		frozenC: z.number().max(0),
		room: z.object({
			minC: z.number(),
			maxC: z.number()
		})
	}),
	/** Days the leads are kept (the privacy policy's 7 years) and the minimum age of a customer. */
	policy: z.object({
		retentionYears: z.number().int().positive(),
		minimumAge: z.number().int().positive()
	}),
	calculatorPrices: z.object({
		sameCity: shekels$1,
		minimum: shekels$1,
		roadFactor: z.number().min(1),
		perRoadKm: z.number().positive(),
		perKmReadingA: z.number().positive(),
		fixedPairs: z.array(z.tuple([
			cityId,
			cityId,
			shekels$1
		]))
	})
});
/** The figures themselves; exported for tests that check a broken copy fails. */
var priceRecords = {
	/** Pricing table 1: service, weight, price from. */
	servicePrices: {
		regular: {
			days: "1-2",
			from: 30
		},
		sameDay: { from: 70 },
		express: { from: 120 },
		standardMaxKg: 2,
		mediumParcel: {
			kg: "2-10",
			from: 50
		},
		largeParcel: {
			kg: "10-30",
			from: 150
		}
	},
	/** Pricing table 2: documents, four rows from the cheapest up. */
	documentPrices: [
		25,
		30,
		100,
		150
	],
	/** Extras on any delivery. */
	extrasPrices: {
		packaging: 20,
		deliveryConfirmation: 15,
		extraPickup: 20
	},
	/** Pricing table 3: destination, time (hours), price from. Keys are the calculator's city ids. */
	destinationPrices: [
		{
			cityId: "tel-aviv",
			hours: "1-2",
			from: 30
		},
		{
			cityId: "jerusalem",
			hours: "2-3",
			from: 40
		},
		{
			cityId: "haifa",
			hours: "2-4",
			from: 50
		},
		{
			cityId: "beer-sheva",
			hours: "3-4",
			from: 60
		},
		{
			cityId: "eilat",
			hours: "24",
			from: 150
		}
	],
	/** The city pages' price table (Haifa, Beer Sheva and the others). */
	cityPagePrices: {
		regular: {
			withinHours: 24,
			from: 25
		},
		sameDay: {
			upToHours: 6,
			from: 60
		},
		express: {
			hours: "1-3",
			from: 100
		},
		documents: { from: 20 }
	},
	/** Netanya's page has two rows only. */
	netanyaPrices: {
		regular: { from: 25 },
		fast: {
			hours: 6,
			from: 60
		}
	},
	/** Discounts, percent ranges. */
	discounts: {
		business: "10-25",
		nextDayVsSameDay: "30-40",
		regularCustomers: "20-40",
		planningAhead: "30-50"
	},
	/** The intercity guide: delivery times per route (Hebrew, as shown) and price ranges per speed. */
	intercityGuide: {
		routes: [
			{
				fromCityId: "tel-aviv",
				toCityId: "jerusalem",
				regular: "עד 24 שעות",
				fast: "2-4 שעות"
			},
			{
				fromCityId: "tel-aviv",
				toCityId: "haifa",
				regular: "עד 24 שעות",
				fast: "3-5 שעות"
			},
			{
				fromCityId: "tel-aviv",
				toCityId: "beer-sheva",
				regular: "עד 24 שעות",
				fast: "3-5 שעות"
			},
			{
				fromCityId: "tel-aviv",
				toCityId: "eilat",
				regular: "24-48 שעות",
				fast: "באותו יום, בתנאים מסוימים ובתוספת תשלום"
			}
		],
		priceRanges: {
			regular: "30-80",
			fast: "70-150",
			express: "120-250"
		}
	},
	/** The saving-tips article: potential saving per tip, percent. */
	savings: {
		planAhead: 40,
		rightPackaging: 25,
		priceComparison: 20,
		regularInsteadOfExpress: 50,
		volumeDiscounts: 30,
		deliveryAreas: 35,
		technology: 15,
		total: "30-40",
		shareOfOperatingCosts: "10-30"
	},
	/** Service-time claims of spec section 1. */
	serviceTimes: {
		deliveryWithinHours: 24,
		courierArrivesWithinHours: 1,
		expressHours: "1-3",
		sameDayUpToHours: 6,
		yearsOfExperience: 15
	},
	/** The packing guide: clearance around the item, bubble-wrap layers, bottom layer, tape closure. */
	packing: {
		clearanceCm: "5-10",
		bubbleWrapLayers: "2-3",
		bottomLayerCm: "5-10",
		tapeShape: "H"
	},
	/** Medical shipments: temperature ranges, degrees Celsius. */
	medicalTemperatures: {
		refrigerated: {
			minC: 2,
			maxC: 8
		},
		frozenC: -20,
		room: {
			minC: 15,
			maxC: 25
		}
	},
	/** The privacy policy: leads are kept 7 years; the service is for adults (18+). */
	policy: {
		retentionYears: 7,
		minimumAge: 18
	},
	/** The calculator (docs/decisions/004-pricing.md): its own plain module, for the browser. */
	calculatorPrices: calculatorPriceRecords
};
function parsePrices(records) {
	return defineCollection("app/content/prices.ts", pricesSchema, records);
}
var { servicePrices, documentPrices, extrasPrices, destinationPrices, cityPagePrices, netanyaPrices, discounts, intercityGuide, savings, serviceTimes, packing, medicalTemperatures, policy, calculatorPrices } = parsePrices(priceRecords);
// app/content/page-schema.ts
/**
* The fields every page record has (content-rules: named fields, never positional arguments).
* Each collection extends this schema with its own fields and checks its records through
* defineCollection (./collection.ts).
*/
var pageKinds = [
	"home",
	"service",
	"info",
	"city",
	"blog",
	"article"
];
/** A site path: "/" or "/segment[/segment]", lower-case, no trailing slash. */
var sitePath = z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, "expected a path such as /shipping-haifa");
var pageRecordSchema = z.object({
	path: sitePath,
	kind: z.enum(pageKinds),
	/** Short Hebrew label for menus and breadcrumbs. */
	label: z.string().min(2).max(60),
	/** Page title without the brand suffix; also the h1 unless the page says otherwise. */
	title: z.string().min(2).max(90),
	description: z.string().min(30).max(200),
	keywords: z.array(z.string().min(2)).min(1)
});
var toLink = ({ path, label }) => ({
	path,
	label
});
// app/lib/markdown.ts
/**
* Build-time Markdown for our own content (the blog): YAML frontmatter, figure placeholders and
* a locked-down HTML rendering. Only loaders and build-time code import this module, so neither
* `marked` nor any Markdown text reaches the browser bundle.
*/
/** Splits a Markdown file into its YAML frontmatter (as parsed data) and its body. */
function splitFrontmatter(source) {
	const file = new VFile(source);
	matter(file, { strip: true });
	return {
		data: file.data.matter,
		body: String(file)
	};
}
var PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
var FIGURE_PATH = /^[A-Za-z_]\w*(?:\.\w+)*$/;
/** The value at a dotted path such as `intercityGuide.routes.0.fast`; unknown paths throw. */
function lookupFigure(figures, path) {
	if (!FIGURE_PATH.test(path)) throw new Error(`malformed placeholder {{${path}}}`);
	let value = figures;
	for (const key of path.split(".")) {
		if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) throw new Error(`unknown placeholder {{${path}}}`);
		value = value[key];
	}
	if (typeof value !== "string" && typeof value !== "number") throw new Error(`placeholder {{${path}}} is not a single figure`);
	return value;
}
/** Replaces every `{{path}}` with its figure; an unknown or malformed placeholder throws. */
function interpolateFigures(text, figures) {
	const result = text.replace(PLACEHOLDER, (_match, path) => String(lookupFigure(figures, path.trim())));
	const leftover = /\{\{|\}\}/.exec(result);
	if (leftover) throw new Error(`unclosed placeholder near "${result.slice(Math.max(0, leftover.index - 20), leftover.index + 20)}"`);
	return result;
}
var htmlEscapes = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
var escapeHtml$1 = (text) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]);
/**
* Temperatures such as "2-8°C" or "-20°C" scramble in a right-to-left line (the minus jumps to
* the other side): isolate them as left-to-right runs.
*/
var LTR_RUN = /(?<![\p{L}\d])-?\d+(?:[-–]-?\d+)?\s?°C?/gu;
var isolateLtrRuns = (escapedText) => escapedText.replace(LTR_RUN, (run) => `<bdi dir="ltr">${run}</bdi>`);
/** A table's caption comes from a paragraph "טבלה: ..." right above it. */
var CAPTION = /^טבלה:\s*(.+)$/s;
function attachTableCaptions(tokens) {
	const kept = [];
	for (let i = 0; i < tokens.length; i++) {
		const token = tokens[i];
		const caption = token.type === "paragraph" ? CAPTION.exec(token.text) : null;
		const next = tokens.slice(i + 1).find((t) => t.type !== "space");
		if (caption && next?.type === "table") {
			next.caption = caption[1].trim();
			continue;
		}
		kept.push(token);
	}
	return kept;
}
/** Headings start at h2 (the page's title is the h1) and never skip a level. */
function checkHeadingOrder(tokens) {
	let previous = 1;
	for (const token of tokens) {
		if (token.type !== "heading") continue;
		const { depth, text } = token;
		if (depth < 2) throw new Error(`heading "${text}": the article's title is its only h1; start at ##`);
		if (depth > previous + 1) throw new Error(`heading "${text}": h${depth} follows h${previous} (a level is skipped)`);
		previous = depth;
	}
}
function createRenderer() {
	const marked = new Marked({
		gfm: true,
		async: false
	});
	marked.use({
		hooks: { processAllTokens(tokens) {
			checkHeadingOrder(tokens);
			return attachTableCaptions(tokens);
		} },
		walkTokens(token) {
			if (token.type === "html") throw new Error(`raw HTML is not allowed: ${token.raw.trim().slice(0, 40)}`);
			if (token.type === "image") throw new Error(`images in the body are not allowed (the illustration is the frontmatter's image): ${token.raw}`);
			if (token.type === "link" && !/^\/(?!\/)/.test(token.href)) throw new Error(`links must be paths on this site ("/..."): ${token.href}`);
		},
		renderer: {
			text(token) {
				if ("tokens" in token && token.tokens) return this.parser.parseInline(token.tokens);
				return isolateLtrRuns("escaped" in token && token.escaped ? token.text : escapeHtml$1(token.text));
			},
			table(token) {
				const { caption } = token;
				if (!caption) throw new Error(`every table needs a caption: a line "טבלה: ..." right above it`);
				const cell = (c) => this.parser.parseInline(c.tokens);
				const head = token.header.map((c) => `<th scope="col">${cell(c)}</th>`).join("");
				const rows = token.rows.map((row) => `<tr>${row.map((c, i) => i === 0 ? `<th scope="row">${cell(c)}</th>` : `<td>${cell(c)}</td>`).join("")}</tr>`);
				return `<div class="overflow-x-auto" role="region" aria-label="${escapeHtml$1(caption)}" tabindex="0"><table>\n<caption>${isolateLtrRuns(escapeHtml$1(caption))}</caption>\n<thead>\n<tr>${head}</tr>\n</thead>\n<tbody>\n${rows.join("\n")}\n</tbody>\n</table></div>\n`;
			}
		}
	});
	return marked;
}
var renderer = createRenderer();
/**
* Markdown (GFM, tables included) to HTML for our own trusted content, still locked down: raw
* HTML, body images and off-site links fail, so a slip in a content file fails the build
* instead of reaching a page.
*/
function renderMarkdown(body) {
	try {
		return renderer.parse(body);
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		throw new Error(message.replace(/\s*Please report this to https:\/\/github\.com\/markedjs\/marked\.?\s*$/, ""));
	}
}
// app/content/blog/load.ts
/**
* The blog collection from its Markdown files: frontmatter checked by a zod schema, figures
* interpolated from the prices, bodies rendered to HTML. Any fault throws with the file's path
* and the field, so a broken article fails the build.
*/
var slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");
/** dd.mm.yyyy, a real calendar day. */
var dateSchema = z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/, "a date written dd.mm.yyyy").refine((value) => {
	const [day, month, year] = value.split(".").map(Number);
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}, "not a calendar day");
/** The frontmatter: the page record's fields (path and kind follow from the slug) and the card's. */
var articleFrontmatterSchema = pageRecordSchema.omit({
	path: true,
	kind: true
}).extend({
	id: z.number().int().positive(),
	slug: slugSchema,
	/** The card's teaser on /blog. */
	excerpt: z.string().min(30),
	date: dateSchema,
	author: z.string().min(2),
	image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, "a path under /images/blog/, an .svg"),
	imageAlt: z.string().min(10),
	/** Slugs of articles to suggest after this one. */
	related: z.array(slugSchema).default([])
}).strict();
var isoFromDate = (date) => date.split(".").reverse().join("-");
/**
* Builds the collection from Markdown sources keyed by file path (e.g.
* "app/content/blog/delivery-tips.md"). Figures in `{{...}}` are read from `figures`.
*/
function loadArticles(files, figures) {
	const articles = [];
	const html = /* @__PURE__ */ new Map();
	const fileOf = /* @__PURE__ */ new Map();
	for (const [file, source] of Object.entries(files)) {
		const fail = (message) => {
			throw new Error(`${file}: ${message}`);
		};
		let frontmatter;
		let body = "";
		try {
			({data: frontmatter, body} = splitFrontmatter(interpolateFigures(source, figures)));
		} catch (error) {
			fail(error instanceof Error ? error.message : String(error));
		}
		const data = defineCollection(file, articleFrontmatterSchema, frontmatter);
		const fileSlug = file.split("/").pop().replace(/\.md$/, "");
		if (data.slug !== fileSlug) fail(`slug: "${data.slug}" differs from the file name "${fileSlug}"`);
		if (articles.some((a) => a.id === data.id)) fail(`id: ${data.id} is used by another article`);
		if (!body.trim()) fail("the article has no body");
		try {
			html.set(data.slug, renderMarkdown(body));
		} catch (error) {
			fail(`body: ${error instanceof Error ? error.message : String(error)}`);
		}
		fileOf.set(data.slug, file);
		articles.push({
			...data,
			path: `/blog/${data.slug}`,
			kind: "article",
			isoDate: isoFromDate(data.date)
		});
	}
	const slugs = new Set(articles.map((a) => a.slug));
	for (const article of articles) article.related.forEach((slug, i) => {
		if (!slugs.has(slug) || slug === article.slug) throw new Error(`${fileOf.get(article.slug)}: related[${i}]: no other article has the slug "${slug}"`);
	});
	articles.sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.id - b.id);
	return {
		articles,
		html
	};
}
// app/content/blog/index.ts
var collection = loadArticles(Object.fromEntries(Object.entries(/* #__PURE__ */ Object.assign({
	"./delivery-tips.md": delivery_tips_default,
	"./intercity-shipping-guide.md": intercity_shipping_guide_default,
	"./medical-equipment-delivery.md": medical_equipment_delivery_default,
	"./package-packing-tips.md": package_packing_tips_default,
	"./save-on-shipping-costs.md": save_on_shipping_costs_default,
	"./urgent-delivery-guide.md": urgent_delivery_guide_default
})).map(([key, source]) => [`app/content/blog/${key.slice(2)}`, source])), prices_exports);
/** Every article's record (no body), newest first. */
var articles = collection.articles;
/** An article and its rendered HTML body, or undefined for an unknown slug. */
function articleBySlug(slug) {
	const article = articles.find((a) => a.slug === slug);
	const html = collection.html.get(slug);
	return article && html !== void 0 ? {
		article,
		html
	} : void 0;
}
// app/content/city-pages/lib/phrases.ts
/**
* The company's service-time claims (spec 1) as Hebrew phrases, from app/content/prices.ts, so the
* city pages' copy never types a figure.
*/
var hourWords = {
	1: "שעה",
	2: "שעתיים"
};
var claims = {
	/** "תוך שעה" */
	courierWithin: `תוך ${hourWords[serviceTimes.courierArrivesWithinHours] ?? `${serviceTimes.courierArrivesWithinHours} שעות`}`,
	/** "עד שעה" */
	courierUpTo: `עד ${hourWords[serviceTimes.courierArrivesWithinHours] ?? `${serviceTimes.courierArrivesWithinHours} שעות`}`,
	/** "תוך 24 שעות" */
	deliveryWithin: `תוך ${serviceTimes.deliveryWithinHours} שעות`,
	/** "1-3 שעות" */
	expressHours: `${serviceTimes.expressHours} שעות`,
	/** "עד 6 שעות" */
	sameDayUpTo: `עד ${serviceTimes.sameDayUpToHours} שעות`,
	/** "יותר מ-15 שנות ניסיון" */
	experience: `יותר מ-${serviceTimes.yearsOfExperience} שנות ניסיון`,
	/** "25 ₪" */
	regularFrom: `${cityPagePrices.regular.from} ₪`,
	/** "20 ₪" */
	documentsFrom: `${cityPagePrices.documents.from} ₪`
};
// app/content/city-pages/ashdod.ts
var ashdod_exports = /* @__PURE__ */ __exportAll({
	content: () => content$7,
	page: () => page$7
});
var page$7 = {
	slug: "ashdod",
	kind: "city",
	order: 6,
	label: "אשדוד",
	title: "שליחויות באשדוד",
	description: `שליחויות באשדוד: שליח ${claims.courierWithin} בכל רובעי העיר, מרובע א' ועד אזור התעשייה. קבלו הצעת מחיר מהירה, 24/7.`,
	keywords: [
		"שליחויות באשדוד",
		"שליח באשדוד",
		"משלוחים באשדוד",
		"שליח מאשדוד"
	],
	calculatorCityId: "ashdod"
};
var content$7 = {
	variant: "service-areas",
	intro: ["אשדוד היא עיר של רבעים, ולכל רובע הקצב שלו. אנחנו מובילים משלוחים בין הרבעים, אל העסקים באזור התעשייה ומאשדוד לכל הארץ, מהצפון ועד אילת.", `ספרו לנו מה שולחים ולאן, ושליח יגיע לאיסוף ${claims.courierWithin}. צריכים שהמשלוח יגיע עוד היום? בחרו משלוח באותו יום (${claims.sameDayUpTo}) או אקספרס (${claims.expressHours}).`],
	reasons: [
		{
			title: `שליח ${claims.courierWithin}`,
			text: `מהרגע שהזמנתם, שליח מגיע אליכם לאיסוף ${claims.courierWithin}, בכל רובע בעיר.`
		},
		{
			title: "זמינים 24/7",
			text: "אפשר להזמין משלוח בכל שעה, כולל שבתות וחגים."
		},
		{
			title: "ביטוח מלא",
			text: "פריטים ארוזים מבוטחים במלואם לאורך כל הדרך, עד שהם נמסרים ליעד."
		},
		{
			title: "ניסיון של שנים",
			text: `${claims.experience} במשלוחים עירוניים ובין עירוניים בכל הארץ.`
		}
	],
	serviceAreas: [
		"רובע א'",
		"רובע ב'",
		"רובע ג'",
		"רובע ד'",
		"רובע ה'",
		"רובע ז'",
		"רובע ט'",
		"רובע י'",
		"רובע י\"א",
		"רובע ט\"ו",
		"הסיטי",
		"אזור התעשייה"
	],
	quote: {
		title: "הצעת מחיר למשלוח מאשדוד",
		text: `משלוח רגיל באשדוד מתחיל מ-${claims.regularFrom}. התקשרו או מלאו את הטופס, ונחזור אליכם עם מחיר למשלוח שלכם.`
	}
};
// app/content/city-pages/beer-sheva.ts
var beer_sheva_exports = /* @__PURE__ */ __exportAll({
	content: () => content$6,
	page: () => page$6
});
var page$6 = {
	slug: "beer-sheva",
	kind: "city",
	order: 4,
	label: "באר שבע",
	title: "שליחויות בבאר שבע",
	description: `שליחויות בבאר שבע ובדרום: שליח עד הבית ${claims.courierWithin} בכל שכונות העיר, מחירון משלוחים וזמני הגעה. זמינים 24/7.`,
	keywords: [
		"שליחויות בבאר שבע",
		"שליח בבאר שבע",
		"משלוחים בבאר שבע",
		"שליחויות בדרום"
	],
	calculatorCityId: "beer-sheva"
};
var content$6 = {
	variant: "hero",
	tagline: `שליח עד הבית ${claims.courierWithin}, בכל שכונות באר שבע, 24/7.`,
	intro: ["באר שבע היא בירת הנגב ועיר שגדלה במהירות: אוניברסיטה, בית חולים גדול, פארק הייטק ושכונות חדשות שקמות כל הזמן. בכל המקומות האלה יש מי שצריך לשלוח משהו, ומהר.", `השליחים שלנו פועלים בכל שכונות העיר, מהעיר העתיקה ועד רמות ונחל עשן, ומובילים משלוחים גם מבאר שבע לכל הארץ. משלוח רגיל מגיע ליעדו ${claims.deliveryWithin}, ומשלוח אקספרס תוך ${claims.expressHours}.`],
	neighbourhoods: [
		"העיר העתיקה",
		"שכונה ב'",
		"שכונה ג'",
		"שכונה ד'",
		"שכונה ה'",
		"שכונה ו'",
		"רמות",
		"נווה זאב",
		"נווה נוי",
		"נחל עשן",
		"נאות לון",
		"נחל בקע"
	],
	callToAction: {
		title: "צריכים שליח בבאר שבע עכשיו?",
		text: `התקשרו ושליח יגיע אליכם ${claims.courierWithin}, או השאירו פרטים בטופס ונחזור אליכם בהקדם. אנחנו זמינים 24/7, גם בשבתות ובחגים.`
	}
};
// app/content/city-pages/haifa.ts
var haifa_exports = /* @__PURE__ */ __exportAll({
	content: () => content$5,
	page: () => page$5
});
var page$5 = {
	slug: "haifa",
	kind: "city",
	order: 3,
	label: "חיפה",
	title: "שליחויות בחיפה",
	description: "שליחויות בחיפה, בקריות ובסביבה: מהעיר התחתית ועד הכרמל, קריית אתא, קריית ביאליק, נשר וטירת כרמל. מחירון וזמני משלוח.",
	keywords: [
		"שליחויות בחיפה",
		"שליח בחיפה",
		"שליחויות בקריות",
		"משלוחים בחיפה"
	],
	calculatorCityId: "haifa"
};
var content$5 = {
	variant: "neighbourhoods",
	intro: ["חיפה בנויה על ההר, והמשלוחים בה נעים במעלה ובמורד, בין העיר התחתית, הדר והכרמל. השליחים שלנו מכירים את הדרכים המהירות בין השכונות, וגם את הקריות והיישובים שמסביב.", `הזמינו שליח לאיסוף מהבית, מהמשרד או מהעסק, והוא יגיע ${claims.courierWithin}. צריכים את זה עוד היום? משלוח אקספרס נמסר תוך ${claims.expressHours}.`],
	neighbourhoods: [
		"העיר התחתית",
		"הדר הכרמל",
		"מרכז הכרמל",
		"אחוזה",
		"נווה שאנן",
		"בת גלים",
		"קריית חיים",
		"קריית אליעזר",
		"קריית אתא",
		"קריית ביאליק",
		"קריית ים",
		"קריית מוצקין",
		"נשר",
		"טירת כרמל"
	],
	callToAction: {
		title: "צריכים שליח בחיפה?",
		text: "התקשרו או כתבו לנו בוואטסאפ, ונשלח אליכם שליח. אנחנו זמינים 24/7, גם בשבתות ובחגים."
	}
};
// app/content/city-pages/jerusalem.ts
var jerusalem_exports = /* @__PURE__ */ __exportAll({
	content: () => content$4,
	page: () => page$4
});
var page$4 = {
	slug: "jerusalem",
	kind: "city",
	order: 2,
	label: "ירושלים",
	title: "שליחויות בירושלים",
	description: "שליחויות בירושלים ומירושלים לכל הארץ: משלוח רגיל, באותו יום ואקספרס, בכל שכונות העיר. זמינים 24/7, כולל שבתות וחגים.",
	keywords: [
		"שליחויות בירושלים",
		"שליח בירושלים",
		"משלוחים בירושלים",
		"שליח מירושלים לתל אביב"
	],
	calculatorCityId: "jerusalem"
};
var content$4 = {
	variant: "full",
	intro: ["ירושלים היא עיר של שכונות, עליות וירידות ורחובות שלא תמיד קל למצוא בהם חניה. השליחים שלנו מכירים אותה היטב, מהר חוצבים ועד תלפיות, ומביאים כל משלוח לדלת הנכונה.", `שולחים מסמכים למשרד במרכז העיר, תרופות לבני משפחה בגילה או חבילה מירושלים לתל אביב? שליח יגיע אליכם לאיסוף ${claims.courierWithin}, בכל יום ובכל שעה.`],
	neighbourhoods: [
		"מרכז העיר",
		"רחביה",
		"טלביה",
		"המושבה הגרמנית",
		"בקעה",
		"קטמון",
		"בית הכרם",
		"קריית יובל",
		"גילה",
		"תלפיות",
		"ארנונה",
		"פסגת זאב",
		"רמות",
		"הר חומה",
		"גבעת שאול",
		"הר חוצבים"
	],
	reasons: [
		{
			title: "מכירים כל שכונה",
			text: "מרחביה ועד פסגת זאב, מבית הכרם ועד תלפיות: השליחים שלנו מגיעים לכל שכונה בעיר."
		},
		{
			title: "זמינים 24/7",
			text: "מקבלים הזמנות בכל שעה, כולל שבתות וחגים, כך שהמשלוח יוצא לדרך כשנוח לכם."
		},
		{
			title: "מירושלים לכל הארץ",
			text: `משלוחים בין עירוניים מירושלים לכל יעד בארץ: משלוח רגיל ${claims.deliveryWithin}, משלוח באותו יום ${claims.sameDayUpTo} ואקספרס תוך ${claims.expressHours}.`
		},
		{
			title: "ציוד רפואי ותרופות",
			text: "שינוע ציוד רפואי ותרופות לבתי חולים, למרפאות ולבתים פרטיים, ברישיון משרד הבריאות."
		}
	]
};
// app/content/city-pages/netanya.ts
var netanya_exports = /* @__PURE__ */ __exportAll({
	content: () => content$3,
	page: () => page$3
});
var page$3 = {
	slug: "netanya",
	kind: "city",
	order: 5,
	label: "נתניה",
	title: "שליחויות בנתניה",
	description: `שליחויות בנתניה: משלוח רגיל ${claims.deliveryWithin} ומשלוח מהיר עד ${netanyaPrices.fast.hours} שעות, מעיר ימים ועד קריית השרון. זמינים 24/7.`,
	keywords: [
		"שליחויות בנתניה",
		"שליח בנתניה",
		"משלוחים בנתניה",
		"משלוח מהיר בנתניה"
	],
	calculatorCityId: "netanya"
};
var content$3 = {
	variant: "compact",
	intro: ["נתניה משתרעת לאורך החוף, מהשכונות הוותיקות במרכז העיר ועד עיר ימים, פולג ורמת פולג בדרום. השליחים שלנו מגיעים לכל רחוב בה: לבתים, למשרדים ולעסקים באזורי התעשייה.", `יש שתי דרכים לשלוח: משלוח רגיל, שמגיע ליעדו ${claims.deliveryWithin}, ומשלוח מהיר, שמגיע ליעדו תוך ${netanyaPrices.fast.hours} שעות מהאיסוף. בשתיהן שליח יגיע אליכם לאיסוף ${claims.courierWithin}.`],
	callToAction: {
		title: "שולחים מנתניה?",
		text: "התקשרו ונתאם איסוף, או השאירו פרטים בטופס ונחזור אליכם. אנחנו זמינים 24/7, כולל שבתות וחגים."
	}
};
// app/content/city-pages/petah-tikva.ts
var petah_tikva_exports = /* @__PURE__ */ __exportAll({
	content: () => content$2,
	page: () => page$2
});
var page$2 = {
	slug: "petah-tikva",
	kind: "city",
	order: 8,
	label: "פתח תקווה",
	title: "שליחויות בפתח תקווה",
	description: `שליחויות בפתח תקווה: שליח ${claims.courierWithin} בכל שכונות העיר ובאזורי התעסוקה, מכפר גנים ועד קריית אריה. הצעת מחיר מהירה, 24/7.`,
	keywords: [
		"שליחויות בפתח תקווה",
		"שליח בפתח תקווה",
		"משלוחים בפתח תקווה",
		"שליח לקריית אריה"
	],
	calculatorCityId: "petah-tikva"
};
var content$2 = {
	variant: "service-areas",
	intro: ["פתח תקווה, אם המושבות, היא היום עיר גדולה עם אזורי תעסוקה עמוסים, בתי חולים ושכונות שממשיכות לגדול. המשלוחים כאן נעים בין המשרדים בקריית אריה וקריית מטלון לבין הבתים בכל רחבי העיר.", `שליח יגיע אליכם לאיסוף ${claims.courierWithin}, ואם זה דחוף, משלוח אקספרס יגיע ליעדו תוך ${claims.expressHours}. אנחנו מובילים גם ציוד רפואי ותרופות, ברישיון משרד הבריאות.`],
	reasons: [
		{
			title: `שליח ${claims.courierWithin}`,
			text: `שליח מגיע לאיסוף ${claims.courierWithin}, לבית, למשרד או לעסק.`
		},
		{
			title: "זמינים 24/7",
			text: "מזמינים משלוח בכל שעה, גם בשבתות ובחגים."
		},
		{
			title: "ביטוח מלא",
			text: "פריטים ארוזים מבוטחים במלואם עד שהם מגיעים ליעד."
		},
		{
			title: "ותק וניסיון",
			text: `${claims.experience} בשליחויות בכל הארץ.`
		}
	],
	serviceAreas: [
		"מרכז העיר",
		"כפר גנים",
		"אם המושבות",
		"הדר המושבות",
		"הדר גנים",
		"נווה עוז",
		"עין גנים",
		"שעריה",
		"כפר אברהם",
		"רמת ורבר",
		"קריית אריה",
		"קריית מטלון"
	],
	quote: {
		title: "הצעת מחיר למשלוח בפתח תקווה",
		text: `משלוח רגיל מתחיל מ-${claims.regularFrom}. ספרו לנו מה שולחים ולאן, ונחזור אליכם עם מחיר.`
	}
};
// app/content/city-pages/rishon.ts
var rishon_exports = /* @__PURE__ */ __exportAll({
	content: () => content$1,
	page: () => page$1
});
var page$1 = {
	slug: "rishon",
	kind: "city",
	order: 7,
	label: "ראשון לציון",
	title: "שליחויות בראשון לציון",
	description: `שליחויות בראשון לציון: שליח ${claims.courierWithin} בכל שכונות העיר, ממערב ראשון ועד רמת אליהו. קבלו הצעת מחיר מהירה, 24/7.`,
	keywords: [
		"שליחויות בראשון לציון",
		"שליח בראשון לציון",
		"משלוחים בראשון לציון",
		"שליח בראשון"
	],
	calculatorCityId: "rishon-lezion"
};
var content$1 = {
	variant: "service-areas",
	intro: ["ראשון לציון היא אחת הערים הגדולות בארץ: שכונות מגורים ותיקות וחדשות, מרכזי קניות ואזור תעשייה גדול במערב העיר. אנחנו מובילים משלוחים בכולם, ומראשון לציון לכל הארץ.", `הזמינו שליח לבית, למשרד או לחנות, והוא יגיע לאיסוף ${claims.courierWithin}. משלוח רגיל מגיע ליעדו ${claims.deliveryWithin}, ומשלוח אקספרס תוך ${claims.expressHours}.`],
	reasons: [
		{
			title: "מגיעים מהר",
			text: `שליח אצלכם ${claims.courierWithin} מרגע ההזמנה, בכל שכונה בעיר.`
		},
		{
			title: "בכל שעה",
			text: "השירות זמין 24/7, כולל שבתות וחגים, כך שאפשר לשלוח גם באמצע הלילה."
		},
		{
			title: "פריטים מבוטחים",
			text: "פריטים ארוזים מבוטחים במלואם, מהאיסוף ועד המסירה."
		},
		{
			title: "ניסיון שאפשר לסמוך עליו",
			text: `${claims.experience} בשליחויות לפרטיים ולעסקים.`
		}
	],
	serviceAreas: [
		"מרכז העיר",
		"רמת אליהו",
		"נחלת יהודה",
		"נווה הדרים",
		"שיכון המזרח",
		"נאות שקמה",
		"נווה ים",
		"הרקפות",
		"כרמים",
		"רביבים",
		"משכנות",
		"אזור התעשייה המערבי"
	],
	quote: {
		title: "הצעת מחיר למשלוח בראשון לציון",
		text: `משלוח רגיל בעיר מתחיל מ-${claims.regularFrom}, ומשלוח מסמכים מ-${claims.documentsFrom}. התקשרו או השאירו פרטים, ונחזור אליכם עם מחיר מדויק.`
	}
};
// app/content/city-pages/tel-aviv.ts
var tel_aviv_exports = /* @__PURE__ */ __exportAll({
	content: () => content,
	page: () => page
});
var page = {
	slug: "tel-aviv",
	kind: "city",
	order: 1,
	label: "תל אביב",
	title: "שליחויות בתל אביב",
	description: `שליחויות בתל אביב-יפו: שליח עד הבית ${claims.courierWithin}, משלוח באותו יום ואקספרס בכל שכונות העיר. זמינים 24/7, גם בשבת.`,
	keywords: [
		"שליחויות בתל אביב",
		"שליח בתל אביב",
		"משלוחים בתל אביב",
		"שליח אקספרס בתל אביב"
	],
	calculatorCityId: "tel-aviv"
};
var content = {
	variant: "full",
	intro: ["תל אביב לא עוצרת לרגע, וגם אנחנו לא. השליחים שלנו נעים בין מגדלי המשרדים, החנויות והבתים בכל רחבי העיר, ומביאים מסמכים, חבילות וציוד ליעדם במהירות ובזהירות.", `צריכים להחתים חוזה ברמת החייל, לשלוח הזמנה ללקוח ביפו או להעביר מתנה לחברה בצפון הישן? הזמינו שליח, והוא יגיע לאיסוף ${claims.courierWithin}. אנחנו זמינים 24/7, כולל שבתות וחגים.`],
	neighbourhoods: [
		"מרכז העיר",
		"לב העיר",
		"הצפון הישן",
		"הצפון החדש",
		"רמת אביב",
		"נווה צדק",
		"כרם התימנים",
		"פלורנטין",
		"יפו",
		"רמת החייל",
		"בבלי",
		"תל ברוך",
		"נווה שאנן",
		"שכונת התקווה"
	],
	reasons: [
		{
			title: `שליח ${claims.courierWithin}`,
			text: `מרגע שהזמנתם, שליח יוצא לדרך ומגיע לאיסוף ${claims.courierWithin}, גם בשעות העומס של העיר.`
		},
		{
			title: "זמינים 24/7",
			text: "אפשר להזמין משלוח בכל שעה, כולל שבתות וחגים, גם כשכל השאר סגור."
		},
		{
			title: "ביטוח מלא",
			text: "פריטים ארוזים מבוטחים במלואם, מהאיסוף ועד המסירה ליד הנמען."
		},
		{
			title: "ניסיון של שנים",
			text: `${claims.experience} בשליחויות בכל הארץ, מהצפון ועד אילת.`
		}
	],
	faq: [
		{
			question: "תוך כמה זמן מגיע שליח בתל אביב?",
			answer: `שליח מגיע לאיסוף ${claims.courierWithin} מרגע ההזמנה. משלוח אקספרס נמסר תוך ${claims.expressHours}, ומשלוח באותו יום: ${claims.sameDayUpTo}.`
		},
		{
			question: "אפשר להזמין שליח בשבת או בחג?",
			answer: "כן. השירות זמין 24/7, כולל שבתות וחגים. התקשרו אלינו או השאירו פרטים בטופס ונחזור אליכם."
		},
		{
			question: "כמה עולה משלוח בתוך תל אביב?",
			answer: `משלוח רגיל מתחיל מ-${claims.regularFrom}, ומשלוח מסמכים מ-${claims.documentsFrom}. המחירים בטבלה משוערים בלבד: המחיר המדויק תלוי במרחק, בגודל החבילה ובמהירות המשלוח שתבחרו.`
		}
	]
};
// app/content/cities.ts
var NOT_LISTED_CITY_ID = "not-listed";
var city = (id, name, lat, lng) => ({
	id,
	name,
	lat,
	lng
});
var cities = [
	city("tel-aviv", "תל אביב", 32.0853, 34.7818),
	city("jerusalem", "ירושלים", 31.7683, 35.2137),
	city("haifa", "חיפה", 32.794, 34.9896),
	city("beer-sheva", "באר שבע", 31.2518, 34.7913),
	city("netanya", "נתניה", 32.3215, 34.8532),
	city("ashdod", "אשדוד", 31.8014, 34.6435),
	city("rishon-lezion", "ראשון לציון", 31.973, 34.7925),
	city("petah-tikva", "פתח תקווה", 32.0871, 34.8875),
	city("bat-yam", "בת ים", 32.0171, 34.7454),
	city("migdal-haemek", "מגדל העמק", 32.6757, 35.2395),
	city("eilat", "אילת", 29.5577, 34.9519),
	city("kiryat-shmona", "קריית שמונה", 33.2073, 35.5697),
	city("nahariya", "נהריה", 33.0058, 35.0981),
	city("safed", "צפת", 32.9646, 35.496),
	city("karmiel", "כרמיאל", 32.9171, 35.305),
	city("akko", "עכו", 32.9281, 35.0818),
	city("tiberias", "טבריה", 32.7922, 35.5312),
	city("nazareth", "נצרת", 32.6996, 35.3035),
	city("afula", "עפולה", 32.6078, 35.2897),
	city("hadera", "חדרה", 32.434, 34.9196),
	city("kfar-saba", "כפר סבא", 32.1782, 34.9076),
	city("raanana", "רעננה", 32.1848, 34.8713),
	city("herzliya", "הרצליה", 32.1624, 34.8447),
	city("hod-hasharon", "הוד השרון", 32.1593, 34.8932),
	city("ramat-gan", "רמת גן", 32.0684, 34.8248),
	city("bnei-brak", "בני ברק", 32.0807, 34.8338),
	city("holon", "חולון", 32.0158, 34.7874),
	city("lod", "לוד", 31.9516, 34.8953),
	city("ramla", "רמלה", 31.9279, 34.8625),
	city("modiin", "מודיעין", 31.898, 35.0104),
	city("rehovot", "רחובות", 31.8928, 34.8113),
	city("beit-shemesh", "בית שמש", 31.747, 34.9881),
	city("ashkelon", "אשקלון", 31.6688, 34.5743),
	city("kiryat-gat", "קריית גת", 31.61, 34.7642),
	city("dimona", "דימונה", 31.0694, 35.0333),
	city(NOT_LISTED_CITY_ID, "העיר שלי לא ברשימה", 0, 0)
];
var DEFAULT_ORIGIN_ID = "tel-aviv";
var DEFAULT_DESTINATION_ID = "jerusalem";
var byId = new Map(cities.map((c) => [c.id, c]));
/** The city with this id; an unknown id is treated as "not listed". */
function cityById(id) {
	return byId.get(id) ?? byId.get("not-listed");
}
// app/content/city-pages/lib/schema.ts
/**
* The city pages' collection: what a city file (app/content/city-pages/<slug>.ts) must hold, and
* the check that fails the build with the file and the field when one breaks it.
*
* A city file has two named exports: `page` (what menus, the route table, the sitemap and the
* head need) and `content` (the page's variant, copy and lists). The client bundle may import
* `page` records (the menus do); only the city route's loader reads `content`, so the copy stays
* on the server. docs/decisions/015-city-pages.md.
*/
var CITY_PAGES_DIR = "app/content/city-pages";
var CITY_PATH_PREFIX = "/shipping-";
var text$1 = z.string().trim().min(1, "must not be empty");
var calculatorCityIds = new Set(cities.map((c) => c.id).filter((id) => id !== NOT_LISTED_CITY_ID));
/** A list of names shown as list items: none empty, none twice. */
var names = z.array(text$1).superRefine((items, ctx) => {
	items.forEach((item, i) => {
		if (items.indexOf(item) !== i) ctx.addIssue({
			code: "custom",
			message: `"${item}" appears twice`,
			path: [i]
		});
	});
});
/** A city file's `page` export: the common page fields (../../page-schema.ts) but the path, which the slug gives. */
var cityPageSchema = pageRecordSchema.omit({ path: true }).extend({
	/** The page lives at /shipping-<slug>; the file is <slug>.ts. */
	slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case latin letters, digits and single hyphens only"),
	kind: z.literal("city"),
	/** Place in the menus (areas dropdown, footer), smallest first. */
	order: z.number().int().positive(),
	/** The calculator's id for this city (app/content/cities.ts): slug "rishon" is "rishon-lezion" there. */
	calculatorCityId: z.string().refine((id) => calculatorCityIds.has(id), "is not a city id of app/content/cities.ts")
}).strict();
var titledText = z.object({
	title: text$1,
	text: text$1
}).strict();
var intro = z.array(text$1).min(1);
/** Beer Sheva: hero with a call button, intro, 12 neighbourhoods, price table, call to action, side form. */
var heroVariant = z.object({
	variant: z.literal("hero"),
	tagline: text$1,
	intro,
	neighbourhoods: names.length(12),
	callToAction: titledText
}).strict();
/** Netanya: intro, the two-row price table, call to action, side form. */
var compactVariant = z.object({
	variant: z.literal("compact"),
	intro,
	callToAction: titledText
}).strict();
/** Ashdod, Rishon LeZion, Petah Tikva: intro, four reasons, 12 service areas, service links, side quote box, city links, contact form section. */
var serviceAreasVariant = z.object({
	variant: z.literal("service-areas"),
	intro,
	reasons: z.array(titledText).length(4),
	serviceAreas: names.length(12),
	quote: titledText
}).strict();
/** Haifa: neighbourhood list, price table, call and contact buttons, side form. */
var neighbourhoodsVariant = z.object({
	variant: z.literal("neighbourhoods"),
	intro,
	neighbourhoods: names.min(8),
	callToAction: titledText
}).strict();
/** Tel Aviv and Jerusalem: neighbourhoods, price table, reasons, links to other services and cities; an optional short FAQ. */
var fullVariant = z.object({
	variant: z.literal("full"),
	intro,
	neighbourhoods: names.min(8),
	reasons: z.array(titledText).min(3).max(6),
	faq: z.array(z.object({
		question: text$1,
		answer: text$1
	}).strict()).min(2).max(6).optional()
}).strict();
var cityContentSchema = z.discriminatedUnion("variant", [
	heroVariant,
	compactVariant,
	serviceAreasVariant,
	neighbourhoodsVariant,
	fullVariant
]);
/** "./haifa.ts" or "../haifa.ts" (an import.meta.glob key) to its slug, "haifa". */
var slugOfModuleKey = (key) => key.replace(/^.*\//, "").replace(/\.[cm]?[jt]sx?$/, "");
var fileOf = (slug) => `${CITY_PAGES_DIR}/${slug}.ts`;
/** The `page` exports of the city files (import.meta.glob keys to values), checked and in menu order. */
function parseCityPages(pageExports) {
	const pages = Object.entries(pageExports).map(([key, value]) => {
		const slug = slugOfModuleKey(key);
		const file = fileOf(slug);
		if (value === void 0) throw new ContentError(`${file}: page: missing; a city file exports \`page\` and \`content\``);
		const page = defineCollection(file, cityPageSchema, value);
		if (page.slug !== slug) throw new ContentError(`${file}: slug: "${page.slug}" must equal the file name "${slug}"`);
		return {
			...page,
			path: `${CITY_PATH_PREFIX}${page.slug}`
		};
	});
	const seenOrder = /* @__PURE__ */ new Map();
	for (const page of pages) {
		const other = seenOrder.get(page.order);
		if (other) throw new ContentError(`${fileOf(page.slug)}: order: ${page.order} is taken by ${fileOf(other)}`);
		seenOrder.set(page.order, page.slug);
	}
	return pages.sort((a, b) => a.order - b.order);
}
/** Whole city modules (import.meta.glob keys to `{ page, content }`), checked, in menu order. */
function parseCityRecords(modules) {
	const pages = parseCityPages(Object.fromEntries(Object.entries(modules).map(([key, mod]) => [key, mod.page])));
	const contentBySlug = new Map(Object.entries(modules).map(([key, mod]) => [slugOfModuleKey(key), mod.content]));
	return pages.map((page) => {
		const file = fileOf(page.slug);
		const content = contentBySlug.get(page.slug);
		if (content === void 0) throw new ContentError(`${file}: content: missing; a city file exports \`page\` and \`content\``);
		return {
			...page,
			content: defineCollection(file, cityContentSchema, content)
		};
	});
}
var cityPages = parseCityPages(/* @__PURE__ */ Object.assign({
	"./ashdod.ts": page$7,
	"./beer-sheva.ts": page$6,
	"./haifa.ts": page$5,
	"./jerusalem.ts": page$4,
	"./netanya.ts": page$3,
	"./petah-tikva.ts": page$2,
	"./rishon.ts": page$1,
	"./tel-aviv.ts": page
}));
// app/content/blocks.ts
/**
* Body text of the content pages: headed sections of paragraphs, an optional list and an
* optional table (caption, column headers, rows). Drawn by components/page/content-blocks.tsx.
*/
var tableSchema = z.object({
	caption: z.string().min(2),
	columns: z.array(z.string().min(1)).min(2),
	rows: z.array(z.array(z.string().min(1))).min(1)
}).refine((t) => t.rows.every((row) => row.length === t.columns.length), "every row needs one cell per column");
var blockSchema = z.object({
	heading: z.string().min(2),
	paragraphs: z.array(z.string().min(10)).default([]),
	list: z.array(z.string().min(2)).optional(),
	/** A numbered list instead of bullets (steps). */
	ordered: z.boolean().optional(),
	table: tableSchema.optional()
});
/** "30" -> "מ-30 ₪": an indicative "from" price. */
var fromPrice = (shekels) => `מ-${shekels} ₪`;
/** Both readings of the hours (spec 1), from the one place they are kept. */
var serviceHoursText = openingHours.service;
var courierHoursText = `שעות השליחים והמשרד: ${openingHours.couriers.map((row) => `${row.days} ${row.hours}`).join(", ")}`;
// app/content/services.ts
/**
* The four service pages: one route module (routes/service.tsx) draws them all. "full" pages
* have the shared layout (hero, article, sidebar with the contact form and a call card); "short"
* pages are a short text with the form. Every figure is interpolated from ./prices.ts.
*/
var serviceSchema = pageRecordSchema.extend({
	kind: z.literal("service"),
	layout: z.enum(["full", "short"]),
	/** One or two sentences under the h1. */
	lead: z.string().min(20),
	/** The home page's service card. */
	cardText: z.string().min(20).max(140),
	blocks: z.array(blockSchema).min(1)
});
var t = serviceTimes;
var med = medicalTemperatures;
var services = defineCollection("app/content/services.ts", z.array(serviceSchema), [
	{
		path: "/delivery-24h",
		kind: "service",
		layout: "full",
		label: "משלוחים תוך 24 שעות",
		title: "משלוחים תוך 24 שעות",
		description: `משלוח לכל מקום בארץ תוך ${t.deliveryWithinHours} שעות, כולל שבתות וחגים. שליח מגיע אליכם תוך שעה.`,
		keywords: [
			"משלוח 24 שעות",
			"שליח מהיר",
			"משלוח אקספרס"
		],
		lead: `הזמנתם עכשיו? שליח יגיע לאסוף תוך שעה, והמשלוח יגיע ליעדו בכל מקום בארץ תוך ${t.deliveryWithinHours} שעות. השירות זמין 24/7, גם בשבתות ובחגים.`,
		cardText: `איסוף תוך שעה ומסירה לכל הארץ תוך ${t.deliveryWithinHours} שעות, כולל שבתות וחגים.`,
		blocks: [
			{
				heading: "איך זה עובד",
				paragraphs: ["שלושה צעדים פשוטים, בלי טפסים ארוכים ובלי להמתין על הקו:"],
				ordered: true,
				list: [
					"מתקשרים, שולחים הודעת וואטסאפ או משאירים פרטים בטופס.",
					"שליח מגיע לכתובת האיסוף תוך שעה.",
					`המשלוח נמסר ליעד תוך ${t.deliveryWithinHours} שעות, בכל מקום בארץ.`
				]
			},
			{
				heading: "מה אפשר לשלוח",
				paragraphs: ["חבילות ומעטפות, מסמכים, מתנות, סחורה של עסקים, חלקי חילוף ועוד. פריטים גדולים או רגישים? ספרו לנו מה שולחים ונתאים את השליח ואת הרכב.", "צריכים לארוז? יש לנו שירות אריזה, ופריטים שארזנו מבוטחים במלואם."]
			},
			{
				heading: "צריכים את זה מהר יותר?",
				paragraphs: [`משלוח באותו יום מגיע תוך ${t.sameDayUpToHours} שעות לכל היותר, ומשלוח אקספרס תוך ${t.expressHours} שעות. כך אפשר לבחור בין המחיר למהירות לפי מה שחשוב לכם באותו רגע.`],
				table: {
					caption: "מחירים משוערים לפי מהירות המשלוח",
					columns: [
						"סוג המשלוח",
						"זמן מסירה",
						"מחיר"
					],
					rows: [
						[
							"משלוח רגיל",
							`עד ${cityPagePrices.regular.withinHours} שעות`,
							fromPrice(cityPagePrices.regular.from)
						],
						[
							"משלוח באותו יום",
							`עד ${cityPagePrices.sameDay.upToHours} שעות`,
							fromPrice(cityPagePrices.sameDay.from)
						],
						[
							"משלוח אקספרס",
							`${cityPagePrices.express.hours} שעות`,
							fromPrice(cityPagePrices.express.from)
						]
					]
				}
			},
			{
				heading: "זמינים גם כשאחרים סגורים",
				paragraphs: [`${serviceHoursText}. ${courierHoursText}.`, `המחירים באתר משוערים. המחיר הסופי נקבע לפי המרחק, גודל החבילה והמהירות שבחרתם, ונמסר לכם לפני שהשליח יוצא. ניסיון של יותר מ-${t.yearsOfExperience} שנה עוזר לנו לתת הערכה מדויקת כבר בשיחה הראשונה.`]
			}
		]
	},
	{
		path: "/domestic-shipping",
		kind: "service",
		layout: "full",
		label: "משלוחים בין עירוניים",
		title: "משלוחים בין עירוניים",
		description: `שליחויות בין ערים מהצפון ועד אילת: משלוח רגיל, משלוח באותו יום ואקספרס תוך ${t.expressHours} שעות.`,
		keywords: ["משלוח בין עירוני", "שליחויות ארציות"],
		lead: `מקריית שמונה ועד אילת: אוספים מכל עיר ומוסרים בכל עיר. בחרו משלוח רגיל, משלוח באותו יום או אקספרס תוך ${t.expressHours} שעות.`,
		cardText: "מהצפון ועד אילת: משלוח רגיל, באותו יום או אקספרס, לפי מה שדחוף לכם.",
		blocks: [
			{
				heading: "זמני משלוח בין ערים",
				paragraphs: ["הזמנים בטבלה הם זמני מסירה מקובלים מרגע האיסוף. לקווים אחרים נשמח לתת הערכה בטלפון."],
				table: {
					caption: "זמני משלוח מתל אביב",
					columns: [
						"מסלול",
						"משלוח רגיל",
						"משלוח מהיר"
					],
					rows: intercityGuide.routes.map((route) => [
						`${cityById(route.fromCityId).name}-${cityById(route.toCityId).name}`,
						route.regular,
						route.fast
					])
				}
			},
			{
				heading: "כמה זה עולה",
				paragraphs: ["המחיר תלוי במרחק, בגודל החבילה ובמהירות. אלה טווחי המחירים המקובלים למשלוח בין עירוני:"],
				table: {
					caption: "טווחי מחירים למשלוח בין עירוני",
					columns: ["סוג המשלוח", "טווח מחירים"],
					rows: [
						["רגיל", `${intercityGuide.priceRanges.regular} ₪`],
						["מהיר", `${intercityGuide.priceRanges.fast} ₪`],
						["אקספרס", `${intercityGuide.priceRanges.express} ₪`]
					]
				}
			},
			{
				heading: "חבילות גדולות ואריזה",
				paragraphs: [`חבילה בינונית (${servicePrices.mediumParcel.kg} ק"ג) עולה ${fromPrice(servicePrices.mediumParcel.from)}, וחבילה גדולה (${servicePrices.largeParcel.kg} ק"ג) ${fromPrice(servicePrices.largeParcel.from)}. פריטים גדולים במיוחד מתומחרים בנפרד, לפי הגודל והמסלול.`, `אין לכם חומרי אריזה? נארוז בשבילכם (אריזה: ${extrasPrices.packaging} ₪), ופריטים שארזנו מבוטחים במלואם.`]
			},
			{
				heading: "למה לשלוח איתנו",
				list: [
					"כיסוי ארצי, מהצפון ועד אילת.",
					"שליח מגיע לאיסוף תוך שעה.",
					"שירות 24/7, כולל שבתות וחגים.",
					`יותר מ-${t.yearsOfExperience} שנות ניסיון במשלוחים בין עירוניים.`
				]
			}
		]
	},
	{
		path: "/medical-equipment",
		kind: "service",
		layout: "short",
		label: "ציוד רפואי ותרופות",
		title: "משלוח ציוד רפואי ותרופות",
		description: "שינוע ציוד רפואי ותרופות בבקרת טמפרטורה, ברישיון משרד הבריאות, בכל הארץ.",
		keywords: ["משלוח ציוד רפואי", "משלוח תרופות"],
		lead: "משלוחי ציוד רפואי ותרופות דורשים זהירות, דיוק וזמינות. אנחנו מחזיקים ברישיון משרד הבריאות למשלוחים רפואיים, ומובילים כל פריט בטמפרטורה הנכונה לו.",
		cardText: "תרופות וציוד רפואי בבקרת טמפרטורה, ברישיון משרד הבריאות.",
		blocks: [{
			heading: "שינוע בבקרת טמפרטורה",
			table: {
				caption: "טווחי הטמפרטורה במשלוחים רפואיים",
				columns: ["סוג השינוע", "טמפרטורה"],
				rows: [
					["בקירור", `${med.refrigerated.minC}-${med.refrigerated.maxC}°C`],
					["בהקפאה", `${med.frozenC}°C`],
					["בטמפרטורת החדר", `${med.room.minC}-${med.room.maxC}°C`]
				]
			}
		}, {
			heading: "למי השירות מתאים",
			list: [
				"בתי מרקחת",
				"מרפאות וקופות חולים",
				"מעבדות",
				"ספקי ציוד רפואי",
				"מטופלים ובני משפחה שצריכים תרופה בדחיפות"
			],
			paragraphs: ["השירות זמין 24/7, כולל שבתות וחגים, ומשלוח אקספרס מגיע תוך " + t.expressHours + " שעות."]
		}]
	},
	{
		path: "/documents",
		kind: "service",
		layout: "short",
		label: "שליחת מסמכים",
		title: "שליחת מסמכים",
		description: "שליח מסמכים מהיר ובטוח לכל הארץ, עם אישור מסירה לפי בקשה.",
		keywords: ["שליח מסמכים", "משלוח מסמכים"],
		lead: `חוזים, מסמכים משפטיים, מכרזים ומעטפות: שליח מגיע תוך שעה ומוסר ליד הנמען. צריכים הוכחה? נוסיף אישור מסירה (${extrasPrices.deliveryConfirmation} ₪).`,
		cardText: "מסמכים ומעטפות ליד הנמען, עם אישור מסירה לפי בקשה.",
		blocks: [{
			heading: "מחירי משלוח מסמכים",
			table: {
				caption: "מחירים משוערים למשלוח מסמכים",
				columns: ["סוג המשלוח", "מחיר"],
				rows: [
					["מעטפה או מסמך בודד, משלוח רגיל", fromPrice(documentPrices[0])],
					["חבילת מסמכים, משלוח רגיל", fromPrice(documentPrices[1])],
					["מסמכים דחופים, משלוח באותו יום", fromPrice(documentPrices[2])],
					[`מסמכים דחופים, אקספרס ${t.expressHours} שעות`, fromPrice(documentPrices[3])]
				]
			}
		}, {
			heading: "מה חשוב לדעת",
			list: [
				"מסירה ליד הנמען או למי שהוא הסמיך.",
				`אישור מסירה: ${extrasPrices.deliveryConfirmation} ₪. איסוף נוסף באותה הזמנה: ${extrasPrices.extraPickup} ₪.`,
				"שירות 24/7, כולל שבתות וחגים."
			]
		}]
	}
]);
// app/lib/breadcrumbs.ts
/** Labels of the pages that are ancestors of others; the page records use them too. */
var HOME_LABEL = "דף הבית";
var BLOG_LABEL = "בלוג";
var sectionLabels = {
	"/": HOME_LABEL,
	"/blog": BLOG_LABEL
};
/**
* The trail for a path, from its segments and a label map: "/blog/delivery-tips" gives
* home > blog > the article. Nothing on the home page, and nothing for a path the map does not
* know (a 404); a middle segment without a label is skipped. A trailing slash is ignored.
*/
function breadcrumbTrail(pathname, labels) {
	const segments = pathname.split("/").filter(Boolean);
	if (segments.length === 0) return [];
	const crumbs = [{
		path: "/",
		label: labels["/"] ?? "דף הבית"
	}];
	for (let i = 1; i <= segments.length; i++) {
		const path = "/" + segments.slice(0, i).join("/");
		const label = labels[path];
		if (label) crumbs.push({
			path,
			label
		});
		else if (i === segments.length) return [];
	}
	return crumbs;
}
/** schema.org BreadcrumbList for the trail, with absolute URLs. */
function breadcrumbJsonLd(crumbs, siteUrl) {
	return {
		"@context": "https://schema.org",
		"@type": "BreadcrumbList",
		itemListElement: crumbs.map((c, i) => ({
			"@type": "ListItem",
			position: i + 1,
			name: c.label,
			item: siteUrl + c.path
		}))
	};
}
// app/content/pages.ts
/**
* The site's page records, with named fields and checked by zod (./collection.ts). The route
* table (app/routes.ts), the pre-render list, the sitemap, menus, footer and breadcrumbs are all
* derived from these collections; the city pages and the articles come from their own
* collections (./city-pages, ./blog). Server and build-time data: import it from loaders,
* routes.ts and react-router.config.ts only, never from a component.
*/
var FILE = "app/content/pages.ts";
var homePage = defineCollection(FILE, pageRecordSchema.extend({
	kind: z.literal("home"),
	path: z.literal("/")
}), {
	path: "/",
	kind: "home",
	label: HOME_LABEL,
	title: "שליחויות מהירות בכל הארץ",
	description: "חברת שליחויות ארצית: משלוחים תוך 24 שעות, שליח עד שעה, משלוחים בין עירוניים, ציוד רפואי ומסמכים. זמינים 24/7.",
	keywords: [
		"שליחויות",
		"חברת שליחויות",
		"משלוחים",
		"שליח עד הבית"
	]
});
var servicePages = services.map(({ path, kind, label, title, description, keywords }) => ({
	path,
	kind,
	label,
	title,
	description,
	keywords
}));
/** Each info page has its own route module named after its path (app/lib/route-table.ts). */
var infoPages = defineCollection(FILE, z.array(pageRecordSchema.extend({ kind: z.literal("info") })), [
	{
		path: "/pricing",
		kind: "info",
		label: "מחירון",
		title: "מחירון משלוחים",
		description: "מחירים משוערים למשלוחים, מסמכים ומשלוחים בין עירוניים, והנחות ללקוחות עסקיים וקבועים.",
		keywords: ["מחירון שליחויות", "מחיר משלוח"]
	},
	{
		path: "/about",
		kind: "info",
		label: "אודות",
		title: "אודות החברה",
		description: "החזון, הערכים והשירותים של חברת השליחויות שלנו, עם יותר מ-15 שנות ניסיון.",
		keywords: ["אודות", "חברת שליחויות"]
	},
	{
		path: "/faq",
		kind: "info",
		label: "שאלות נפוצות",
		title: "שאלות נפוצות",
		description: "תשובות לשאלות על זמני משלוח, מחירים, מעקב, ביטוח, שעות פעילות ותשלום.",
		keywords: ["שאלות נפוצות", "שליחויות"]
	},
	{
		path: "/contact",
		kind: "info",
		label: "צור קשר",
		title: "צור קשר",
		description: "השאירו פרטים ונחזור אליכם בהקדם, או התקשרו אלינו עכשיו. שירות 24/7, כולל שבתות וחגים.",
		keywords: ["צור קשר", "הזמנת שליח"]
	},
	{
		path: "/join-team",
		kind: "info",
		label: "הצטרפו לצוות",
		title: "הצטרפו לצוות השליחים",
		description: "דרושים שליחים ונהגים בכל הארץ: ההטבות, דרישות התפקיד וטופס פנייה קצר.",
		keywords: ["דרושים שליחים", "עבודה כשליח"]
	},
	{
		path: "/privacy",
		kind: "info",
		label: "מדיניות פרטיות",
		title: "מדיניות פרטיות",
		description: "איזה מידע אנחנו אוספים באתר, למה, כמה זמן הוא נשמר ומה הזכויות שלכם.",
		keywords: ["מדיניות פרטיות", "תנאי שימוש"]
	}
]);
var blogPage = defineCollection(FILE, pageRecordSchema.extend({
	kind: z.literal("blog"),
	path: z.literal("/blog")
}), {
	path: "/blog",
	kind: "blog",
	label: BLOG_LABEL,
	title: "הבלוג שלנו",
	description: "טיפים ומדריכים על משלוחים, אריזה, חיסכון בעלויות ומשלוחי ציוד רפואי.",
	keywords: ["בלוג שליחויות", "טיפים למשלוחים"]
});
var articlePages = articles;
var allPages = [
	homePage,
	...servicePages,
	...infoPages,
	...cityPages,
	blogPage,
	...articles
];
var byPath$1 = new Map(allPages.map((p) => [p.path, p]));
function pageAt(path) {
	const found = byPath$1.get(canonicalPath(path));
	if (!found) throw new Error(`No page record for ${path}`);
	return found;
}
/** The pre-render list and the sitemap: every public page. */
function publicPaths() {
	return allPages.map((p) => p.path);
}
articles.map((a) => a.slug);
/** Breadcrumb labels for path segments, including paths that have no page of their own. */
var breadcrumbLabels = {
	...Object.fromEntries(allPages.map((p) => [p.path, p.label])),
	"/international-shipping": "משלוחים בינלאומיים"
};
function siteNavigation() {
	return {
		services: servicePages.map(toLink),
		areas: cityPages.map(toLink),
		main: [
			"/pricing",
			"/faq",
			"/blog",
			"/about",
			"/contact"
		].map((path) => toLink(pageAt(path))),
		joinTeam: toLink(pageAt("/join-team")),
		privacy: toLink(pageAt("/privacy")),
		breadcrumbLabels,
		footerBlurb: `חברת שליחויות ארצית עם ${claims.experience}: משלוחים ${claims.deliveryWithin}, שליח ${claims.courierUpTo}, משלוחים בין עירוניים, ציוד רפואי ומסמכים, מהצפון ועד אילת.`
	};
}
// app/components/accessibility-panel.tsx
var loadDialog = () => import("./assets/accessibility-dialog-vWDFQEKh.js");
var AccessibilityDialog = lazy(loadDialog);
var current;
var listeners$1 = /* @__PURE__ */ new Set();
function readStored() {
	try {
		return parseSettings(localStorage.getItem(STORAGE_KEY));
	} catch {
		return { ...DEFAULT_SETTINGS };
	}
}
function subscribe$2(listener) {
	listeners$1.add(listener);
	const onStorage = (event) => {
		if (event.key !== "a11y-settings" && event.key !== null) return;
		current = readStored();
		applySettings(document.documentElement, current);
		listener();
	};
	window.addEventListener("storage", onStorage);
	return () => {
		listeners$1.delete(listener);
		window.removeEventListener("storage", onStorage);
	};
}
var getSnapshot = () => current ??= readStored();
var getServerSnapshot = () => DEFAULT_SETTINGS;
function save(next) {
	current = next;
	applySettings(document.documentElement, next);
	try {
		localStorage.setItem(STORAGE_KEY, serializeSettings(next));
	} catch {}
	for (const listener of listeners$1) listener();
}
/** The before-first-paint script, for <head>: allowed by the CSP's hash (pre-rendered) or nonce. */
function AccessibilityHeadScript({ nonce }) {
	return /* @__PURE__ */ jsx("script", {
		nonce,
		dangerouslySetInnerHTML: { __html: A11Y_HEAD_SCRIPT }
	});
}
/**
* The floating accessibility panel at the left edge (spec 2): text size, line spacing, letter
* spacing, high contrast, large cursor, link highlighting, reset-all and the accessibility
* statement. Changes apply live to the whole page and persist in localStorage.
*/
function AccessibilityPanel() {
	const settings = useSyncExternalStore(subscribe$2, getSnapshot, getServerSnapshot);
	const [open, setOpen] = useState(false);
	const triggerRef = useRef(null);
	const panelId = useId();
	const close = useCallback(() => {
		setOpen(false);
		triggerRef.current?.focus();
	}, []);
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("button", {
		ref: triggerRef,
		type: "button",
		"aria-expanded": open,
		"aria-controls": panelId,
		onClick: () => setOpen((o) => !o),
		onPointerEnter: loadDialog,
		onFocus: loadDialog,
		className: "fixed end-0 top-1/2 z-30 -translate-y-1/2 rounded-s-card bg-brand-700 p-2.5 text-white shadow-lg hover:bg-brand-800",
		children: [/* @__PURE__ */ jsx(AccessibilityIcon, { className: "size-7" }), /* @__PURE__ */ jsx("span", {
			className: "sr-only",
			children: "הגדרות נגישות"
		})]
	}), open && /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(AccessibilityDialog, {
			id: panelId,
			settings,
			onChange: save,
			onClose: close
		})
	})] });
}
// app/components/attribution-recorder.tsx
/** The browser's session storage, or null where reading it throws (storage blocked). */
function visitStorage() {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}
/**
* Remembers, once per visit and only in this tab's session storage, the page the visitor landed
* on and what brought them (docs/decisions/020-attribution.md). Nothing leaves the browser until
* a lead form is sent. Renders nothing; runs once, when the first page hydrates.
*/
function AttributionRecorder() {
	useEffect(() => rememberLanding(visitStorage(), window.location.href, document.referrer), []);
	return null;
}
// app/components/site-nav.ts
/** No links at all beats a crash when the root loader has no data (an early error screen). */
var emptyNavigation = {
	services: [],
	areas: [],
	main: [],
	joinTeam: {
		path: "/join-team",
		label: "הצטרפו לצוות"
	},
	privacy: {
		path: "/privacy",
		label: "מדיניות פרטיות"
	},
	breadcrumbLabels: {},
	footerBlurb: ""
};
/**
* Menus, footer and breadcrumbs read their links from the root loader, which derives them from
* app/content at pre-render: the content collections stay out of the client bundle.
*/
function useSiteNavigation() {
	return useRouteLoaderData("root")?.navigation ?? emptyNavigation;
}
/** The top bar's two dropdowns (spec 2): the four service pages and the eight city pages. */
function navGroups(navigation) {
	return [{
		id: "services",
		label: "שירותים",
		pages: navigation.services
	}, {
		id: "areas",
		label: "אזורי משלוח",
		pages: navigation.areas
	}];
}
/** The footer's general links: the top bar's plain links and join-the-team. */
var footerGeneralLinks = (navigation) => [...navigation.main, navigation.joinTeam];
/** aria-current="page" on the link to the page being shown. */
var currentProps = (path, current) => path === current ? { "aria-current": "page" } : {};
// app/components/breadcrumbs.tsx
/**
* The visible trail. Its labels come from the root loader (no content in the client bundle);
* its BreadcrumbList JSON-LD is in the page's head, from pageMeta (app/lib/seo.ts).
*/
function Breadcrumbs() {
	const crumbs = breadcrumbTrail(useCurrentPath(), useSiteNavigation().breadcrumbLabels);
	if (crumbs.length === 0) return null;
	const last = crumbs.length - 1;
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "פירורי לחם",
		className: "mx-auto w-full max-w-6xl px-4 pt-4 text-sm text-muted",
		children: /* @__PURE__ */ jsx("ol", {
			className: "flex flex-wrap items-center gap-x-2 gap-y-1",
			children: crumbs.map((c, i) => /* @__PURE__ */ jsxs("li", {
				className: "flex items-center gap-2",
				children: [i > 0 && /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "text-muted",
					children: "/"
				}), i === last ? /* @__PURE__ */ jsx("span", {
					"aria-current": "page",
					className: "font-semibold text-ink",
					children: c.label
				}) : /* @__PURE__ */ jsx(Link, {
					to: c.path,
					className: "text-brand-700 underline-offset-4 hover:underline",
					children: c.label
				})]
			}, c.path))
		})
	});
}
// app/components/chat-button.tsx
/** The floating chat button (spec 2): small screens only, bottom-left, the chat opens in a new tab. */
function ChatButton() {
	const site = useSite();
	return /* @__PURE__ */ jsx("a", {
		href: whatsappHref(site.whatsappNumber),
		target: "_blank",
		rel: "noopener noreferrer",
		"aria-label": "צור קשר בוואטסאפ",
		className: "fixed bottom-4 end-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg hover:brightness-95 md:hidden",
		children: /* @__PURE__ */ jsx(ChatIcon, { className: "size-7" })
	});
}
// app/components/not-found.tsx
function NotFound() {
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto max-w-2xl px-4 py-20 text-center",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Oops! Page not found" }),
			/* @__PURE__ */ jsx("meta", {
				name: "robots",
				content: "noindex"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-bold",
				lang: "en",
				dir: "ltr",
				children: "Oops! Page not found"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-4 text-lg text-muted",
				children: "אופס! העמוד שחיפשתם לא נמצא."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: "/",
				className: "mt-8 inline-block rounded-card bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800",
				children: "חזרה לדף הבית"
			})
		]
	});
}
// app/components/route-focus.tsx
/**
* After a client-side navigation, focus goes to <main> (without scrolling: ScrollRestoration
* has already put the window at the top), so keyboard and screen-reader users start on the new
* page instead of on a link that a closing menu just hid.
*/
function RouteFocus() {
	const pathname = useCurrentPath();
	const previous = useRef(pathname);
	useEffect(() => {
		if (previous.current === pathname) return;
		previous.current = pathname;
		document.getElementById("main")?.focus({ preventScroll: true });
	}, [pathname]);
	return null;
}
// app/components/site-footer.tsx
var linkClass$1 = "text-brand-100 underline-offset-4 hover:text-white hover:underline";
function LinkList$1({ id, title, pages }) {
	return /* @__PURE__ */ jsxs("nav", {
		"aria-labelledby": id,
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: "text-lg font-bold",
			children: title
		}), /* @__PURE__ */ jsx("ul", {
			className: "mt-3 space-y-2",
			children: pages.map((p) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: p.path,
				className: linkClass$1,
				children: p.label
			}) }, p.path))
		})]
	});
}
function SiteFooter() {
	const site = useSite();
	const navigation = useSiteNavigation();
	const { joinTeam: joinTeamPage, privacy: privacyPage } = navigation;
	return /* @__PURE__ */ jsxs("footer", {
		className: "mt-16 bg-brand-900 text-white",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4",
			children: [
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "footer-about",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "footer-about",
							className: "text-lg font-bold",
							children: site.brandName
						}),
						navigation.footerBlurb && /* @__PURE__ */ jsx("p", {
							className: "mt-3 text-brand-100",
							"data-footer-blurb": true,
							children: navigation.footerBlurb
						}),
						/* @__PURE__ */ jsxs("address", {
							className: "mt-4 space-y-2 not-italic",
							children: [
								/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("span", {
									className: "font-semibold",
									children: "טלפון: "
								}), /* @__PURE__ */ jsx("a", {
									href: telHref(site.phone),
									className: linkClass$1,
									dir: "ltr",
									children: site.phone
								})] }),
								/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("span", {
									className: "font-semibold",
									children: "דוא\"ל: "
								}), /* @__PURE__ */ jsx("a", {
									href: `mailto:${site.email}`,
									className: linkClass$1,
									dir: "ltr",
									children: site.email
								})] }),
								/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("span", {
									className: "font-semibold",
									children: "כתובת: "
								}), site.address] })
							]
						})
					]
				}),
				/* @__PURE__ */ jsx(LinkList$1, {
					id: "footer-services",
					title: "השירותים שלנו",
					pages: navigation.services
				}),
				/* @__PURE__ */ jsx(LinkList$1, {
					id: "footer-areas",
					title: "אזורי משלוח",
					pages: navigation.areas
				}),
				/* @__PURE__ */ jsx(LinkList$1, {
					id: "footer-general",
					title: "מידע כללי",
					pages: footerGeneralLinks(navigation)
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "footer-hours",
					className: "sm:col-span-2",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "footer-hours",
							className: "text-lg font-bold",
							children: "שעות פעילות"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-3",
							children: openingHours.service
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-2 text-brand-100",
							children: "שליחים ומשרד:"
						}),
						/* @__PURE__ */ jsx("ul", {
							className: "mt-1 space-y-1",
							children: openingHours.couriers.map((row) => /* @__PURE__ */ jsxs("li", { children: [
								row.days,
								": ",
								/* @__PURE__ */ jsx("span", {
									dir: "ltr",
									children: row.hours
								})
							] }, row.days))
						})
					]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "footer-join",
					className: "rounded-card bg-brand-800 p-6 sm:col-span-2",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "footer-join",
							className: "text-lg font-bold",
							children: "רוצים להצטרף לצוות שלנו?"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-2 text-brand-100",
							children: "דרושים שליחים ונהגים בכל הארץ. בואו לעבוד איתנו."
						}),
						/* @__PURE__ */ jsx(Link, {
							to: joinTeamPage.path,
							className: "mt-4 inline-block rounded-card bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800",
							children: joinTeamPage.label
						})
					]
				})
			]
		}), /* @__PURE__ */ jsx("div", {
			className: "border-t border-brand-800",
			children: /* @__PURE__ */ jsxs("div", {
				className: "mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-brand-100",
				children: [/* @__PURE__ */ jsxs("p", { children: [
					"© ",
					site.brandName,
					". כל הזכויות שמורות."
				] }), /* @__PURE__ */ jsx(Link, {
					to: privacyPage.path,
					className: linkClass$1,
					children: privacyPage.label
				})]
			})
		})]
	});
}
// app/components/mobile-menu.tsx
var CLOSED = {
	open: false,
	groups: {}
};
var linkClass = "block rounded-lg px-3 py-3 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";
/**
* The small-screen menu: a button (aria-expanded, aria-controls) opens a list with the same links
* as the top bar; the services and delivery-areas sub-lists toggle; choosing a link, Escape
* (focus back on the button) or a click outside closes it. The links are in the server HTML.
*/
function MobileMenu({ className = "" }) {
	const [{ open, groups: openGroups }, setMenu] = useState(CLOSED);
	const rootRef = useRef(null);
	const buttonRef = useRef(null);
	const pathname = useCurrentPath();
	const navigation = useSiteNavigation();
	const [shownFor, setShownFor] = useState(pathname);
	if (shownFor !== pathname) {
		setShownFor(pathname);
		setMenu(CLOSED);
	}
	useEffect(() => {
		if (!open) return;
		const onPointerDown = (event) => {
			if (!rootRef.current?.contains(event.target)) setMenu(CLOSED);
		};
		const onKeyDown = (event) => {
			if (event.key !== "Escape") return;
			setMenu(CLOSED);
			buttonRef.current?.focus();
		};
		document.addEventListener("pointerdown", onPointerDown);
		document.addEventListener("keydown", onKeyDown);
		return () => {
			document.removeEventListener("pointerdown", onPointerDown);
			document.removeEventListener("keydown", onKeyDown);
		};
	}, [open]);
	const close = () => setMenu(CLOSED);
	const link = (p) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
		to: p.path,
		...currentProps(p.path, pathname),
		className: linkClass,
		onClick: close,
		children: p.label
	}) }, p.path);
	return /* @__PURE__ */ jsxs("div", {
		ref: rootRef,
		className,
		children: [/* @__PURE__ */ jsxs("button", {
			ref: buttonRef,
			type: "button",
			"aria-expanded": open,
			"aria-controls": "mobile-menu",
			onClick: () => setMenu(open ? CLOSED : {
				open: true,
				groups: {}
			}),
			className: "flex items-center gap-1.5 rounded-lg border border-brand-200 p-2 font-medium text-brand-800 hover:bg-brand-50 @min-[30rem]:px-3",
			children: [open ? /* @__PURE__ */ jsx(CloseIcon, {}) : /* @__PURE__ */ jsx(MenuIcon, {}), /* @__PURE__ */ jsx("span", {
				className: "sr-only @min-[30rem]:not-sr-only",
				children: "תפריט"
			})]
		}), /* @__PURE__ */ jsx("div", {
			id: "mobile-menu",
			hidden: !open,
			className: "absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-brand-100 bg-white shadow-lg",
			children: /* @__PURE__ */ jsxs("ul", {
				className: "mx-auto max-w-6xl px-4 py-3",
				children: [navGroups(navigation).map((group) => {
					const listId = `mobile-menu-${group.id}`;
					const expanded = openGroups[group.id] === true;
					return /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs("button", {
						type: "button",
						"aria-expanded": expanded,
						"aria-controls": listId,
						onClick: () => setMenu((m) => ({
							...m,
							groups: {
								...m.groups,
								[group.id]: !expanded
							}
						})),
						className: "flex w-full items-center justify-between rounded-lg px-3 py-3 text-start font-medium hover:bg-brand-50",
						children: [group.label, /* @__PURE__ */ jsx(ChevronIcon, { className: `size-4 transition-transform ${expanded ? "rotate-180" : ""}` })]
					}), /* @__PURE__ */ jsx("ul", {
						id: listId,
						hidden: !expanded,
						className: "ms-4 border-s-2 border-brand-100 ps-2",
						children: group.pages.map(link)
					})] }, group.id);
				}), navigation.main.map(link)]
			})
		})]
	});
}
// app/components/nav-dropdown.tsx
/**
* A top-bar dropdown built on <details>/<summary>: without JavaScript it still opens and its
* links are plain <a href>. Script adds the rest of the disclosure-menu keyboard model
* (Arrow keys, Home/End, Escape back to the trigger), closing on an outside click, on leaving
* by Tab and on choosing a link. Dropdowns sharing a `name` are exclusive (native).
*/
function NavDropdown({ label, pages }) {
	const ref = useRef(null);
	const pathname = useCurrentPath();
	const containsCurrent = pages.some((p) => p.path === pathname);
	useEffect(() => {
		const details = ref.current;
		if (!details) return;
		const summary = details.querySelector("summary");
		const links = () => [...details.querySelectorAll("a[href]")];
		const close = (focusTrigger) => {
			details.open = false;
			if (focusTrigger) summary?.focus();
		};
		const onKeyDown = (event) => {
			const items = links();
			const index = items.indexOf(document.activeElement);
			const focusAt = (i) => {
				details.open = true;
				items[(i + items.length) % items.length]?.focus();
			};
			switch (event.key) {
				case "Escape":
					if (!details.open) return;
					close(true);
					break;
				case "ArrowDown":
					focusAt(index + 1);
					break;
				case "ArrowUp":
					focusAt(index < 0 ? -1 : index - 1);
					break;
				case "Home":
					if (index < 0) return;
					focusAt(0);
					break;
				case "End":
					if (index < 0) return;
					focusAt(-1);
					break;
				default: return;
			}
			event.preventDefault();
		};
		const onFocusOut = (event) => {
			const next = event.relatedTarget;
			if (next && !details.contains(next)) close(false);
		};
		const onClick = (event) => {
			if (event.target.closest("a[href]")) close(false);
		};
		const onPointerDown = (event) => {
			if (details.open && !details.contains(event.target)) close(false);
		};
		details.addEventListener("keydown", onKeyDown);
		details.addEventListener("focusout", onFocusOut);
		details.addEventListener("click", onClick);
		document.addEventListener("pointerdown", onPointerDown);
		return () => {
			details.removeEventListener("keydown", onKeyDown);
			details.removeEventListener("focusout", onFocusOut);
			details.removeEventListener("click", onClick);
			document.removeEventListener("pointerdown", onPointerDown);
		};
	}, []);
	useEffect(() => {
		if (ref.current) ref.current.open = false;
	}, [pathname]);
	return /* @__PURE__ */ jsxs("details", {
		ref,
		name: "site-nav",
		className: "group relative",
		children: [/* @__PURE__ */ jsxs("summary", {
			className: `flex cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 group-open:bg-brand-50 [&::-webkit-details-marker]:hidden ${containsCurrent ? "text-brand-700 underline decoration-2 underline-offset-8" : ""}`,
			children: [label, /* @__PURE__ */ jsx(ChevronIcon, { className: "size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" })]
		}), /* @__PURE__ */ jsx("ul", {
			className: "absolute start-0 top-full z-50 mt-2 w-64 rounded-card border border-brand-100 bg-white p-2 shadow-lg",
			children: pages.map((p) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: p.path,
				...currentProps(p.path, pathname),
				className: "block rounded-lg px-3 py-2 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700",
				children: p.label
			}) }, p.path))
		})]
	});
}
// app/components/site-header.tsx
function SiteHeader() {
	const site = useSite();
	const pathname = useCurrentPath();
	const navigation = useSiteNavigation();
	return /* @__PURE__ */ jsx("header", {
		className: "@container sticky top-0 z-40 border-b border-brand-100 bg-white",
		"data-site-header": true,
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-6xl items-center gap-2 px-3 py-2.5 @min-[26rem]:gap-3 @min-[26rem]:px-4",
			children: [
				/* @__PURE__ */ jsx(Link, {
					to: "/",
					...currentProps("/", pathname),
					className: "me-auto min-w-0 rounded-lg py-1 text-lg leading-tight font-bold text-brand-800 @min-[26rem]:text-xl @min-[62rem]:me-0",
					children: site.brandName
				}),
				/* @__PURE__ */ jsxs("nav", {
					"aria-label": "תפריט ראשי",
					className: "flex items-center @min-[62rem]:flex-1",
					children: [/* @__PURE__ */ jsxs("ul", {
						className: "hidden items-center gap-0.5 @min-[62rem]:flex",
						children: [navGroups(navigation).map((group) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavDropdown, {
							label: group.label,
							pages: group.pages
						}) }, group.id)), navigation.main.map((p) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: p.path,
							...currentProps(p.path, pathname),
							className: "block rounded-lg px-3 py-2 font-medium hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8",
							children: p.label
						}) }, p.path))]
					}), /* @__PURE__ */ jsx(MobileMenu, { className: "@min-[62rem]:hidden" })]
				}),
				/* @__PURE__ */ jsxs("a", {
					href: telHref(site.phone),
					className: "flex shrink-0 items-center gap-2 rounded-card bg-accent-700 px-3 py-2 font-semibold text-white hover:bg-accent-800",
					children: [
						/* @__PURE__ */ jsx(PhoneIcon, { className: "size-5 shrink-0" }),
						/* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: "התקשרו אלינו: "
						}),
						/* @__PURE__ */ jsx("span", {
							dir: "ltr",
							className: "sr-only @min-[23rem]:not-sr-only",
							children: site.phone
						})
					]
				})
			]
		})
	});
}
// app/components/site-toaster.tsx
var wanted = false;
var listeners = /* @__PURE__ */ new Set();
var markMounted = () => {};
var mounted = new Promise((resolve) => markMounted = resolve);
var library;
var loadLibrary = () => library ??= import("sonner");
function mountToaster() {
	if (wanted) return;
	wanted = true;
	for (const listener of listeners) listener();
}
/** Starts loading the toaster, so the first notice appears without delay. */
function preloadToaster() {
	loadLibrary();
	mountToaster();
}
/** Shows a notice; the toaster mounts on first use. */
function notify(kind, title, description, options = {}) {
	mountToaster();
	Promise.all([loadLibrary(), mounted]).then(([{ toast }]) => toast[kind](title, {
		description,
		...options
	}));
}
var Toaster = lazy(() => import("./assets/toaster-DYGiqh-G.js"));
function subscribe$1(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
function SiteToaster() {
	if (!useSyncExternalStore(subscribe$1, () => wanted, () => false)) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(Toaster, { onMounted: markMounted })
	});
}
// app/root.tsx
var root_exports = /* @__PURE__ */ __exportAll({
	ErrorBoundary: () => ErrorBoundary,
	Layout: () => Layout,
	default: () => root_default,
	loader: () => loader$21,
	shouldRevalidate: () => shouldRevalidate
});
function loader$21() {
	return {
		site: siteConfig(),
		navigation: siteNavigation()
	};
}
/** Menus, footer and site settings are fixed for a build: nothing a form or a reload changes. */
function shouldRevalidate() {
	return false;
}
function Layout({ children }) {
	const nonce = useNonce();
	const lean = useMatches().some((match) => match.handle?.layout === "admin");
	return /* @__PURE__ */ jsxs("html", {
		lang: "he",
		dir: "rtl",
		suppressHydrationWarning: true,
		children: [/* @__PURE__ */ jsxs("head", { children: [
			/* @__PURE__ */ jsx("meta", { charSet: "utf-8" }),
			/* @__PURE__ */ jsx("meta", {
				name: "viewport",
				content: "width=device-width, initial-scale=1"
			}),
			/* @__PURE__ */ jsx(AccessibilityHeadScript, { nonce }),
			/* @__PURE__ */ jsx("meta", {
				name: "theme-color",
				content: "#1e40af"
			}),
			/* @__PURE__ */ jsx("link", {
				rel: "icon",
				href: "/favicon.svg",
				type: "image/svg+xml"
			}),
			/* @__PURE__ */ jsx(Meta, {}),
			/* @__PURE__ */ jsx(Links, {})
		] }), /* @__PURE__ */ jsxs("body", {
			className: "flex min-h-screen flex-col font-sans antialiased",
			children: [
				/* @__PURE__ */ jsx("a", {
					href: "#main",
					className: "sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2",
					children: "דלג לתוכן הראשי"
				}),
				/* @__PURE__ */ jsx(AccessibilityPanel, {}),
				lean ? children : /* @__PURE__ */ jsxs(Fragment, { children: [
					/* @__PURE__ */ jsx(SiteHeader, {}),
					/* @__PURE__ */ jsx(Breadcrumbs, {}),
					/* @__PURE__ */ jsx("main", {
						id: "main",
						tabIndex: -1,
						className: "flex-1 focus:outline-none",
						children
					}),
					/* @__PURE__ */ jsx(SiteFooter, {}),
					/* @__PURE__ */ jsx(ChatButton, {})
				] }),
				/* @__PURE__ */ jsx(SiteToaster, {}),
				/* @__PURE__ */ jsx(RouteFocus, {}),
				/* @__PURE__ */ jsx(AttributionRecorder, {}),
				/* @__PURE__ */ jsx(ScrollRestoration, {}),
				/* @__PURE__ */ jsx(Scripts, {})
			]
		})]
	});
}
var root_default = UNSAFE_withComponentProps(function App() {
	return /* @__PURE__ */ jsx(Outlet, {});
});
var ErrorBoundary = UNSAFE_withErrorBoundaryProps(function ErrorBoundary({ error }) {
	if (isRouteErrorResponse(error) && error.status === 404) return /* @__PURE__ */ jsx(NotFound, {});
	let message = "Unknown error";
	let stack;
	if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText || String(error.data ?? "")}`.trim();
	else if (error instanceof Error) message = error.message;
	return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto max-w-2xl px-4 py-20",
		lang: "en",
		dir: "ltr",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Unexpected Application Error!" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-bold",
				children: "Unexpected Application Error!"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-4 text-lg",
				children: message
			}),
			stack
		]
	});
});
// app/content/package-sizes.ts
var packageSizes = [
	{
		id: "small",
		name: "קטנה",
		description: "עד 5 ק״ג",
		multiplier: 1
	},
	{
		id: "medium",
		name: "בינונית",
		description: "5-15 ק״ג",
		multiplier: 1.3
	},
	{
		id: "large",
		name: "גדולה",
		description: "מעל 15 ק״ג",
		multiplier: 1.6
	}
];
var DEFAULT_SIZE_ID = "small";
function sizeById(id) {
	return packageSizes.find((s) => s.id === id) ?? packageSizes[0];
}
// app/lib/pricing.ts
/**
* The calculator's indicative price (spec 9 "Calculator price"; DECISIONS.md "Calculator price";
* docs/decisions/004-pricing.md). Pure: no I/O, the same code runs on the server (pre-render)
* and in the browser.
*
* Reading B, "table" (the default):
*   same city                 -> round(40 x multiplier)
*   a pair in the fixed table -> round(table price x multiplier), either direction
*   any other pair            -> round(max(50, road km x 1 shekel) x multiplier),
*                                road km = round(great-circle km x 1.25)
* Reading A, "distance":
*   round(max(50, km x 3.45 x multiplier)), km = round(great-circle km); no price for the same city.
* In both, a place without coordinates (the "my city is not listed" option, 0,0) gets no price.
*/
var SAME_CITY_PRICE = calculatorPriceRecords.sameCity;
var MINIMUM_PRICE = calculatorPriceRecords.minimum;
/** Great-circle km to an estimated road km (reading B). */
var ROAD_FACTOR = calculatorPriceRecords.roadFactor;
var SHEKELS_PER_ROAD_KM = calculatorPriceRecords.perRoadKm;
/** Shekels per great-circle km (reading A). */
var SHEKELS_PER_KM_READING_A = calculatorPriceRecords.perKmReadingA;
/**
* The fixed city-pair prices (spec 3), small package, shekels. Only the four values the spec
* gives: the table covers more pairs, but their prices are not known, so they use the fallback.
*/
var FIXED_PAIR_PRICES = calculatorPriceRecords.fixedPairs;
var EARTH_RADIUS_KM = 6371;
/**
* Nearest whole number, halves up, immune to binary floating-point noise
* (65 x 1.3 is 84.50000000000001 in doubles, other products land just under the half).
*/
function roundWhole(value) {
	return Math.round(Number(value.toPrecision(12)));
}
var toRadians = (degrees) => degrees * Math.PI / 180;
/** Great-circle distance in km between two points (haversine formula), unrounded. */
function greatCircleKm(a, b) {
	const dLat = toRadians(b.lat - a.lat);
	const dLng = toRadians(b.lng - a.lng);
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
/** The fixed price for a pair, looked up in either direction; undefined when the pair is not in the table. */
function fixedPairPrice(fromId, toId) {
	return FIXED_PAIR_PRICES.find(([a, b]) => a === fromId && b === toId || a === toId && b === fromId)?.[2];
}
/** A place at 0,0 has no known coordinates. */
function hasCoordinates(place) {
	return !(place.lat === 0 && place.lng === 0) && Number.isFinite(place.lat) && Number.isFinite(place.lng);
}
/** Reading B: table prices, else estimated road distance. */
function estimateByTable(from, to, multiplier) {
	if (!hasCoordinates(from) || !hasCoordinates(to)) return null;
	if (from.id === to.id) return {
		distanceKm: 0,
		price: roundWhole(SAME_CITY_PRICE * multiplier)
	};
	const roadKm = roundWhole(greatCircleKm(from, to) * ROAD_FACTOR);
	return {
		distanceKm: roadKm,
		price: roundWhole((fixedPairPrice(from.id, to.id) ?? Math.max(MINIMUM_PRICE, roadKm * SHEKELS_PER_ROAD_KM)) * multiplier)
	};
}
/** Reading A: great-circle distance x 3.45 x multiplier, at least 50; no price for the same city. */
function estimateByDistance(from, to, multiplier) {
	if (!hasCoordinates(from) || !hasCoordinates(to) || from.id === to.id) return null;
	const km = roundWhole(greatCircleKm(from, to));
	if (km <= 0) return null;
	return {
		distanceKm: km,
		price: roundWhole(Math.max(MINIMUM_PRICE, km * SHEKELS_PER_KM_READING_A * multiplier))
	};
}
/** The estimate under the configured model, or null when no price can be computed. */
function estimate(model, from, to, multiplier) {
	return model === "distance" ? estimateByDistance(from, to, multiplier) : estimateByTable(from, to, multiplier);
}
// app/lib/price-tool.ts
/** The imperative price-estimate tool: the calculator's own code, for agents (docs/decisions/014). */
var PRICE_TOOL_NAME = "estimate_delivery_price";
var selectableCities = cities.filter((c) => c.id !== NOT_LISTED_CITY_ID);
var normalize = (text) => text.trim().toLowerCase().replace(/[״"׳']/g, "").replace(/[\s_-]+/g, " ");
/** A city by id ("tel-aviv") or Hebrew name ("תל אביב"); undefined when it is not in the calculator's list. */
function findCity(value) {
	if (typeof value !== "string") return void 0;
	const wanted = normalize(value);
	return selectableCities.find((c) => normalize(c.id) === wanted || normalize(c.name) === wanted);
}
/** A package size by id ("medium") or Hebrew name ("בינונית"); small when absent. */
function findSize(value) {
	if (value === void 0 || value === null || value === "") return packageSizes[0];
	if (typeof value !== "string") return void 0;
	const wanted = normalize(value);
	return packageSizes.find((s) => s.id === wanted || normalize(s.name) === wanted);
}
/** The calculator's estimate for an agent: the same code as the page's calculator. */
function priceForAgent(pricingModel, input) {
	const origin = findCity(input.origin);
	const destination = findCity(input.destination);
	const size = findSize(input.size);
	if (!origin) return { error: `Unknown origin city: ${String(input.origin)}. Use one of the ids in the schema.` };
	if (!destination) return { error: `Unknown destination city: ${String(input.destination)}. Use one of the ids in the schema.` };
	if (!size) return { error: `Unknown package size: ${String(input.size)}. Use small, medium or large.` };
	const result = estimate(pricingModel, origin, destination, size.multiplier);
	if (!result) return { error: "No estimate for this pair: ask the company for a quote (see /contact)." };
	return {
		origin: origin.name,
		destination: destination.name,
		size: size.id,
		distanceKm: result.distanceKm,
		price: result.price,
		currency: "ILS",
		note: "Indicative estimate; the final price depends on the exact distance, time, day, weather and traffic."
	};
}
function priceEstimateTool(pricingModel) {
	const cityList = selectableCities.map((c) => `${c.id} (${c.name})`).join(", ");
	const city = (role) => ({
		type: "string",
		enum: selectableCities.map((c) => c.id),
		description: `${role} city id. Hebrew names are accepted too. Cities: ${cityList}.`
	});
	return {
		name: PRICE_TOOL_NAME,
		description: "Estimates the price (shekels) and road distance (km) of a courier delivery between two Israeli cities, as the site's calculator does.",
		inputSchema: {
			type: "object",
			properties: {
				origin: city("Pickup"),
				destination: city("Destination"),
				size: {
					type: "string",
					enum: packageSizes.map((s) => s.id),
					description: `Package size: ${packageSizes.map((s) => `${s.id} = ${s.description}`).join(", ")}. Default small.`
				}
			},
			required: ["origin", "destination"]
		},
		annotations: { readOnlyHint: true },
		execute: (input) => priceForAgent(pricingModel, input ?? {})
	};
}
// app/lib/webmcp.ts
var LEAD_TOOL_NAME = "request_courier_quote";
var CALCULATOR_TOOL_NAME = "delivery_price_calculator";
/** The attributes of a lead form: a declarative tool whose submit goes through the person's path. */
var leadFormTool = {
	toolname: LEAD_TOOL_NAME,
	tooldescription: "Sends the person's contact request to the courier company (Israel): a name and an Israeli phone number, optionally pickup and destination addresses. The company calls back or continues in WhatsApp. Submit only with the person's consent to the privacy policy (/privacy)."
};
/** toolparamdescription of the lead form's fields where the visible label is not enough. */
var leadParamDescriptions = {
	phone: "Israeli phone number, digits with optional dashes, spaces or +972, e.g. 050-1234567.",
	fromLocation: "Pickup address or city, free text, optional.",
	toLocation: "Destination address or city, free text, optional.",
	consent: "Check only if the person has read and agreed to the privacy policy and terms of use (/privacy).",
	website: "Always leave empty."
};
var calculatorFormTool = {
	toolname: CALCULATOR_TOOL_NAME,
	tooldescription: "Shows an indicative delivery price and road distance between two Israeli cities in the page's calculator. Prices in shekels; the final price may differ."
};
/** The page's model context, where the browser offers one. */
function modelContext() {
	if (typeof document === "undefined") return void 0;
	const doc = document;
	const nav = navigator;
	return doc.modelContext ?? nav.modelContext;
}
/** Registers tools with the page's model context; the returned function unregisters them. */
function registerTools(tools) {
	const context = modelContext();
	if (!context) return () => {};
	const controller = new AbortController();
	const registered = [];
	for (const tool of tools) try {
		const pending = context.registerTool(tool, { signal: controller.signal });
		if (pending && typeof pending.then === "function") pending.catch((error) => {
			if (!controller.signal.aborted) console.warn(`WebMCP: ${tool.name} not registered`, error);
		});
		else registered.push(tool.name);
	} catch (error) {
		console.warn(`WebMCP: ${tool.name} not registered`, error);
	}
	return () => {
		controller.abort();
		for (const name of registered) try {
			context.unregisterTool?.(name);
		} catch {}
	};
}
/**
* For a submit an agent made through a declarative tool: hands the agent a response that the
* form's handler settles with `reply`. For a person's submit, `reply` does nothing. Call it during
* the submit event, after preventDefault.
*/
function agentReply(event) {
	const submit = event;
	if (!submit.agentInvoked || typeof submit.respondWith !== "function") return () => {};
	let settle = () => {};
	const response = new Promise((resolve) => settle = resolve);
	try {
		submit.respondWith(response);
	} catch {
		return () => {};
	}
	let replied = false;
	return (message) => {
		if (replied) return;
		replied = true;
		settle(message);
	};
}
// app/components/calculator/city-select.tsx
function CitySelect({ label, name, cities, value, onChange }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
		htmlFor: id,
		className: "mb-1 block font-semibold text-ink",
		children: label
	}), /* @__PURE__ */ jsx("select", {
		id,
		name,
		value,
		onChange: (event) => onChange(event.target.value),
		className: "block w-full rounded-card border border-gray-500 bg-white px-3 py-2.5 text-base text-ink focus:border-brand-600",
		children: cities.map((city) => /* @__PURE__ */ jsx("option", {
			value: city.id,
			children: city.name
		}, city.id))
	})] });
}
// app/components/calculator/chat-messages.ts
var place = (city) => city.id === "not-listed" ? "עיר שאינה ברשימה" : city.name;
/** The prefilled chat message of the order-now button: the route, the size and the estimate shown. */
function orderChatMessage(origin, destination, size, price) {
	const lines = [
		"שלום, אשמח להזמין משלוח.",
		`מ: ${place(origin)}`,
		`אל: ${place(destination)}`,
		`גודל חבילה: ${size.name} (${size.description})`
	];
	if (price !== void 0) lines.push(`מחיר משוער במחשבון: ${price} ₪`);
	return lines.join("\n");
}
/** The prefilled chat message of the "is your city not listed?" panel. */
function notListedChatMessage(origin, destination) {
	return [
		"שלום, העיר שלי לא ברשימה במחשבון המשלוחים.",
		`מ: ${place(origin)}`,
		`אל: ${place(destination)}`,
		"אשמח לקבל הצעת מחיר."
	].join("\n");
}
// app/components/calculator/estimate-result.tsx
/**
* The estimate, or the "is your city not listed?" panel when no price can be computed.
* A polite live region: screen readers announce each new estimate.
*/
function EstimateResult({ estimate, origin, destination }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-3",
		children: [/* @__PURE__ */ jsx("div", {
			"aria-live": "polite",
			"aria-atomic": "true",
			className: "flex-1 rounded-card border border-brand-200 bg-white p-5",
			children: estimate ? /* @__PURE__ */ jsx(EstimateFigures, { estimate }) : /* @__PURE__ */ jsx(NotListedPanel, {
				origin,
				destination
			})
		}), /* @__PURE__ */ jsx("p", {
			className: "text-sm text-muted",
			children: "המחיר המוצג הוא הערכה בלבד. המחיר הסופי תלוי במרחק המדויק, בשעות, ביום בשבוע, במזג האוויר ובמצב הכבישים."
		})]
	});
}
function EstimateFigures({ estimate }) {
	return /* @__PURE__ */ jsxs("dl", {
		className: "grid gap-4",
		children: [estimate.distanceKm > 0 && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
			className: "text-muted",
			children: "מרחק משוער"
		}), /* @__PURE__ */ jsx("dd", {
			className: "text-xl font-semibold text-ink",
			"data-testid": "calculator-distance",
			children: `${estimate.distanceKm} ק״מ`
		})] }), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
			className: "text-muted",
			children: "מחיר משוער"
		}), /* @__PURE__ */ jsx("dd", {
			className: "text-4xl font-bold text-brand-800",
			"data-testid": "calculator-price",
			children: `${estimate.price} ₪`
		})] })]
	});
}
function NotListedPanel({ origin, destination }) {
	const site = useSite();
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "calculator-not-listed",
		children: [
			/* @__PURE__ */ jsx("h3", {
				className: "text-xl font-bold text-brand-900",
				children: "העיר שלך לא ברשימה?"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-ink",
				children: "כתבו לנו מאיפה ולאן, ונחזור אליכם עם הצעת מחיר מדויקת."
			}),
			/* @__PURE__ */ jsx("a", {
				href: whatsappHref(site.whatsappNumber, notListedChatMessage(origin, destination)),
				target: "_blank",
				rel: "noopener noreferrer",
				className: "mt-4 inline-block rounded-card bg-whatsapp px-5 py-3 text-xl font-bold text-white hover:brightness-110",
				children: "שלחו לנו הודעה בוואטסאפ"
			})
		]
	});
}
// app/components/calculator/order-buttons.tsx
/** Order now: a chat carrying the current choice and estimate, or a call. */
function OrderButtons({ origin, destination, size, price }) {
	const site = useSite();
	return /* @__PURE__ */ jsxs("div", {
		className: "mt-6 flex flex-col gap-3 sm:flex-row",
		children: [/* @__PURE__ */ jsx("a", {
			href: whatsappHref(site.whatsappNumber, orderChatMessage(origin, destination, size, price)),
			target: "_blank",
			rel: "noopener noreferrer",
			className: "rounded-card bg-whatsapp px-6 py-3 text-center text-xl font-bold text-white hover:brightness-110",
			children: "הזמינו עכשיו בוואטסאפ"
		}), /* @__PURE__ */ jsxs("a", {
			href: telHref(site.phone),
			className: "rounded-card bg-accent-700 px-6 py-3 text-center text-lg font-bold text-white hover:brightness-90 sm:text-xl",
			children: ["התקשרו להזמנה: ", /* @__PURE__ */ jsx("span", {
				dir: "ltr",
				children: site.phone
			})]
		})]
	});
}
// app/components/calculator/size-picker.tsx
/** The package sizes as toggle buttons: exactly one is pressed. */
function SizePicker({ value, onChange }) {
	return /* @__PURE__ */ jsxs("fieldset", { children: [/* @__PURE__ */ jsx("legend", {
		className: "mb-1 font-semibold text-ink",
		children: "גודל החבילה"
	}), /* @__PURE__ */ jsx("div", {
		className: "grid grid-cols-3 gap-2",
		children: packageSizes.map((size) => {
			const pressed = size.id === value;
			return /* @__PURE__ */ jsxs("button", {
				type: "button",
				"aria-pressed": pressed,
				onClick: () => onChange(size.id),
				className: `flex flex-col items-center rounded-card border-2 px-2 py-3 text-center transition-colors ${pressed ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-ink hover:border-brand-500"}`,
				children: [/* @__PURE__ */ jsx("span", {
					className: "font-bold",
					children: size.name
				}), /* @__PURE__ */ jsx("span", {
					className: `text-sm ${pressed ? "text-white" : "text-muted"}`,
					children: size.description
				})]
			}, size.id);
		})
	})] });
}
// app/components/calculator/delivery-calculator.tsx
var subscribeNothing = () => () => {};
/** False in the server HTML and during hydration, true once React runs in the browser. */
function useHydrated$1() {
	return useSyncExternalStore(subscribeNothing, () => true, () => false);
}
/**
* The delivery cost calculator (spec "Calculator"): origin, destination and size in, an
* indicative distance and price out, recomputed on every change. The server HTML already
* carries the default estimate (Tel Aviv-Jerusalem, small package).
*/
function DeliveryCalculator({ pricingModel }) {
	const headingId = useId();
	const [originId, setOriginId] = useState(DEFAULT_ORIGIN_ID);
	const [destinationId, setDestinationId] = useState(DEFAULT_DESTINATION_ID);
	const [sizeId, setSizeId] = useState(DEFAULT_SIZE_ID);
	/** Whether the visitor (or an agent) has chosen anything: the default estimate alone is not theirs. */
	const [used, setUsed] = useState(false);
	const hydrated = useHydrated$1();
	const origin = cityById(originId);
	const destination = cityById(destinationId);
	const size = sizeById(sizeId);
	const result = estimate(pricingModel, origin, destination, size.multiplier);
	const price = result?.price;
	useEffect(() => {
		if (used && price !== void 0) rememberQuote(visitStorage(), {
			from: origin.name,
			to: destination.name,
			size: sizeId,
			price,
			model: pricingModel
		});
	}, [
		used,
		price,
		origin.name,
		destination.name,
		sizeId,
		pricingModel
	]);
	const choose = (set) => (value) => {
		setUsed(true);
		set(value);
	};
	useEffect(() => registerTools([priceEstimateTool(pricingModel)]), [pricingModel]);
	function onSubmit(event) {
		event.preventDefault();
		const reply = agentReply(event.nativeEvent);
		const data = new FormData(event.currentTarget);
		const input = {
			origin: data.get("origin"),
			destination: data.get("destination"),
			size: data.get("size")
		};
		const answer = priceForAgent(pricingModel, input);
		if (!("error" in answer)) {
			setOriginId(String(input.origin));
			setDestinationId(String(input.destination));
			setSizeId(sizeById(String(input.size)).id);
			setUsed(true);
		}
		reply(answer);
	}
	return /* @__PURE__ */ jsxs("section", {
		id: "calculator",
		"aria-labelledby": headingId,
		"data-pricing-model": pricingModel,
		"data-hydrated": hydrated ? "true" : void 0,
		className: "scroll-mt-24 rounded-card border border-brand-100 bg-brand-50 p-5 shadow-sm md:p-8",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: "text-2xl font-bold text-brand-900 md:text-3xl",
				children: "מחשבון עלות משלוח"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-muted",
				children: "בחרו עיר מוצא, עיר יעד וגודל חבילה, וקבלו הערכת מחיר מיידית."
			}),
			/* @__PURE__ */ jsxs("form", {
				onSubmit,
				...calculatorFormTool,
				toolautosubmit: "",
				className: "mt-6 grid gap-6 md:grid-cols-2",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "space-y-5",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "grid gap-4 sm:grid-cols-2",
							children: [/* @__PURE__ */ jsx(CitySelect, {
								label: "עיר מוצא",
								name: "origin",
								cities,
								value: originId,
								onChange: choose(setOriginId)
							}), /* @__PURE__ */ jsx(CitySelect, {
								label: "עיר יעד",
								name: "destination",
								cities,
								value: destinationId,
								onChange: choose(setDestinationId)
							})]
						}),
						/* @__PURE__ */ jsx(SizePicker, {
							value: sizeId,
							onChange: choose(setSizeId)
						}),
						/* @__PURE__ */ jsx("input", {
							type: "hidden",
							name: "size",
							value: sizeId,
							toolparamdescription: "Package size: small (up to 5 kg), medium (5-15 kg) or large (over 15 kg)."
						})
					]
				}), /* @__PURE__ */ jsx(EstimateResult, {
					estimate: result,
					origin,
					destination
				})]
			}),
			/* @__PURE__ */ jsx(OrderButtons, {
				origin,
				destination,
				size,
				price: result?.price
			})
		]
	});
}
// app/lib/lead-message.ts
/** The prefilled Hebrew chat message a visitor sends after the form (spec 4, "Lead form"). */
function leadChatMessage(lead) {
	const lines = [
		"שלום, אשמח לקבל שירות שליחויות.",
		`שם: ${lead.name}`,
		`טלפון: ${lead.phone}`
	];
	if (lead.email) lines.push(`אימייל: ${lead.email}`);
	if (lead.fromLocation) lines.push(`מוצא: ${lead.fromLocation}`);
	if (lead.toLocation) lines.push(`יעד: ${lead.toLocation}`);
	lines.push("אשמח לקבל פרטים נוספים.");
	return lines.join("\n");
}
// app/components/lead-form.tsx
var leadSchema$1;
var loadLeadSchema = async () => leadSchema$1 ??= await Promise.resolve().then(() => lead_schema_exports);
function preloadSubmitPath() {
	loadLeadSchema();
	preloadToaster();
}
var formMessages = {
	errorTitle: "שגיאה",
	thanksTitle: "תודה!",
	thanksBody: "נחזור אליך בהקדם",
	unexpected: "משהו השתבש, נסו שוב"
};
var inputClass$1 = "mt-1 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-gray-500 aria-invalid:border-red-700";
/**
* The lead form. Without JavaScript it posts to /api/leads, which saves the lead and redirects
* to the chat. With JavaScript: validate (first error as a toast), open the chat tab inside the
* click (popup blockers allow that), save, point the tab at the chat, thank, clear.
*/
function LeadForm({ source, withEmail = false, submitLabel = "שליחה והמשך לוואטסאפ" }) {
	const site = useSite();
	const pathname = useCurrentPath();
	const id = useId();
	const formRef = useRef(null);
	const [pending, setPending] = useState(false);
	const [invalidField, setInvalidField] = useState(null);
	useEffect(() => {
		if (formRef.current) formRef.current.noValidate = true;
		formRef.current?.addEventListener("focusin", preloadSubmitPath, { once: true });
	}, []);
	async function onSubmit(event) {
		event.preventDefault();
		if (pending) return;
		const form = event.currentTarget;
		const reply = agentReply(event.nativeEvent);
		try {
			const data = new FormData(form);
			const text = (name) => String(data.get(name) ?? "");
			const payload = {
				name: text("name"),
				phone: text("phone"),
				email: withEmail ? text("email") : void 0,
				fromLocation: text("fromLocation"),
				toLocation: text("toLocation"),
				consent: data.has("consent"),
				source,
				pagePath: pathname,
				website: text("website"),
				...visitRecord(visitStorage())
			};
			const result = (leadSchema$1 ?? await loadLeadSchema()).validateLead(payload);
			if (!result.ok) {
				setInvalidField(result.field);
				notify("error", formMessages.errorTitle, result.message);
				reply({
					ok: false,
					field: result.field,
					message: result.message
				});
				if (result.field) form.querySelector(`[name="${result.field}"]`)?.focus();
				return;
			}
			setInvalidField(null);
			const chatUrl = whatsappHref(site.whatsappNumber, leadChatMessage(result.lead));
			const chatTab = window.open("", "_blank");
			if (chatTab) chatTab.opener = null;
			setPending(true);
			try {
				const response = await fetch("/api/leads", {
					method: "POST",
					headers: { "Content-Type": "application/json" },
					body: JSON.stringify(payload)
				});
				if (!response.ok) console.error("Lead save failed", response.status);
				reply({
					ok: response.ok,
					status: response.status,
					message: response.ok ? formMessages.thanksBody : formMessages.unexpected
				});
			} catch (error) {
				console.error("Lead save failed", error);
				reply({
					ok: false,
					message: formMessages.unexpected
				});
			}
			if (chatTab) chatTab.location.href = chatUrl;
			else window.location.href = chatUrl;
			notify("success", formMessages.thanksTitle, formMessages.thanksBody);
			form.reset();
		} catch (error) {
			console.error("Lead form failed", error);
			notify("error", formMessages.errorTitle, formMessages.unexpected);
			reply({
				ok: false,
				message: formMessages.unexpected
			});
		} finally {
			setPending(false);
		}
	}
	const field = (name) => ({
		id: `${id}-${name}`,
		name,
		"aria-invalid": invalidField === name || void 0,
		toolparamdescription: leadParamDescriptions[name]
	});
	return /* @__PURE__ */ jsxs("form", {
		ref: formRef,
		method: "post",
		action: "/api/leads",
		onSubmit,
		className: "space-y-4",
		"data-lead-form": source,
		...leadFormTool,
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "source",
				value: source
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "pagePath",
				value: pathname
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("label", {
						htmlFor: `${id}-name`,
						className: "font-medium",
						children: ["שם מלא ", /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "*"
						})]
					}), /* @__PURE__ */ jsx("input", {
						...field("name"),
						type: "text",
						required: true,
						autoComplete: "name",
						className: inputClass$1
					})] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("label", {
						htmlFor: `${id}-phone`,
						className: "font-medium",
						children: ["טלפון ", /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "*"
						})]
					}), /* @__PURE__ */ jsx("input", {
						...field("phone"),
						type: "tel",
						required: true,
						autoComplete: "tel",
						inputMode: "tel",
						dir: "ltr",
						className: `${inputClass$1} text-end`
					})] }),
					withEmail && /* @__PURE__ */ jsxs("div", {
						className: "sm:col-span-2",
						children: [/* @__PURE__ */ jsx("label", {
							htmlFor: `${id}-email`,
							className: "font-medium",
							children: "אימייל (לא חובה)"
						}), /* @__PURE__ */ jsx("input", {
							...field("email"),
							type: "email",
							autoComplete: "email",
							dir: "ltr",
							className: `${inputClass$1} text-end`
						})]
					}),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-fromLocation`,
						className: "font-medium",
						children: "כתובת איסוף (לא חובה)"
					}), /* @__PURE__ */ jsx("input", {
						...field("fromLocation"),
						type: "text",
						autoComplete: "off",
						className: inputClass$1
					})] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-toLocation`,
						className: "font-medium",
						children: "כתובת יעד (לא חובה)"
					}), /* @__PURE__ */ jsx("input", {
						...field("toLocation"),
						type: "text",
						autoComplete: "off",
						className: inputClass$1
					})] })
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				"aria-hidden": "true",
				className: "absolute -start-[10000px] h-px w-px overflow-hidden",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: `${id}-website`,
					children: "אתר אינטרנט"
				}), /* @__PURE__ */ jsx("input", {
					id: `${id}-website`,
					name: "website",
					type: "text",
					tabIndex: -1,
					autoComplete: "off",
					toolparamdescription: leadParamDescriptions.website
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex items-start gap-2",
				children: [/* @__PURE__ */ jsx("input", {
					...field("consent"),
					type: "checkbox",
					required: true,
					className: "mt-1 size-5 shrink-0 accent-brand-700"
				}), /* @__PURE__ */ jsxs("label", {
					htmlFor: `${id}-consent`,
					children: [
						"קראתי ואני מסכים/ה ל",
						/* @__PURE__ */ jsx("a", {
							href: "/privacy",
							target: "_blank",
							rel: "noopener noreferrer",
							className: "font-medium text-brand-700 underline",
							children: "מדיניות הפרטיות ותנאי השימוש"
						}),
						/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: " *"
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				disabled: pending,
				className: "w-full rounded-lg bg-whatsapp px-6 py-3 text-lg font-bold text-white hover:brightness-110 disabled:opacity-70",
				children: pending ? "שולח..." : submitLabel
			})
		]
	});
}
// app/components/contact-section.tsx
/** The call-to-action block with the phone to dial, and the lead form beside it. */
function ContactSection({ source = "contact_form", withEmail = false, title = "השאירו פרטים ונחזור אליכם", className = "" }) {
	const site = useSite();
	const headingId = useId();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": headingId,
		className: `rounded-card bg-surface-alt p-6 shadow-sm ${className}`,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-6 rounded-card bg-brand-800 p-5 text-white",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "text-lg font-bold",
						children: "צריכים שליח עכשיו?"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-1",
						children: "התקשרו ונצא לדרך תוך שעה."
					}),
					/* @__PURE__ */ jsxs("a", {
						href: telHref(site.phone),
						className: "mt-3 inline-block rounded-lg bg-white px-5 py-2 font-bold text-brand-800 hover:bg-brand-50",
						children: [/* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: "חייגו אלינו: "
						}), /* @__PURE__ */ jsx("span", {
							dir: "ltr",
							children: site.phone
						})]
					})
				]
			}),
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: "mb-4 text-2xl font-bold text-brand-900",
				children: title
			}),
			/* @__PURE__ */ jsx(LeadForm, {
				source,
				withEmail
			})
		]
	});
}
// app/components/home/home-sections.tsx
var sectionHeading = "text-2xl font-bold text-brand-900 md:text-3xl";
function ServiceCards({ cards }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "home-services",
		className: "space-y-6",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "home-services",
			className: sectionHeading,
			children: "השירותים שלנו"
		}), /* @__PURE__ */ jsx("ul", {
			className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
			children: cards.map((card) => /* @__PURE__ */ jsxs("li", {
				className: "flex flex-col rounded-card border border-brand-100 bg-white p-6 shadow-sm",
				children: [
					/* @__PURE__ */ jsx("h3", {
						className: "text-xl font-bold text-brand-900",
						children: card.label
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 flex-1 text-muted",
						children: card.text
					}),
					/* @__PURE__ */ jsxs(Link, {
						to: card.path,
						className: "mt-4 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900",
						children: ["לפרטים על ", card.label]
					})
				]
			}, card.path))
		})]
	});
}
function CityCards({ cards, moreCities }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "home-cities",
		className: "space-y-6",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "home-cities",
				className: sectionHeading,
				children: "שליחויות בכל הארץ"
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
				children: cards.map((card) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
					to: card.path,
					className: "block h-full rounded-card bg-brand-800 p-6 text-white hover:bg-brand-900",
					children: [/* @__PURE__ */ jsx("span", {
						className: "block text-xl font-bold",
						children: card.label
					}), /* @__PURE__ */ jsx("span", {
						className: "mt-2 block text-brand-100",
						children: card.text
					})]
				}) }, card.path))
			}),
			/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("h3", {
				className: "text-xl font-bold text-brand-900",
				children: [
					"ועוד ",
					moreCities.length,
					" ערים שאנחנו משרתים"
				]
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-3 flex flex-wrap gap-2",
				children: moreCities.map((name) => /* @__PURE__ */ jsx("li", {
					className: "rounded-full bg-surface-alt px-4 py-1.5",
					children: name
				}, name))
			})] })
		]
	});
}
function Benefits({ items }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "home-benefits",
		className: "space-y-6",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "home-benefits",
			className: sectionHeading,
			children: "מה מקבלים איתנו"
		}), /* @__PURE__ */ jsx("ul", {
			className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
			children: items.map((item) => /* @__PURE__ */ jsxs("li", {
				className: "rounded-card bg-brand-50 p-5",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "text-lg font-bold text-brand-900",
					children: item.title
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-1",
					children: item.text
				})]
			}, item.title))
		})]
	});
}
function Testimonials({ items }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "home-testimonials",
		className: "space-y-6",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "home-testimonials",
			className: sectionHeading,
			children: "מה הלקוחות אומרים"
		}), /* @__PURE__ */ jsx("ul", {
			className: "grid gap-4 md:grid-cols-3",
			children: items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("figure", {
				className: "h-full rounded-card border border-gray-200 bg-white p-6 shadow-sm",
				children: [/* @__PURE__ */ jsxs("blockquote", {
					className: "text-lg leading-relaxed",
					children: [
						"“",
						item.quote,
						"”"
					]
				}), /* @__PURE__ */ jsxs("figcaption", {
					className: "mt-4 font-semibold text-brand-800",
					children: [
						item.name,
						", ",
						item.place
					]
				})]
			}) }, item.name))
		})]
	});
}
// app/components/page/contact-buttons.tsx
var GREETING = "שלום, אשמח לקבל פרטים על משלוח";
/** A chat button and a call button, side by side (hero, calls to action). */
function ContactButtons({ className = "", inverted = false }) {
	const site = useSite();
	return /* @__PURE__ */ jsxs("div", {
		className: `flex flex-col gap-3 sm:flex-row ${className}`,
		children: [/* @__PURE__ */ jsxs("a", {
			href: whatsappHref(site.whatsappNumber, GREETING),
			target: "_blank",
			rel: "noopener noreferrer",
			className: "flex items-center justify-center gap-2 rounded-card bg-whatsapp px-6 py-3 text-lg font-bold text-white hover:brightness-110",
			children: [/* @__PURE__ */ jsx(ChatIcon, { className: "size-6" }), "כתבו לנו בוואטסאפ"]
		}), /* @__PURE__ */ jsxs("a", {
			href: telHref(site.phone),
			className: `flex items-center justify-center gap-2 rounded-card px-6 py-3 text-lg font-bold ${inverted ? "bg-white text-brand-800 hover:bg-brand-50" : "bg-accent-700 text-white hover:bg-accent-800"}`,
			children: [/* @__PURE__ */ jsx(PhoneIcon, { className: "size-6" }), /* @__PURE__ */ jsxs("span", { children: ["התקשרו: ", /* @__PURE__ */ jsx("span", {
				dir: "ltr",
				children: site.phone
			})] })]
		})]
	});
}
/** The sidebar's call card: the phone to dial and both readings of the hours. */
function CallCard({ className = "" }) {
	const site = useSite();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "call-card-heading",
		className: `rounded-card bg-brand-800 p-6 text-white ${className}`,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "call-card-heading",
				className: "text-xl font-bold",
				children: "מעדיפים לדבר?"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-brand-100",
				children: "שירות 24/7, כולל שבתות וחגים. שליח יוצא אליכם תוך שעה."
			}),
			/* @__PURE__ */ jsxs("a", {
				href: telHref(site.phone),
				className: "mt-4 flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 text-lg font-bold text-brand-800 hover:bg-brand-50",
				children: [
					/* @__PURE__ */ jsx(PhoneIcon, { className: "size-5" }),
					/* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: "חייגו אלינו: "
					}),
					/* @__PURE__ */ jsx("span", {
						dir: "ltr",
						children: site.phone
					})
				]
			})
		]
	});
}
// app/content/home.ts
/**
* The home page's copy: hero, why-choose-us, the featured and the other cities, benefits,
* testimonials and the urgent-delivery call to action. Figures come from ./prices.ts.
*/
var knownCityPage = z.string().refine((slug) => cityPages.some((c) => c.slug === slug), "no city page has this slug");
var knownCity = z.string().refine((id) => cities.some((c) => c.id === id), "not a city of app/content/cities.ts");
var titled = z.object({
	title: z.string().min(2),
	text: z.string().min(10)
});
var home = defineCollection("app/content/home.ts", z.object({
	hero: z.object({
		lead: z.string().min(20),
		imageAlt: z.string().min(5)
	}),
	whyChooseUs: z.object({
		heading: z.string(),
		intro: z.string().min(20),
		points: z.array(titled).min(3),
		imageAlt: z.string().min(5)
	}),
	/** City pages shown as cards (spec: Tel Aviv, Jerusalem, Haifa, Beer Sheva). */
	featuredCitySlugs: z.array(knownCityPage).length(4),
	/** Calculator city ids of the 18 further cities listed. */
	moreCityIds: z.array(knownCity).length(18),
	benefits: z.array(titled).min(4),
	testimonials: z.array(z.object({
		name: z.string().min(2),
		place: z.string().min(2),
		quote: z.string().min(20)
	})).length(3),
	urgent: z.object({
		heading: z.string(),
		text: z.string().min(20)
	})
}), {
	hero: {
		lead: `שליח מגיע אליכם תוך שעה, והמשלוח נמסר בכל מקום בארץ תוך ${serviceTimes.deliveryWithinHours} שעות. דחוף? אקספרס תוך ${serviceTimes.expressHours} שעות. אנחנו זמינים 24/7, כולל שבתות וחגים.`,
		imageAlt: "שליח על קטנוע יוצא עם חבילה לדרך, ומאחוריו מפת הארץ עם נקודות מסירה"
	},
	whyChooseUs: {
		heading: "למה לבחור בנו",
		intro: `כבר יותר מ-${serviceTimes.yearsOfExperience} שנה אנחנו מובילים חבילות, מסמכים וציוד רפואי בכל רחבי הארץ, ללקוחות פרטיים ולעסקים. מה שמנחה אותנו פשוט: להגיע מהר, לשמור על מה שמסרתם לנו, ולעדכן אתכם בדרך.`,
		points: [
			{
				title: "מהירות",
				text: `שליח אצלכם תוך שעה, משלוח באותו יום תוך ${serviceTimes.sameDayUpToHours} שעות לכל היותר, ואקספרס תוך ${serviceTimes.expressHours} שעות.`
			},
			{
				title: "ביטחון",
				text: "פריטים שארזנו בשירות האריזה שלנו מבוטחים במלואם."
			},
			{
				title: "זמינות",
				text: "שירות 24/7, כולל שבתות וחגים, מהצפון ועד אילת."
			},
			{
				title: "שקיפות",
				text: "מחשבון מחיר ומחירון פתוחים באתר, כדי שתדעו למה לצפות עוד לפני שהזמנתם."
			}
		],
		imageAlt: "חבילה ארוזה עם מגן וסימן וי, ולידה שעון ומפה: משלוח מהיר, בטוח ומבוטח"
	},
	featuredCitySlugs: [
		"tel-aviv",
		"jerusalem",
		"haifa",
		"beer-sheva"
	],
	moreCityIds: [
		"kiryat-shmona",
		"nahariya",
		"karmiel",
		"akko",
		"tiberias",
		"afula",
		"hadera",
		"kfar-saba",
		"raanana",
		"herzliya",
		"ramat-gan",
		"holon",
		"bat-yam",
		"modiin",
		"rehovot",
		"ashkelon",
		"dimona",
		"eilat"
	],
	benefits: [
		{
			title: "שליח תוך שעה",
			text: "הזמנתם? שליח בדרך לכתובת האיסוף ומגיע תוך שעה."
		},
		{
			title: `מסירה תוך ${serviceTimes.deliveryWithinHours} שעות`,
			text: "לכל כתובת בארץ, גם בין ערים רחוקות."
		},
		{
			title: "24/7, גם בשבת",
			text: "השירות זמין בכל שעה, כולל שבתות וחגים."
		},
		{
			title: "אריזה מבוטחת",
			text: `שירות אריזה (${extrasPrices.packaging} ₪) שבו הפריטים מבוטחים במלואם.`
		},
		{
			title: "ציוד רפואי ברישיון",
			text: "רישיון משרד הבריאות למשלוחים רפואיים ושינוע בבקרת טמפרטורה."
		},
		{
			title: `${serviceTimes.yearsOfExperience}+ שנות ניסיון`,
			text: "אלפי משלוחים בכל הארץ לימדו אותנו לתכנן כל מסלול נכון."
		}
	],
	testimonials: [
		{
			name: "מיכל",
			place: "תל אביב",
			quote: "הזמנתי שליח בבוקר למסמכים דחופים לירושלים, והם נמסרו עוד לפני הצהריים. שירות אדיב וזמין."
		},
		{
			name: "אבי",
			place: "חיפה",
			quote: "אנחנו שולחים איתם סחורה ללקוחות בכל הארץ. המחירים ברורים מראש, והשליחים מגיעים בזמן."
		},
		{
			name: "רונית",
			place: "באר שבע",
			quote: "הייתי צריכה להעביר תרופה בקירור בשבת בערב. ענו לי מיד, ותוך שעה השליח כבר היה בדרך."
		}
	],
	urgent: {
		heading: "צריכים משלוח דחוף?",
		text: `התקשרו עכשיו, ושליח ייצא אליכם תוך שעה. משלוח אקספרס מגיע ליעד תוך ${serviceTimes.expressHours} שעות.`
	}
});
// app/lib/seo.ts
function fullTitle(title, brandName) {
	return `${title} | ${brandName}`;
}
function canonicalUrl(site, path) {
	return `${site.siteUrl}${path}`;
}
/** The BreadcrumbList of a page below the home page: home, /blog for articles, the page itself. */
function pageBreadcrumbJsonLd(site, page) {
	if (!page.label || page.path === "/") return void 0;
	const crumbs = breadcrumbTrail(page.path, {
		...sectionLabels,
		[page.path]: page.label
	});
	return crumbs.length > 0 ? breadcrumbJsonLd(crumbs, site.siteUrl) : void 0;
}
/** Every head tag a page needs: title with the brand suffix, description, social cards, canonical, JSON-LD. */
function pageMeta(site, page) {
	const title = fullTitle(page.title, site.brandName);
	const url = canonicalUrl(site, page.path);
	const tags = [
		{ title },
		{
			name: "description",
			content: page.description
		},
		{
			property: "og:type",
			content: "website"
		},
		{
			property: "og:locale",
			content: "he_IL"
		},
		{
			property: "og:site_name",
			content: site.brandName
		},
		{
			property: "og:title",
			content: title
		},
		{
			property: "og:description",
			content: page.description
		},
		{
			property: "og:url",
			content: url
		},
		{
			name: "twitter:card",
			content: "summary"
		},
		{
			name: "twitter:title",
			content: title
		},
		{
			name: "twitter:description",
			content: page.description
		}
	];
	if (page.keywords?.length) tags.push({
		name: "keywords",
		content: page.keywords.join(", ")
	});
	if (page.noindex) tags.push({
		name: "robots",
		content: "noindex, nofollow"
	});
	else tags.push({
		tagName: "link",
		rel: "canonical",
		href: url
	});
	const breadcrumbs = page.noindex ? void 0 : pageBreadcrumbJsonLd(site, page);
	for (const record of [...page.structuredData ?? [], ...breadcrumbs ? [breadcrumbs] : []]) tags.push({ "script:ld+json": record });
	return tags;
}
var publisher = (site) => ({
	"@type": "Organization",
	name: site.brandName,
	url: site.siteUrl
});
function organizationJsonLd(site) {
	return {
		"@context": "https://schema.org",
		"@type": "Organization",
		name: site.brandName,
		url: site.siteUrl,
		telephone: site.phone,
		email: site.email,
		address: {
			"@type": "PostalAddress",
			streetAddress: site.address,
			addressCountry: "IL"
		}
	};
}
function serviceJsonLd(site, service) {
	return {
		"@context": "https://schema.org",
		"@type": "Service",
		name: service.title,
		description: service.description,
		url: canonicalUrl(site, service.path),
		serviceType: service.title,
		areaServed: {
			"@type": "Country",
			name: "ישראל"
		},
		availableLanguage: "he",
		provider: {
			...publisher(site),
			telephone: site.phone
		}
	};
}
function faqPageJsonLd(questions) {
	return {
		"@context": "https://schema.org",
		"@type": "FAQPage",
		mainEntity: questions.map((q) => ({
			"@type": "Question",
			name: q.question,
			acceptedAnswer: {
				"@type": "Answer",
				text: q.answer
			}
		}))
	};
}
function blogJsonLd(site, blog) {
	return {
		"@context": "https://schema.org",
		"@type": "Blog",
		name: blog.title,
		description: blog.description,
		url: canonicalUrl(site, blog.path),
		publisher: publisher(site)
	};
}
/** "15.01.2025" (the blog's date format) to ISO "2025-01-15". */
function isoDate(ddmmyyyy) {
	const [day, month, year] = ddmmyyyy.split(".");
	return `${year}-${month}-${day}`;
}
function blogPostingJsonLd(site, article) {
	return {
		"@context": "https://schema.org",
		"@type": "BlogPosting",
		headline: article.title,
		description: article.description,
		url: canonicalUrl(site, article.path),
		mainEntityOfPage: canonicalUrl(site, article.path),
		datePublished: isoDate(article.date),
		image: canonicalUrl(site, article.image),
		inLanguage: "he",
		author: {
			"@type": "Organization",
			name: article.author
		},
		publisher: publisher(site)
	};
}
/** The site configuration the root loader put on the page (example values if it is missing). */
function siteFromMatches(matches) {
	return (matches.find((m) => m?.id === "root")?.loaderData)?.site ?? exampleSiteConfig;
}
// app/routes/home.tsx
var home_exports = /* @__PURE__ */ __exportAll({
	default: () => home_default,
	loader: () => loader$20,
	meta: () => meta$11
});
function loader$20() {
	const pricing = pageAt("/pricing");
	return {
		page: homePage,
		pricingModel: serverConfig.pricingModel,
		home,
		serviceCards: [...services.map((s) => ({
			path: s.path,
			label: s.label,
			text: s.cardText
		})), {
			path: pricing.path,
			label: pricing.label,
			text: "כל המחירים המשוערים במקום אחד: משלוחים, מסמכים, יעדים והנחות."
		}],
		cityCards: home.featuredCitySlugs.map((slug) => {
			const city = cityPages.find((c) => c.slug === slug);
			return {
				path: city.path,
				label: city.label,
				text: city.description
			};
		}),
		moreCities: home.moreCityIds.map((id) => cityById(id).name)
	};
}
function meta$11({ matches, loaderData }) {
	if (!loaderData) return [];
	const site = siteFromMatches(matches);
	return pageMeta(site, {
		...loaderData.page,
		structuredData: [organizationJsonLd(site)]
	});
}
var home_default = UNSAFE_withComponentProps(function HomePage({ loaderData }) {
	const { page, home, serviceCards, cityCards, moreCities } = loaderData;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("header", {
		className: "bg-brand-50",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-[1fr_20rem] md:py-14 lg:grid-cols-[1fr_26rem]",
			children: [/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-4xl leading-tight font-bold text-brand-900 md:text-5xl",
					children: page.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-4 text-xl leading-relaxed text-ink",
					children: home.hero.lead
				}),
				/* @__PURE__ */ jsx(ContactButtons, { className: "mt-6" })
			] }), /* @__PURE__ */ jsx("img", {
				src: "/images/hero.svg",
				alt: home.hero.imageAlt,
				width: 480,
				height: 360,
				fetchPriority: "high",
				className: "hidden h-auto w-full md:block"
			})]
		})
	}), /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-6xl space-y-16 px-4 py-12",
		children: [
			/* @__PURE__ */ jsx(DeliveryCalculator, { pricingModel: loaderData.pricingModel }),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "home-lead-heading",
				className: "rounded-card border border-brand-100 p-6 shadow-sm",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "home-lead-heading",
					className: "mb-4 text-2xl font-bold text-brand-900",
					children: "קבלו הצעת מחיר עכשיו"
				}), /* @__PURE__ */ jsx(LeadForm, { source: "lead_form" })]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "home-why",
				className: "grid items-center gap-8 md:grid-cols-2",
				children: [/* @__PURE__ */ jsxs("div", { children: [
					/* @__PURE__ */ jsx("h2", {
						id: "home-why",
						className: "text-2xl font-bold text-brand-900 md:text-3xl",
						children: home.whyChooseUs.heading
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 text-lg leading-relaxed",
						children: home.whyChooseUs.intro
					}),
					/* @__PURE__ */ jsx("ul", {
						className: "mt-6 space-y-3",
						children: home.whyChooseUs.points.map((point) => /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsxs("span", {
							className: "font-bold text-brand-800",
							children: [point.title, ": "]
						}), point.text] }, point.title))
					})
				] }), /* @__PURE__ */ jsx("img", {
					src: "/images/why-choose-us.svg",
					alt: home.whyChooseUs.imageAlt,
					width: 480,
					height: 360,
					loading: "lazy",
					decoding: "async",
					className: "h-auto w-full"
				})]
			}),
			/* @__PURE__ */ jsx(ServiceCards, { cards: serviceCards }),
			/* @__PURE__ */ jsx(CityCards, {
				cards: cityCards,
				moreCities
			}),
			/* @__PURE__ */ jsx(Benefits, { items: home.benefits }),
			/* @__PURE__ */ jsx(Testimonials, { items: home.testimonials }),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "home-urgent",
				className: "rounded-card bg-accent-700 p-8 text-white",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "home-urgent",
						className: "text-2xl font-bold md:text-3xl",
						children: home.urgent.heading
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 text-lg",
						children: home.urgent.text
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-6 flex flex-col gap-3 sm:flex-row sm:items-center",
						children: [/* @__PURE__ */ jsx(ContactButtons, { inverted: true }), /* @__PURE__ */ jsx(Link, {
							to: "/contact",
							className: "rounded-card border-2 border-white px-6 py-3 text-center text-lg font-bold hover:bg-accent-800",
							children: "לעמוד יצירת הקשר"
						})]
					})
				]
			}),
			/* @__PURE__ */ jsx(ContactSection, { className: "md:hidden" })
		]
	})] });
});
// app/components/page/content-blocks.tsx
function DataTable({ table }) {
	return /* @__PURE__ */ jsx("div", {
		className: "overflow-x-auto",
		role: "region",
		"aria-label": table.caption,
		tabIndex: 0,
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full border-collapse text-start text-sm sm:text-base",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "mb-2 text-start text-lg font-semibold text-brand-900",
					children: table.caption
				}),
				/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsx("tr", {
					className: "bg-brand-50",
					children: table.columns.map((column) => /* @__PURE__ */ jsx("th", {
						scope: "col",
						className: "border-b-2 border-brand-200 px-2 py-2 text-start font-semibold sm:px-3",
						children: column
					}, column))
				}) }),
				/* @__PURE__ */ jsx("tbody", { children: table.rows.map((row, i) => /* @__PURE__ */ jsx("tr", {
					className: "border-b border-gray-200",
					children: row.map((cell, j) => j === 0 ? /* @__PURE__ */ jsx("th", {
						scope: "row",
						className: "px-2 py-2 text-start font-medium sm:px-3",
						children: cell
					}, j) : /* @__PURE__ */ jsx("td", {
						className: "px-2 py-2 sm:px-3",
						children: cell
					}, j))
				}, i)) })
			]
		})
	});
}
/** Headed sections of an article body; `level` is the heading level of each section. */
function ContentBlocks({ blocks, level = 2 }) {
	const Heading = level === 2 ? "h2" : "h3";
	return /* @__PURE__ */ jsx("div", {
		className: "space-y-10",
		children: blocks.map((block) => {
			const List = block.ordered ? "ol" : "ul";
			return /* @__PURE__ */ jsxs("section", {
				className: "space-y-4",
				children: [
					/* @__PURE__ */ jsx(Heading, {
						className: "text-2xl font-bold text-brand-900",
						children: block.heading
					}),
					block.paragraphs.map((p) => /* @__PURE__ */ jsx("p", {
						className: "text-lg leading-relaxed",
						children: p
					}, p)),
					block.list && /* @__PURE__ */ jsx(List, {
						className: `space-y-2 ps-6 text-lg ${block.ordered ? "list-decimal" : "list-disc"}`,
						children: block.list.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
					}),
					block.table && /* @__PURE__ */ jsx(DataTable, { table: block.table })
				]
			}, block.heading);
		})
	});
}
// app/routes/service.tsx
var service_exports = /* @__PURE__ */ __exportAll({
	default: () => service_default,
	loader: () => loader$19,
	meta: () => meta$10
});
function loader$19({ url }) {
	const service = services.find((s) => s.path === canonicalPath(url.pathname));
	if (!service) throw data(null, { status: 404 });
	return { service };
}
function meta$10({ matches, loaderData }) {
	if (!loaderData) return [];
	const site = siteFromMatches(matches);
	return pageMeta(site, {
		...loaderData.service,
		structuredData: [serviceJsonLd(site, loaderData.service)]
	});
}
var service_default = UNSAFE_withComponentProps(function ServicePage({ loaderData: { service } }) {
	if (service.layout === "short") return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto max-w-4xl px-4 py-10",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "mb-8",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-bold text-brand-900 md:text-4xl",
					children: service.title
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-4 text-xl leading-relaxed text-muted",
					children: service.lead
				})]
			}),
			/* @__PURE__ */ jsx(ContentBlocks, { blocks: service.blocks }),
			/* @__PURE__ */ jsx(ContactSection, { className: "mt-12" })
		]
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("header", {
		className: "bg-brand-50",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto max-w-6xl px-4 py-12",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "text-3xl font-bold text-brand-900 md:text-5xl",
					children: service.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-4 max-w-3xl text-xl leading-relaxed text-muted",
					children: service.lead
				}),
				/* @__PURE__ */ jsx(ContactButtons, { className: "mt-6" })
			]
		})
	}), /* @__PURE__ */ jsxs("div", {
		className: "mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_22rem]",
		children: [/* @__PURE__ */ jsx("article", { children: /* @__PURE__ */ jsx(ContentBlocks, { blocks: service.blocks }) }), /* @__PURE__ */ jsxs("aside", {
			"aria-label": "יצירת קשר",
			className: "space-y-6 lg:sticky lg:top-24 lg:self-start",
			children: [/* @__PURE__ */ jsx(CallCard, {}), /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "sidebar-form-heading",
				className: "rounded-card border border-brand-100 bg-white p-6 shadow-sm",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "sidebar-form-heading",
					className: "mb-4 text-xl font-bold text-brand-900",
					children: "השאירו פרטים ונחזור אליכם"
				}), /* @__PURE__ */ jsx(LeadForm, { source: "contact_form" })]
			})]
		})]
	})] });
});
// app/components/page/page-header.tsx
/** The h1 and lead of a content page. */
function PageHeader({ title, lead, children }) {
	return /* @__PURE__ */ jsxs("header", {
		className: "mb-10",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-bold text-brand-900 md:text-4xl",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-4 max-w-3xl text-xl leading-relaxed text-muted",
				children: lead
			}),
			children
		]
	});
}
// app/content/pricing.ts
/**
* The pricing page (spec 2 "Pricing", spec 3 "Static price rows"): three tables and the
* discounts, every cell built from ./prices.ts.
*/
var pricingSchema = z.object({
	intro: z.string().min(20),
	tables: z.array(tableSchema).length(3),
	extras: z.array(z.object({
		label: z.string(),
		price: z.string()
	})).min(1),
	discounts: z.array(z.object({
		title: z.string(),
		percent: z.string(),
		text: z.string().min(10)
	})).length(4),
	note: z.string().min(20)
});
var standard = `עד ${servicePrices.standardMaxKg} ק"ג`;
var pricing = defineCollection("app/content/pricing.ts", pricingSchema, {
	intro: "המחירים כאן הם מחירי \"החל מ-\" משוערים. המחיר הסופי נקבע לפי המרחק, גודל החבילה ומהירות המשלוח, ונמסר לכם לפני שהשליח יוצא לדרך.",
	tables: [
		{
			caption: "משלוחים לפי סוג שירות ומשקל",
			columns: [
				"שירות",
				"משקל",
				"מחיר"
			],
			rows: [
				[
					`משלוח רגיל (${servicePrices.regular.days} ימים)`,
					standard,
					fromPrice(servicePrices.regular.from)
				],
				[
					"משלוח באותו יום",
					standard,
					fromPrice(servicePrices.sameDay.from)
				],
				[
					`משלוח אקספרס (${serviceTimes.expressHours} שעות)`,
					standard,
					fromPrice(servicePrices.express.from)
				],
				[
					"חבילה בינונית",
					`${servicePrices.mediumParcel.kg} ק"ג`,
					fromPrice(servicePrices.mediumParcel.from)
				],
				[
					"חבילה גדולה",
					`${servicePrices.largeParcel.kg} ק"ג`,
					fromPrice(servicePrices.largeParcel.from)
				]
			]
		},
		{
			caption: "משלוח מסמכים",
			columns: [
				"סוג המסמך",
				"סוג המשלוח",
				"מחיר"
			],
			rows: [
				[
					"מעטפה או מסמך בודד",
					"רגיל",
					fromPrice(documentPrices[0])
				],
				[
					"חבילת מסמכים",
					"רגיל",
					fromPrice(documentPrices[1])
				],
				[
					"מסמכים דחופים",
					"באותו יום",
					fromPrice(documentPrices[2])
				],
				[
					"מסמכים דחופים",
					`אקספרס (${serviceTimes.expressHours} שעות)`,
					fromPrice(documentPrices[3])
				]
			]
		},
		{
			caption: "משלוחים לפי יעד",
			columns: [
				"יעד",
				"זמן משלוח",
				"מחיר"
			],
			rows: destinationPrices.map((d) => [
				cityById(d.cityId).name,
				`${d.hours} שעות`,
				fromPrice(d.from)
			])
		}
	],
	extras: [
		{
			label: "אריזה (פריטים שארזנו מבוטחים במלואם)",
			price: `${extrasPrices.packaging} ₪`
		},
		{
			label: "אישור מסירה",
			price: `${extrasPrices.deliveryConfirmation} ₪`
		},
		{
			label: "איסוף נוסף",
			price: `${extrasPrices.extraPickup} ₪`
		}
	],
	discounts: [
		{
			title: "הנחה לעסקים",
			percent: `${discounts.business}%`,
			text: "לעסקים ששולחים איתנו באופן שוטף, עם חשבונית חודשית מרוכזת."
		},
		{
			title: "משלוח ליום הבא",
			percent: `${discounts.nextDayVsSameDay}%`,
			text: "חיסכון לעומת משלוח באותו יום, כשהמשלוח יכול לחכות למחר."
		},
		{
			title: "לקוחות קבועים",
			percent: `${discounts.regularCustomers}%`,
			text: "הנחה קבועה ללקוחות שחוזרים אלינו."
		},
		{
			title: "תכנון מראש",
			percent: `${discounts.planningAhead}%`,
			text: "הזמנה מראש מאפשרת לשבץ את המשלוח במסלול קיים ולחסוך."
		}
	],
	note: "המחירים כוללים איסוף ומסירה עד הדלת. לפריטים גדולים במיוחד, למסלולים מיוחדים או לכמויות, התקשרו ונבנה לכם הצעת מחיר."
});
// app/routes/pricing.tsx
var pricing_exports = /* @__PURE__ */ __exportAll({
	default: () => pricing_default,
	loader: () => loader$18,
	meta: () => meta$9
});
function loader$18() {
	return {
		page: pageAt("/pricing"),
		pricing
	};
}
function meta$9({ matches, loaderData }) {
	return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}
var pricing_default = UNSAFE_withComponentProps(function PricingPage({ loaderData: { page, pricing } }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto max-w-5xl px-4 py-10",
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title: page.title,
			lead: pricing.intro
		}), /* @__PURE__ */ jsxs("div", {
			className: "space-y-12",
			children: [
				pricing.tables.map((table) => /* @__PURE__ */ jsx("section", {
					className: "rounded-card border border-brand-100 bg-white p-4 shadow-sm md:p-6",
					children: /* @__PURE__ */ jsx(DataTable, { table })
				}, table.caption)),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "pricing-extras",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "pricing-extras",
						className: "text-2xl font-bold text-brand-900",
						children: "תוספות"
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-4 grid gap-3 sm:grid-cols-3",
						children: pricing.extras.map((extra) => /* @__PURE__ */ jsxs("li", {
							className: "rounded-card bg-surface-alt p-4",
							children: [/* @__PURE__ */ jsx("span", {
								className: "block",
								children: extra.label
							}), /* @__PURE__ */ jsx("span", {
								className: "mt-1 block text-xl font-bold text-brand-800",
								children: extra.price
							})]
						}, extra.label))
					})]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "pricing-discounts",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "pricing-discounts",
						className: "text-2xl font-bold text-brand-900",
						children: "הנחות"
					}), /* @__PURE__ */ jsx("ul", {
						className: "mt-4 grid gap-4 sm:grid-cols-2",
						children: pricing.discounts.map((discount) => /* @__PURE__ */ jsxs("li", {
							className: "rounded-card bg-brand-50 p-5",
							children: [
								/* @__PURE__ */ jsx("h3", {
									className: "text-lg font-bold text-brand-900",
									children: discount.title
								}),
								/* @__PURE__ */ jsx("p", {
									className: "mt-1 text-3xl font-bold text-accent-700",
									dir: "ltr",
									children: discount.percent
								}),
								/* @__PURE__ */ jsx("p", {
									className: "mt-2",
									children: discount.text
								})
							]
						}, discount.title))
					})]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "pricing-quote",
					className: "rounded-card bg-brand-800 p-6 text-white",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "pricing-quote",
							className: "text-2xl font-bold",
							children: "רוצים מחיר מדויק?"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-2 text-lg text-brand-100",
							children: pricing.note
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "mt-4 flex flex-col gap-3 sm:flex-row sm:items-center",
							children: [/* @__PURE__ */ jsx(ContactButtons, { inverted: true }), /* @__PURE__ */ jsx(Link, {
								to: "/#calculator",
								className: "rounded-card border-2 border-white px-6 py-3 text-center text-lg font-bold hover:bg-brand-900",
								children: "למחשבון המחיר"
							})]
						})
					]
				})
			]
		})]
	});
});
var about = defineCollection("app/content/about.ts", z.object({
	lead: z.string().min(20),
	vision: blockSchema,
	values: z.array(z.object({
		title: z.string(),
		text: z.string().min(10)
	})).min(3),
	servicesIntro: z.string().min(10),
	packing: z.string().min(10)
}), {
	lead: `אנחנו חברת שליחויות ארצית עם יותר מ-${serviceTimes.yearsOfExperience} שנות ניסיון, שמובילה חבילות, מסמכים וציוד רפואי ללקוחות פרטיים ולעסקים בכל רחבי הארץ.`,
	vision: {
		heading: "החזון שלנו",
		paragraphs: ["שכל אחד, בכל מקום בארץ, יוכל לשלוח משהו חשוב ולדעת שהוא יגיע בזמן ובשלום. בלי לחפש מי פנוי, בלי הפתעות במחיר, ובלי לחכות ליום ראשון.", "בשביל זה אנחנו זמינים 24/7, כולל שבתות וחגים, שולחים שליח תוך שעה, ומוסרים בכל מקום בארץ תוך 24 שעות."]
	},
	values: [
		{
			title: "אמינות",
			text: "מה שאמרנו בטלפון הוא מה שקורה בפועל: זמן האיסוף, זמן המסירה והמחיר."
		},
		{
			title: "מהירות",
			text: `שליח אצלכם תוך שעה, ואקספרס שמגיע ליעד תוך ${serviceTimes.expressHours} שעות.`
		},
		{
			title: "אחריות",
			text: "אנחנו שומרים על מה שמסרתם לנו כאילו היה שלנו. פריטים שארזנו מבוטחים במלואם."
		},
		{
			title: "שקיפות",
			text: "מחירון ומחשבון פתוחים באתר, ומחיר סופי לפני שהשליח יוצא."
		},
		{
			title: "זמינות",
			text: "עונים גם בלילה, גם בשבת וגם בחג."
		}
	],
	servicesIntro: "אלה השירותים שאנחנו נותנים, לכל הארץ:",
	packing: "ובנוסף, שירות אריזה: נארוז בשבילכם, ופריטים שארזנו מבוטחים במלואם."
});
// app/routes/about.tsx
var about_exports = /* @__PURE__ */ __exportAll({
	default: () => about_default,
	loader: () => loader$17,
	meta: () => meta$8
});
function loader$17() {
	return {
		page: pageAt("/about"),
		about,
		services: services.map((s) => ({
			path: s.path,
			label: s.label,
			text: s.cardText
		}))
	};
}
function meta$8({ matches, loaderData }) {
	if (!loaderData) return [];
	const site = siteFromMatches(matches);
	return pageMeta(site, {
		...loaderData.page,
		structuredData: [organizationJsonLd(site)]
	});
}
var about_default = UNSAFE_withComponentProps(function AboutPage({ loaderData: { page, about, services } }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto max-w-5xl px-4 py-10",
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title: page.title,
			lead: about.lead
		}), /* @__PURE__ */ jsxs("div", {
			className: "space-y-12",
			children: [
				/* @__PURE__ */ jsx(ContentBlocks, { blocks: [about.vision] }),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "about-values",
					className: "space-y-4",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "about-values",
						className: "text-2xl font-bold text-brand-900",
						children: "הערכים שלנו"
					}), /* @__PURE__ */ jsx("ul", {
						className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
						children: about.values.map((value) => /* @__PURE__ */ jsxs("li", {
							className: "rounded-card bg-brand-50 p-5",
							children: [/* @__PURE__ */ jsx("h3", {
								className: "text-lg font-bold text-brand-900",
								children: value.title
							}), /* @__PURE__ */ jsx("p", {
								className: "mt-1",
								children: value.text
							})]
						}, value.title))
					})]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "about-services",
					className: "space-y-4",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "about-services",
							className: "text-2xl font-bold text-brand-900",
							children: "השירותים שלנו"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "text-lg",
							children: about.servicesIntro
						}),
						/* @__PURE__ */ jsx("ul", {
							className: "grid gap-4 sm:grid-cols-2",
							children: services.map((s) => /* @__PURE__ */ jsxs("li", {
								className: "rounded-card border border-brand-100 p-5",
								children: [/* @__PURE__ */ jsx(Link, {
									to: s.path,
									className: "text-lg font-bold text-brand-700 underline underline-offset-4",
									children: s.label
								}), /* @__PURE__ */ jsx("p", {
									className: "mt-1",
									children: s.text
								})]
							}, s.path))
						}),
						/* @__PURE__ */ jsx("p", {
							className: "text-lg",
							children: about.packing
						})
					]
				})
			]
		})]
	});
});
var faq = defineCollection("app/content/faq.ts", z.array(z.object({
	id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
	question: z.string().min(5).endsWith("?"),
	answer: z.string().min(40)
})).length(10).refine((items) => new Set(items.map((i) => i.id)).size === items.length, "question ids must be unique"), [
	{
		id: "delivery-times",
		question: "תוך כמה זמן המשלוח מגיע?",
		answer: `שליח מגיע לאיסוף תוך שעה. משלוח רגיל נמסר תוך ${serviceTimes.deliveryWithinHours} שעות, משלוח באותו יום תוך ${serviceTimes.sameDayUpToHours} שעות לכל היותר, ומשלוח אקספרס תוך ${serviceTimes.expressHours} שעות. לאילת משלוח רגיל לוקח ${intercityGuide.routes.find((r) => r.toCityId === "eilat")?.regular ?? ""}.`
	},
	{
		id: "price",
		question: "איך מחושב מחיר המשלוח?",
		answer: `המחיר נקבע לפי המרחק בין נקודת האיסוף ליעד, גודל החבילה ומהירות המשלוח. משלוח רגיל מתחיל מ-${cityPagePrices.regular.from} ₪ ומשלוח אקספרס מ-${cityPagePrices.express.from} ₪. המחשבון בדף הבית והמחירון נותנים הערכה מיידית, והמחיר הסופי נמסר לכם לפני שהשליח יוצא.`
	},
	{
		id: "tracking",
		question: "איך אפשר לדעת איפה המשלוח שלי?",
		answer: "פשוט התקשרו אלינו או שלחו הודעת וואטסאפ, ונעדכן אתכם איפה המשלוח נמצא ומתי הוא צפוי להגיע."
	},
	{
		id: "coverage",
		question: "לאילו אזורים אתם שולחים?",
		answer: "לכל הארץ, מהצפון ועד אילת: ערים, יישובים ואזורי תעשייה. אם היעד שלכם מרוחק, התקשרו ונתאים את מועד האיסוף והמסירה."
	},
	{
		id: "insurance",
		question: "מה קורה אם משהו נפגע בדרך?",
		answer: "פריטים שארזנו בשירות האריזה שלנו מבוטחים במלואם. אם משלוח הגיע פגוע, צלמו את האריזה ואת הפריט ופנו אלינו מיד בטלפון או בוואטסאפ, ונטפל בפנייה."
	},
	{
		id: "presence",
		question: "האם מישהו צריך להיות נוכח במסירה?",
		answer: "עדיף שמישהו יהיה במקום כדי לקבל את המשלוח. אם לא תהיו זמינים, תאמו איתנו מראש מסירה לאדם אחר או למקום מוסכם. מסמכים ותרופות נמסרים ליד הנמען או למי שהוא הסמיך."
	},
	{
		id: "large-items",
		question: "אפשר לשלוח פריטים גדולים?",
		answer: `כן. חבילה גדולה (${servicePrices.largeParcel.kg} ק"ג) מתחילה מ-${servicePrices.largeParcel.from} ₪, ופריטים גדולים יותר מתומחרים בנפרד לפי הגודל והמסלול. ספרו לנו מה שולחים ונתאים את הרכב.`
	},
	{
		id: "hours",
		question: "מה שעות הפעילות שלכם?",
		answer: `${serviceHoursText}. ${courierHoursText}.`
	},
	{
		id: "payment",
		question: "איך משלמים?",
		answer: "אפשר לשלם באפליקציית תשלומים, בארנק דיגיטלי או במזומן לשליח. עסקים שעובדים איתנו באופן קבוע מקבלים חשבונית חודשית מרוכזת."
	},
	{
		id: "discounts",
		question: "יש הנחות?",
		answer: `כן. עסקים מקבלים הנחה של ${discounts.business}%, לקוחות קבועים ${discounts.regularCustomers}%, ותכנון מראש חוסך ${discounts.planningAhead}%. משלוח ליום הבא חוסך ${discounts.nextDayVsSameDay}% לעומת משלוח באותו יום.`
	}
]);
// app/routes/faq.tsx
var faq_exports = /* @__PURE__ */ __exportAll({
	default: () => faq_default,
	loader: () => loader$16,
	meta: () => meta$7
});
function loader$16() {
	return {
		page: pageAt("/faq"),
		faq
	};
}
function meta$7({ matches, loaderData }) {
	if (!loaderData) return [];
	return pageMeta(siteFromMatches(matches), {
		...loaderData.page,
		structuredData: [faqPageJsonLd(loaderData.faq)]
	});
}
var faq_default = UNSAFE_withComponentProps(function FaqPage({ loaderData: { page, faq } }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto max-w-4xl px-4 py-10",
		children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title: page.title,
				lead: "התשובות לשאלות שהכי הרבה לקוחות שואלים אותנו. לא מצאתם תשובה? דברו איתנו."
			}),
			/* @__PURE__ */ jsx("div", {
				className: "space-y-3",
				children: faq.map((item) => /* @__PURE__ */ jsxs("details", {
					name: "faq",
					id: `faq-${item.id}`,
					className: "group rounded-card border border-brand-100 bg-white shadow-sm open:border-brand-200",
					children: [/* @__PURE__ */ jsxs("summary", {
						className: "flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-lg font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden",
						children: [/* @__PURE__ */ jsx("span", { children: item.question }), /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "text-2xl leading-none text-brand-700 transition-transform group-open:rotate-45 motion-reduce:transition-none",
							children: "+"
						})]
					}), /* @__PURE__ */ jsx("p", {
						className: "px-5 pb-5 text-lg leading-relaxed",
						children: item.answer
					})]
				}, item.id))
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "faq-more",
				className: "mt-12 rounded-card bg-brand-50 p-6",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "faq-more",
						className: "text-2xl font-bold text-brand-900",
						children: "יש לכם שאלה אחרת?"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 text-lg",
						children: "אנחנו זמינים 24/7, כולל שבתות וחגים."
					}),
					/* @__PURE__ */ jsx(ContactButtons, { className: "mt-4" })
				]
			})
		]
	});
});
// app/routes/contact.tsx
var contact_exports = /* @__PURE__ */ __exportAll({
	default: () => contact_default,
	loader: () => loader$15,
	meta: () => meta$6
});
function loader$15() {
	return { page: pageAt("/contact") };
}
function meta$6({ matches, loaderData }) {
	return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}
var contact_default = UNSAFE_withComponentProps(function ContactPage({ loaderData: { page } }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto max-w-4xl px-4 py-10",
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title: page.title,
			lead: page.description
		}), /* @__PURE__ */ jsx(ContactSection, { withEmail: true })]
	});
});
var joinTeam = defineCollection("app/content/join-team.ts", z.object({
	lead: z.string().min(20),
	benefits: z.array(z.object({
		title: z.string(),
		text: z.string().min(10)
	})).min(3),
	requirements: z.array(z.string().min(5)).length(5)
}), {
	lead: "אנחנו מחפשים שליחים ונהגים בכל הארץ, שאוהבים להיות בדרך ויודעים לעמוד בזמנים. השאירו פרטים ונחזור אליכם.",
	benefits: [
		{
			title: "עבודה קרוב לבית",
			text: "אנחנו פועלים בכל הארץ, מהצפון ועד אילת, ומשבצים אתכם באזור שלכם."
		},
		{
			title: "משלוחים כל השבוע",
			text: "לקוחות פרטיים ועסקים שולחים איתנו כל יום, כך שיש עבודה לאורך כל השבוע."
		},
		{
			title: "שעות עבודה ברורות",
			text: `${courierHoursText}.`
		},
		{
			title: "צוות שעומד מאחוריכם",
			text: "המוקד זמין לכל שאלה בדרך, ומתאם מראש את האיסוף והמסירה."
		}
	],
	requirements: [
		"רישיון נהיגה בתוקף (מכל סוג)",
		"עוסק מורשה או עוסק פטור",
		"הוצאת חשבוניות על העבודה",
		"כלי רכב לעבודה: אופנוע, קטנוע, רכב פרטי או מסחרי",
		"טלפון חכם עם אפליקציית ניווט ווואטסאפ"
	]
});
// app/routes/join-team.tsx
var join_team_exports = /* @__PURE__ */ __exportAll({
	default: () => join_team_default,
	loader: () => loader$14,
	meta: () => meta$5
});
function loader$14() {
	return {
		page: pageAt("/join-team"),
		joinTeam
	};
}
function meta$5({ matches, loaderData }) {
	return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}
var join_team_default = UNSAFE_withComponentProps(function JoinTeamPage({ loaderData: { page, joinTeam } }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto max-w-5xl px-4 py-10",
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title: page.title,
			lead: joinTeam.lead
		}), /* @__PURE__ */ jsxs("div", {
			className: "space-y-12",
			children: [
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "join-benefits",
					className: "space-y-4",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "join-benefits",
						className: "text-2xl font-bold text-brand-900",
						children: "למה לעבוד איתנו"
					}), /* @__PURE__ */ jsx("ul", {
						className: "grid gap-4 sm:grid-cols-2",
						children: joinTeam.benefits.map((b) => /* @__PURE__ */ jsxs("li", {
							className: "rounded-card bg-brand-50 p-5",
							children: [/* @__PURE__ */ jsx("h3", {
								className: "text-lg font-bold text-brand-900",
								children: b.title
							}), /* @__PURE__ */ jsx("p", {
								className: "mt-1",
								children: b.text
							})]
						}, b.title))
					})]
				}),
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "join-requirements",
					className: "space-y-4",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "join-requirements",
						className: "text-2xl font-bold text-brand-900",
						children: "דרישות התפקיד"
					}), /* @__PURE__ */ jsx("ol", {
						className: "list-decimal space-y-2 ps-6 text-lg",
						children: joinTeam.requirements.map((r) => /* @__PURE__ */ jsx("li", { children: r }, r))
					})]
				}),
				/* @__PURE__ */ jsx(ContactSection, {
					withEmail: true,
					title: "רוצים להצטרף? השאירו פרטים"
				})
			]
		})]
	});
});
var privacy = defineCollection("app/content/privacy.ts", z.object({
	updated: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
	sections: z.array(z.object({
		heading: z.string().min(2),
		paragraphs: z.array(z.string().min(10)).min(1),
		list: z.array(z.string().min(2)).optional(),
		/** Show the business phone and e-mail after the text. */
		withContactDetails: z.boolean().optional()
	})).length(11)
}), {
	updated: "24.11.2026",
	sections: [
		{
			heading: "כללי",
			paragraphs: ["מדיניות זו מסבירה איזה מידע אנחנו אוספים כשאתם משתמשים באתר, למה, כמה זמן אנחנו שומרים אותו ומה הזכויות שלכם. השימוש באתר ושליחת טופס פנייה מהווים הסכמה למדיניות זו."]
		},
		{
			heading: "המידע שאנחנו אוספים",
			paragraphs: ["כשאתם משאירים פרטים בטופס, אנחנו שומרים את אלה, ורק אותם:"],
			list: [
				"שם",
				"מספר טלפון",
				"כתובת איסוף וכתובת יעד, אם מילאתם",
				"כתובת אימייל, בטפסים שבהם היא מופיעה ואם מילאתם",
				"הדף שממנו נשלח הטופס ומועד השליחה",
				"איך הגעתם לאתר והערכת המחיר האחרונה שקיבלתם במחשבון, כמפורט בסעיף \"עוגיות ואחסון מקומי\""
			]
		},
		{
			heading: "מידע טכני",
			paragraphs: ["השרת שלנו רושם מידע טכני בסיסי כמו כתובת IP וסוג הדפדפן, לצורך אבטחה ומניעת שימוש לרעה (למשל הגבלת מספר הפניות מאותו מקור). איננו משתמשים בכלי פרסום או במעקב של צד שלישי."]
		},
		{
			heading: "למה אנחנו משתמשים במידע",
			paragraphs: ["אנחנו משתמשים במידע רק כדי לחזור אליכם, לתת הצעת מחיר, לתאם ולבצע את המשלוח, ולשפר את השירות. לא נשלח לכם דיוור פרסומי בלי הסכמה מפורשת."]
		},
		{
			heading: "וואטסאפ",
			paragraphs: ["אחרי שליחת הטופס נפתחת שיחת וואטסאפ עם הודעה שמכילה את הפרטים שמילאתם. ההודעה נשלחת רק אם תבחרו לשלוח אותה, והשימוש בוואטסאפ כפוף למדיניות הפרטיות של WhatsApp."]
		},
		{
			heading: "שמירת המידע",
			paragraphs: [`פרטי פנייה נשמרים עד ${policy.retentionYears} שנים ממועד הפנייה, ולאחר מכן נמחקים אוטומטית.`]
		},
		{
			heading: "אבטחת מידע",
			paragraphs: ["המידע נשמר בשרתים מאובטחים, והגישה אליו מוגבלת לעובדים שצריכים אותו לטיפול בפנייה, בכניסה מזוהה בלבד. אף מערכת אינה חסינה לחלוטין, אבל אנחנו נוקטים אמצעים מקובלים כדי להגן על המידע."]
		},
		{
			heading: "העברת מידע לאחרים",
			paragraphs: ["איננו מוכרים ואיננו משכירים מידע אישי. נעביר פרטים רק לשליח שמבצע את המשלוח, במידה הנדרשת לביצועו, או כשהחוק מחייב אותנו לעשות זאת."]
		},
		{
			heading: "עוגיות ואחסון מקומי",
			paragraphs: [
				"האתר שומר בדפדפן שלכם את הגדרות הנגישות שבחרתם (גודל טקסט, ניגודיות וכדומה), כדי שיישמרו בין ביקורים. אפשר למחוק אותן בכל עת בכפתור האיפוס שבתפריט הנגישות או בהגדרות הדפדפן.",
				"בנוסף, לזמן הביקור בלבד, האתר שומר באחסון הזמני של הדפדפן (session storage), שנמחק כשסוגרים את הלשונית: את הדף שבו נכנסתם לאתר, את האתר שהפנה אתכם אלינו, את פרמטרי הקמפיין שבקישור (utm), מזהה של לחיצה על מודעה (gclid או fbclid) אם יש כזה, ואת הערכת המחיר האחרונה שקיבלתם במחשבון.",
				"דבר מזה לא נשלח אלינו לפני שאתם שולחים טופס. כשאתם שולחים טופס פנייה, המידע הזה נשמר יחד עם הפנייה, כדי שנדע איזה פרסום מביא אלינו לקוחות. לשם כך איננו משתמשים בעוגיות ואיננו נעזרים בשום שירות של צד שלישי."
			]
		},
		{
			heading: "קטינים",
			paragraphs: [`השירות מיועד לבני ${policy.minimumAge} ומעלה. איננו אוספים ביודעין מידע על קטינים מתחת לגיל ${policy.minimumAge}, ואם נודע לנו על פנייה כזו נמחק אותה.`]
		},
		{
			heading: "הזכויות שלכם ויצירת קשר",
			paragraphs: ["לפי חוק הגנת הפרטיות, התשמ\"א-1981, אתם רשאים לעיין במידע שנשמר עליכם, לבקש לתקן אותו או לבקש למחוק אותו. לכל בקשה או שאלה בנושא פרטיות פנו אלינו, ונשיב בהקדם. אם נעדכן את המדיניות, הנוסח המעודכן יופיע בדף זה עם תאריך העדכון."],
			withContactDetails: true
		}
	]
});
// app/routes/privacy.tsx
var privacy_exports = /* @__PURE__ */ __exportAll({
	default: () => privacy_default,
	loader: () => loader$13,
	meta: () => meta$4
});
function loader$13() {
	return {
		page: pageAt("/privacy"),
		privacy
	};
}
function meta$4({ matches, loaderData }) {
	return loaderData ? pageMeta(siteFromMatches(matches), loaderData.page) : [];
}
var privacy_default = UNSAFE_withComponentProps(function PrivacyPage({ loaderData: { page, privacy } }) {
	const site = useSite();
	return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto max-w-4xl px-4 py-10",
		children: [/* @__PURE__ */ jsx(PageHeader, {
			title: page.title,
			lead: `עודכן לאחרונה: ${privacy.updated}`
		}), /* @__PURE__ */ jsx("ol", {
			className: "space-y-8",
			children: privacy.sections.map((section, i) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": `privacy-${i + 1}`,
				className: "space-y-3",
				children: [
					/* @__PURE__ */ jsxs("h2", {
						id: `privacy-${i + 1}`,
						className: "text-2xl font-bold text-brand-900",
						children: [
							i + 1,
							". ",
							section.heading
						]
					}),
					section.paragraphs.map((p) => /* @__PURE__ */ jsx("p", {
						className: "text-lg leading-relaxed",
						children: p
					}, p)),
					section.list && /* @__PURE__ */ jsx("ul", {
						className: "list-disc space-y-1 ps-6 text-lg",
						children: section.list.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
					}),
					section.withContactDetails && /* @__PURE__ */ jsxs("p", {
						className: "text-lg",
						children: [
							"טלפון:",
							" ",
							/* @__PURE__ */ jsx("a", {
								href: telHref(site.phone),
								className: "text-brand-700 underline",
								dir: "ltr",
								children: site.phone
							}),
							" · ",
							"אימייל:",
							" ",
							/* @__PURE__ */ jsx("a", {
								href: `mailto:${site.email}`,
								className: "text-brand-700 underline",
								dir: "ltr",
								children: site.email
							})
						]
					})
				]
			}) }, section.heading))
		})]
	});
});
// app/components/city/sections.tsx
/** Where "leave your details" links point: the page's lead form. */
var FORM_ANCHOR = "city-form";
var h2Class = "text-2xl font-bold text-brand-900";
var primaryButton = "inline-flex items-center justify-center gap-2 rounded-card bg-accent-700 px-5 py-3 text-lg font-bold text-white hover:bg-accent-800";
var secondaryButton = "inline-flex items-center justify-center rounded-card border-2 border-brand-700 bg-white px-5 py-3 text-lg font-bold text-brand-700 hover:bg-brand-50";
function Section({ id, title, children, className = "" }) {
	const headingId = `${id}-heading`;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": headingId,
		className,
		"data-city-section": id,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: `mb-4 ${h2Class}`,
			children: title
		}), children]
	});
}
function CallButton({ label = "התקשרו עכשיו" }) {
	const site = useSite();
	return /* @__PURE__ */ jsxs("a", {
		href: telHref(site.phone),
		className: primaryButton,
		children: [
			/* @__PURE__ */ jsx(PhoneIcon, {}),
			label,
			": ",
			/* @__PURE__ */ jsx("span", {
				dir: "ltr",
				children: site.phone
			})
		]
	});
}
/** Beer Sheva's hero: the title, a line, and the call button. */
function Hero({ title, tagline }) {
	return /* @__PURE__ */ jsxs("header", {
		className: "mb-10 rounded-card bg-brand-800 px-6 py-10 text-white md:px-10",
		"data-city-section": "hero",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-bold md:text-5xl",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-4 max-w-2xl text-xl text-brand-50",
				children: tagline
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-6 flex flex-col gap-3 sm:flex-row",
				children: [/* @__PURE__ */ jsx(CallButton, {}), /* @__PURE__ */ jsx("a", {
					href: `#${FORM_ANCHOR}`,
					className: "inline-flex items-center justify-center rounded-card bg-white px-5 py-3 text-lg font-bold text-brand-800 hover:bg-brand-50",
					children: "השאירו פרטים"
				})]
			})
		]
	});
}
function Intro({ paragraphs }) {
	if (paragraphs.length === 0) return null;
	return /* @__PURE__ */ jsx("div", {
		className: "space-y-4 text-lg leading-relaxed",
		"data-city-section": "intro",
		children: paragraphs.map((p) => /* @__PURE__ */ jsx("p", { children: p }, p))
	});
}
/** Neighbourhoods or service areas: a list of place names. */
function PlaceList({ id, title, places, note }) {
	return /* @__PURE__ */ jsxs(Section, {
		id,
		title,
		children: [/* @__PURE__ */ jsx("ul", {
			className: "grid grid-cols-2 gap-2 sm:grid-cols-3",
			children: places.map((place) => /* @__PURE__ */ jsxs("li", {
				className: "flex items-center gap-2 rounded-lg bg-surface-alt px-3 py-2",
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "size-2 shrink-0 rounded-full bg-brand-600"
				}), place]
			}, place))
		}), note && /* @__PURE__ */ jsx("p", {
			className: "mt-3 text-muted",
			children: note
		})]
	});
}
function PriceTable({ cityLabel, table }) {
	return /* @__PURE__ */ jsxs(Section, {
		id: "prices",
		title: `מחירון משלוחים ב${cityLabel}`,
		children: [/* @__PURE__ */ jsx(DataTable, { table }), /* @__PURE__ */ jsxs("p", {
			className: "mt-3 text-sm text-muted",
			children: [
				"המחירים משוערים בלבד: המחיר הסופי תלוי במרחק, בגודל החבילה ובמהירות המשלוח.",
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: "/pricing",
					className: "text-brand-700 underline underline-offset-4",
					children: "למחירון המלא"
				})
			]
		})]
	});
}
function Reasons({ title, reasons }) {
	return /* @__PURE__ */ jsx(Section, {
		id: "reasons",
		title,
		children: /* @__PURE__ */ jsx("ul", {
			className: "grid gap-4 sm:grid-cols-2",
			children: reasons.map((reason) => /* @__PURE__ */ jsxs("li", {
				className: "rounded-card border border-brand-100 p-5 shadow-sm",
				children: [/* @__PURE__ */ jsx("h3", {
					className: "text-lg font-bold text-brand-800",
					children: reason.title
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-2",
					children: reason.text
				})]
			}, reason.title))
		})
	});
}
function Faq({ cityLabel, items }) {
	return /* @__PURE__ */ jsx(Section, {
		id: "faq",
		title: `שאלות נפוצות על שליחויות ב${cityLabel}`,
		children: /* @__PURE__ */ jsx("div", {
			className: "divide-y divide-gray-200 rounded-card border border-gray-200",
			children: items.map((item) => /* @__PURE__ */ jsxs("details", {
				name: "city-faq",
				className: "group px-5 py-4",
				children: [/* @__PURE__ */ jsx("summary", {
					className: "cursor-pointer text-lg font-semibold text-brand-900",
					children: item.question
				}), /* @__PURE__ */ jsx("p", {
					className: "mt-3",
					children: item.answer
				})]
			}, item.question))
		})
	});
}
function LinkList({ id, title, links }) {
	const headingId = `${id}-heading`;
	return /* @__PURE__ */ jsxs("nav", {
		"aria-labelledby": headingId,
		"data-city-section": id,
		children: [/* @__PURE__ */ jsx("h2", {
			id: headingId,
			className: `mb-4 ${h2Class}`,
			children: title
		}), /* @__PURE__ */ jsx("ul", {
			className: "flex flex-wrap gap-3",
			children: links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: link.path,
				prefetch: "intent",
				className: "inline-block rounded-full border border-brand-200 px-4 py-2 text-brand-700 hover:bg-brand-50",
				children: link.label
			}) }, link.path))
		})]
	});
}
/** A call to action: a title, a line and the ways to reach us (by default a call and a jump to the form). */
function CallToAction({ title, text, children }) {
	return /* @__PURE__ */ jsxs(Section, {
		id: "call-to-action",
		title,
		className: "rounded-card bg-brand-50 p-6",
		children: [/* @__PURE__ */ jsx("p", {
			className: "text-lg",
			children: text
		}), children ?? /* @__PURE__ */ jsxs("div", {
			className: "mt-5 flex flex-col gap-3 sm:flex-row",
			children: [/* @__PURE__ */ jsx(CallButton, {}), /* @__PURE__ */ jsx("a", {
				href: `#city-form`,
				className: secondaryButton,
				children: "השאירו פרטים"
			})]
		})]
	});
}
/** The service-areas pages' side box: a quick quote by phone or through the form below. */
function QuoteBox({ title, text }) {
	return /* @__PURE__ */ jsxs(Section, {
		id: "quote",
		title,
		className: "rounded-card bg-brand-800 p-6 text-white [&_h2]:text-white",
		children: [/* @__PURE__ */ jsx("p", {
			className: "text-lg",
			children: text
		}), /* @__PURE__ */ jsxs("div", {
			className: "mt-5 flex flex-col gap-3",
			children: [/* @__PURE__ */ jsx(CallButton, { label: "התקשרו" }), /* @__PURE__ */ jsx("a", {
				href: `#${FORM_ANCHOR}`,
				className: "inline-flex items-center justify-center rounded-card bg-white px-5 py-3 text-lg font-bold text-brand-800 hover:bg-brand-50",
				children: "לטופס הצעת המחיר"
			})]
		})]
	});
}
/** The lead form (call-to-action block and form), where "leave your details" links land. */
function CityContactForm({ cityLabel, className = "" }) {
	return /* @__PURE__ */ jsx("div", {
		id: FORM_ANCHOR,
		className: `scroll-mt-24 ${className}`,
		children: /* @__PURE__ */ jsx(ContactSection, { title: `הזמינו שליח ב${cityLabel}` })
	});
}
/** Main column and a sidebar column on wide screens; on narrow ones the sidebar follows the content. */
function WithSidebar({ children, sidebar }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]",
		children: [/* @__PURE__ */ jsx("div", {
			className: "min-w-0 space-y-12",
			"data-city-main": true,
			children
		}), /* @__PURE__ */ jsx("div", {
			className: "min-w-0",
			"data-city-sidebar": true,
			children: sidebar
		})]
	});
}
// app/components/city/city-page.tsx
var nearbyNote = "ומגיעים גם לשאר השכונות וליישובים הסמוכים.";
/** One city page, laid out by its variant (spec 2, "City pages"). */
function CityPageView({ city }) {
	const { content, label } = city;
	const prices = city.priceTable && /* @__PURE__ */ jsx(PriceTable, {
		cityLabel: label,
		table: city.priceTable
	});
	const [lead = "", ...intro] = content.intro;
	const otherCities = /* @__PURE__ */ jsx(LinkList, {
		id: "other-cities",
		title: "שליחויות בערים נוספות",
		links: city.otherCities
	});
	const services = /* @__PURE__ */ jsx(LinkList, {
		id: "services",
		title: "שירותים נוספים",
		links: city.services
	});
	const sideForm = /* @__PURE__ */ jsx(CityContactForm, { cityLabel: label });
	switch (content.variant) {
		case "hero": return /* @__PURE__ */ jsxs(Page, { children: [/* @__PURE__ */ jsx(Hero, {
			title: city.title,
			tagline: content.tagline
		}), /* @__PURE__ */ jsxs(WithSidebar, {
			sidebar: sideForm,
			children: [
				/* @__PURE__ */ jsx(Intro, { paragraphs: content.intro }),
				/* @__PURE__ */ jsx(PlaceList, {
					id: "neighbourhoods",
					title: `השכונות שאנחנו משרתים ב${label}`,
					places: content.neighbourhoods
				}),
				prices,
				/* @__PURE__ */ jsx(CallToAction, { ...content.callToAction }),
				otherCities
			]
		})] });
		case "compact": return /* @__PURE__ */ jsxs(Page, { children: [/* @__PURE__ */ jsx(PageHeader, {
			title: city.title,
			lead
		}), /* @__PURE__ */ jsxs(WithSidebar, {
			sidebar: sideForm,
			children: [
				/* @__PURE__ */ jsx(Intro, { paragraphs: intro }),
				prices,
				/* @__PURE__ */ jsx(CallToAction, { ...content.callToAction }),
				otherCities
			]
		})] });
		case "service-areas": return /* @__PURE__ */ jsxs(Page, { children: [
			/* @__PURE__ */ jsx(PageHeader, {
				title: city.title,
				lead
			}),
			/* @__PURE__ */ jsxs(WithSidebar, {
				sidebar: /* @__PURE__ */ jsx(QuoteBox, { ...content.quote }),
				children: [
					/* @__PURE__ */ jsx(Intro, { paragraphs: intro }),
					/* @__PURE__ */ jsx(Reasons, {
						title: `למה לבחור בנו ב${label}?`,
						reasons: content.reasons
					}),
					/* @__PURE__ */ jsx(PlaceList, {
						id: "service-areas",
						title: `אזורי השירות שלנו ב${label}`,
						places: content.serviceAreas
					}),
					services,
					otherCities
				]
			}),
			/* @__PURE__ */ jsx(CityContactForm, {
				cityLabel: label,
				className: "mt-12"
			})
		] });
		case "neighbourhoods": return /* @__PURE__ */ jsxs(Page, { children: [/* @__PURE__ */ jsx(PageHeader, {
			title: city.title,
			lead
		}), /* @__PURE__ */ jsxs(WithSidebar, {
			sidebar: sideForm,
			children: [
				/* @__PURE__ */ jsx(Intro, { paragraphs: intro }),
				/* @__PURE__ */ jsx(PlaceList, {
					id: "neighbourhoods",
					title: `השכונות שאנחנו משרתים ב${label}`,
					places: content.neighbourhoods,
					note: nearbyNote
				}),
				prices,
				/* @__PURE__ */ jsx(CallToAction, {
					...content.callToAction,
					children: /* @__PURE__ */ jsx(ContactButtons, { className: "mt-5" })
				}),
				otherCities
			]
		})] });
		case "full": return /* @__PURE__ */ jsxs(Page, { children: [/* @__PURE__ */ jsx(PageHeader, {
			title: city.title,
			lead
		}), /* @__PURE__ */ jsxs(WithSidebar, {
			sidebar: sideForm,
			children: [
				/* @__PURE__ */ jsx(Intro, { paragraphs: intro }),
				/* @__PURE__ */ jsx(PlaceList, {
					id: "neighbourhoods",
					title: `השכונות שאנחנו משרתים ב${label}`,
					places: content.neighbourhoods,
					note: nearbyNote
				}),
				prices,
				/* @__PURE__ */ jsx(Reasons, {
					title: "למה לבחור בנו?",
					reasons: content.reasons
				}),
				content.faq && /* @__PURE__ */ jsx(Faq, {
					cityLabel: label,
					items: content.faq
				}),
				services,
				otherCities
			]
		})] });
	}
}
function Page({ children }) {
	return /* @__PURE__ */ jsx("article", {
		className: "mx-auto max-w-6xl px-4 py-10",
		"data-city-page": true,
		children
	});
}
// app/content/city-pages/lib/records.server.ts
var cityRecords = parseCityRecords(/* #__PURE__ */ Object.assign({
	"../ashdod.ts": ashdod_exports,
	"../beer-sheva.ts": beer_sheva_exports,
	"../haifa.ts": haifa_exports,
	"../jerusalem.ts": jerusalem_exports,
	"../netanya.ts": netanya_exports,
	"../petah-tikva.ts": petah_tikva_exports,
	"../rishon.ts": rishon_exports,
	"../tel-aviv.ts": tel_aviv_exports
}));
var byPath = new Map(cityRecords.map((record) => [record.path, record]));
/** The city record for a request path ("/shipping-haifa", "/shipping-haifa/"), if there is one. */
function cityRecordAt(pathname) {
	return byPath.get(canonicalPath(pathname));
}
// app/content/city-pages/lib/price-table.ts
/**
* The city pages' price tables, built from app/content/prices.ts: no figure is typed here.
* Netanya's page has its own two-row table (spec 9); the others share the four-row one.
*/
var columns$1 = [
	"סוג המשלוח",
	"זמן מסירה",
	"מחיר"
];
function cityPriceTable(cityLabel) {
	const p = cityPagePrices;
	return {
		caption: `מחירים משוערים למשלוח ב${cityLabel}, לפי סוג המשלוח`,
		columns: columns$1,
		rows: [
			[
				"משלוח רגיל",
				`תוך ${p.regular.withinHours} שעות`,
				fromPrice(p.regular.from)
			],
			[
				"משלוח באותו יום",
				`עד ${p.sameDay.upToHours} שעות`,
				fromPrice(p.sameDay.from)
			],
			[
				"משלוח אקספרס",
				`${p.express.hours} שעות`,
				fromPrice(p.express.from)
			],
			[
				"משלוח מסמכים",
				"לפי סוג המשלוח",
				fromPrice(p.documents.from)
			]
		]
	};
}
function netanyaPriceTable(cityLabel) {
	return {
		caption: `מחירים משוערים למשלוח ב${cityLabel}`,
		columns: columns$1,
		rows: [[
			"משלוח רגיל",
			`תוך ${serviceTimes.deliveryWithinHours} שעות`,
			fromPrice(netanyaPrices.regular.from)
		], [
			"משלוח מהיר",
			`עד ${netanyaPrices.fast.hours} שעות`,
			fromPrice(netanyaPrices.fast.from)
		]]
	};
}
/** The table a page variant shows; none for the service-areas pages, whose spec has no table. */
function priceTableFor(variant, cityLabel) {
	switch (variant) {
		case "compact": return netanyaPriceTable(cityLabel);
		case "service-areas": return null;
		default: return cityPriceTable(cityLabel);
	}
}
// app/content/city-pages/lib/view.ts
function cityView(record, allCities, services) {
	return {
		slug: record.slug,
		path: record.path,
		label: record.label,
		title: record.title,
		description: record.description,
		keywords: record.keywords,
		content: record.content,
		priceTable: priceTableFor(record.content.variant, record.label),
		otherCities: allCities.filter((c) => c.slug !== record.slug).map(toLink),
		services: services.map(toLink)
	};
}
// app/routes/city.tsx
var city_exports = /* @__PURE__ */ __exportAll({
	default: () => city_default,
	loader: () => loader$12,
	meta: () => meta$3
});
function loader$12({ url }) {
	const record = cityRecordAt(url.pathname);
	if (!record) throw data(null, { status: 404 });
	return cityView(record, cityPages, servicePages);
}
function meta$3({ loaderData, matches }) {
	if (!loaderData) return [];
	const site = siteFromMatches(matches);
	const city = loaderData;
	const structuredData = [{
		...serviceJsonLd(site, city),
		areaServed: {
			"@type": "City",
			name: city.label,
			containedInPlace: {
				"@type": "Country",
				name: "ישראל"
			}
		}
	}];
	if (city.content.variant === "full" && city.content.faq) structuredData.push(faqPageJsonLd(city.content.faq));
	return pageMeta(site, {
		title: city.title,
		description: city.description,
		path: city.path,
		keywords: city.keywords,
		label: city.label,
		structuredData
	});
}
var city_default = UNSAFE_withComponentProps(function CityPage({ loaderData }) {
	return /* @__PURE__ */ jsx(CityPageView, { city: loaderData });
});
/** Date and author, as on the cards and under an article's title. */
function ArticleByline({ article, className = "" }) {
	return /* @__PURE__ */ jsxs("p", {
		className: `flex flex-wrap gap-x-3 text-sm text-muted ${className}`,
		children: [
			/* @__PURE__ */ jsx("time", {
				dateTime: article.isoDate,
				children: article.date
			}),
			/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: "·"
			}),
			/* @__PURE__ */ jsx("span", { children: article.author })
		]
	});
}
/** A card on /blog and under an article: image, date, author, title, excerpt, read-more link. */
function ArticleCard({ article, headingLevel: Heading = "h2", lazy = true }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "flex h-full flex-col overflow-hidden rounded-card border border-brand-100 bg-white shadow-sm",
		children: [/* @__PURE__ */ jsx("img", {
			src: article.image,
			alt: article.imageAlt,
			width: 640,
			height: 360,
			loading: lazy ? "lazy" : "eager",
			fetchPriority: lazy ? "auto" : "high",
			decoding: "async",
			className: "h-auto w-full bg-brand-50"
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col p-5",
			children: [
				/* @__PURE__ */ jsx(ArticleByline, { article }),
				/* @__PURE__ */ jsx(Heading, {
					className: "mt-2 text-xl font-bold text-brand-900",
					children: article.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-2 flex-1 leading-7",
					children: article.excerpt
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: article.path,
					className: "mt-4 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900",
					children: ["קראו עוד", /* @__PURE__ */ jsxs("span", {
						className: "sr-only",
						children: [": ", article.title]
					})]
				})
			]
		})]
	});
}
/** The card fields of an article record (no body, nothing else). */
function toCard(article) {
	const { slug, path, title, excerpt, date, isoDate, author, image, imageAlt } = article;
	return {
		slug,
		path,
		title,
		excerpt,
		date,
		isoDate,
		author,
		image,
		imageAlt
	};
}
// app/components/simple-page.tsx
/** A page with a hero heading and its intro; the page's own content goes in children. */
function SimplePage({ page, children }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto max-w-5xl px-4 py-10",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "mb-8",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-bold text-brand-900 md:text-4xl",
				children: page.title
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-3 text-lg text-muted",
				children: page.description
			})]
		}), children]
	});
}
// app/routes/blog.tsx
var blog_exports = /* @__PURE__ */ __exportAll({
	default: () => blog_default,
	loader: () => loader$11,
	meta: () => meta$2
});
var serviceLinks = [
	"/delivery-24h",
	"/domestic-shipping",
	"/medical-equipment"
];
function loader$11() {
	return {
		page: blogPage,
		cards: articles.map(toCard),
		services: serviceLinks.map((path) => ({
			path,
			label: pageAt(path).label
		}))
	};
}
function meta$2({ matches, loaderData }) {
	if (!loaderData) return [];
	const site = siteFromMatches(matches);
	return pageMeta(site, {
		...loaderData.page,
		structuredData: [blogJsonLd(site, loaderData.page)]
	});
}
var blog_default = UNSAFE_withComponentProps(function BlogPage({ loaderData }) {
	return /* @__PURE__ */ jsxs(SimplePage, {
		page: loaderData.page,
		children: [
			/* @__PURE__ */ jsx("ul", {
				className: "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
				children: loaderData.cards.map((card, i) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ArticleCard, {
					article: card,
					lazy: i > 0
				}) }, card.slug))
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "blog-cta-heading",
				className: "mt-12 rounded-card bg-brand-800 p-8 text-white",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "blog-cta-heading",
						className: "text-2xl font-bold",
						children: "צריכים משלוח?"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2 text-lg",
						children: "ספרו לנו מה שולחים ולאן, ונחזור אליכם עם הצעת מחיר. אפשר גם לבדוק את המחירים בעצמכם."
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-5 flex flex-wrap gap-3",
						children: [/* @__PURE__ */ jsx(Link, {
							to: "/contact",
							className: "rounded-card bg-accent-700 px-5 py-2.5 font-semibold text-white hover:bg-accent-800",
							children: "צרו קשר"
						}), /* @__PURE__ */ jsx(Link, {
							to: "/pricing",
							className: "rounded-card bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50",
							children: "למחירון"
						})]
					})
				]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "blog-services-heading",
				className: "mt-12",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "blog-services-heading",
					className: "text-2xl font-bold text-brand-900",
					children: "השירותים שלנו"
				}), /* @__PURE__ */ jsx("ul", {
					className: "mt-4 grid gap-4 sm:grid-cols-3",
					children: loaderData.services.map((service) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: service.path,
						className: "block rounded-card border border-brand-100 p-5 font-semibold text-brand-700 shadow-sm hover:bg-brand-50",
						children: service.label
					}) }, service.path))
				})]
			})
		]
	});
});
// app/components/blog/article-body.tsx
/**
* An article's body: HTML rendered at build time from our own Markdown by app/lib/markdown.ts,
* which refuses raw HTML, images and off-site links, so it is safe to insert as it is.
*/
var bodyStyles = [
	"text-lg leading-8",
	"[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900",
	"[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900",
	"[&_p]:mb-4",
	"[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mb-2",
	"[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900",
	"[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
	"[&_caption]:mb-2 [&_caption]:text-start [&_caption]:font-semibold [&_caption]:text-brand-900",
	"[&_th]:border [&_th]:border-brand-100 [&_th]:p-2 [&_th]:text-start [&_td]:border [&_td]:border-brand-100 [&_td]:p-2",
	"[&_thead_th]:bg-brand-50 [&_tbody_th]:font-semibold"
].join(" ");
function ArticleBody({ html }) {
	return /* @__PURE__ */ jsx("div", {
		className: bodyStyles,
		dangerouslySetInnerHTML: { __html: html }
	});
}
// app/routes/blog-article.tsx
var blog_article_exports = /* @__PURE__ */ __exportAll({
	default: () => blog_article_default,
	loader: () => loader$10,
	meta: () => meta$1
});
function loader$10({ params }) {
	const found = articleBySlug(params.slug);
	if (!found) {
		log("warn", "not found", { path: `/blog/${params.slug}` });
		throw data(null, { status: 404 });
	}
	const { article, html } = found;
	return {
		article: {
			...toCard(article),
			label: article.label,
			description: article.description,
			keywords: article.keywords
		},
		html,
		related: article.related.map((slug) => toCard(articleBySlug(slug).article))
	};
}
function meta$1({ matches, loaderData }) {
	if (!loaderData) return [];
	const site = siteFromMatches(matches);
	const { article } = loaderData;
	return pageMeta(site, {
		...article,
		structuredData: [blogPostingJsonLd(site, article)]
	});
}
var blog_article_default = UNSAFE_withComponentProps(function BlogArticlePage({ loaderData }) {
	const { article, html, related } = loaderData;
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-3xl px-4 py-10",
		children: [
			/* @__PURE__ */ jsxs("article", {
				"aria-labelledby": "article-title",
				children: [/* @__PURE__ */ jsxs("header", {
					className: "mb-8",
					children: [
						/* @__PURE__ */ jsx("h1", {
							id: "article-title",
							className: "text-3xl font-bold text-brand-900 md:text-4xl",
							children: article.title
						}),
						/* @__PURE__ */ jsx(ArticleByline, {
							article,
							className: "mt-3"
						}),
						/* @__PURE__ */ jsx("img", {
							src: article.image,
							alt: article.imageAlt,
							width: 640,
							height: 360,
							fetchPriority: "high",
							className: "mt-6 h-auto w-full rounded-card bg-brand-50"
						})
					]
				}), /* @__PURE__ */ jsx(ArticleBody, { html })]
			}),
			related.length > 0 && /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "related-heading",
				className: "mt-12",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "related-heading",
					className: "mb-4 text-2xl font-bold text-brand-900",
					children: "מאמרים נוספים שיעניינו אתכם"
				}), /* @__PURE__ */ jsx("ul", {
					className: "grid gap-6 sm:grid-cols-2",
					children: related.map((card) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ArticleCard, {
						article: card,
						headingLevel: "h3"
					}) }, card.slug))
				})]
			}),
			/* @__PURE__ */ jsx(ContactSection, { className: "mt-12" }),
			/* @__PURE__ */ jsx("p", {
				className: "mt-8",
				children: /* @__PURE__ */ jsxs(Link, {
					to: "/blog",
					className: "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900",
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "→ "
					}), "חזרה לבלוג"]
				})
			})
		]
	});
});
/**
* What brought a lead, in one label, the same in the lead list and the sources summary: a tagged
* link as "source / medium / campaign" (the parts that are set), else an ad click without tags
* by its click identifier, else the referring site's host, else "ישיר" (direct, or not known).
*/
function attributionLabel(a) {
	if (a.utm_source || a.utm_campaign) return [
		a.utm_source,
		a.utm_medium,
		a.utm_campaign
	].filter(Boolean).join(" / ");
	if (a.gclid) return "Google Ads";
	if (a.fbclid) return "Facebook";
	return a.referrer_host ?? "ישיר";
}
var activityLabels = {
	sign_in: "התחברות",
	sign_in_failed: "ניסיון התחברות שנכשל",
	sign_out: "התנתקות",
	export: "ייצוא לאקסל",
	handled: "סימון כטופל",
	reopened: "החזרה לפתוחים",
	note: "עדכון הערה",
	delete: "העברה לסל המחזור",
	restore: "שחזור מסל המחזור",
	delete_forever: "מחיקה לצמיתות",
	user_add: "הוספת משתמש",
	user_grant: "מתן הרשאת ניהול",
	user_revoke: "הסרת הרשאת ניהול",
	user_remove: "מחיקת משתמש"
};
var LEAD_VIEWS = [
	"open",
	"handled",
	"all",
	"spam",
	"trash"
];
var viewLabels = {
	open: "פתוחים",
	handled: "טופלו",
	all: "הכל",
	spam: "חשודים כספאם",
	trash: "סל מחזור"
};
var sourceLabels = {
	lead_form: "טופס ראשי",
	contact_form: "טופס יצירת קשר"
};
var sourceLabel = (source) => sourceLabels[source] ?? source;
var adminMessages = {
	errorTitle: "שגיאה",
	loadFailed: "לא הצלחנו לטעון את הלידים",
	deleteConfirm: "האם אתה בטוח שברצונך למחוק לייד זה?",
	deletedTitle: "נמחק בהצלחה",
	deletedBody: "הלייד נמחק מהמערכת",
	deleteFailed: "לא הצלחנו למחוק את הלייד",
	empty: "אין לידים עדיין",
	noMatches: "לא נמצאו לידים תואמים",
	noteSaved: "ההערה נשמרה",
	noteFailed: "לא הצלחנו לשמור את ההערה",
	handledFailed: "לא הצלחנו לעדכן את הלייד",
	noteTooLong: `ההערה ארוכה מדי (עד 500 תווים)`,
	noteInvalid: "ההערה מכילה תווים לא חוקיים",
	badRequest: "הבקשה אינה תקינה",
	notFound: "הלייד לא נמצא",
	undo: "ביטול",
	restoredTitle: "הלייד שוחזר",
	restoreFailed: "לא הצלחנו לשחזר את הלייד",
	deleteForeverConfirm: "למחוק את הלייד לצמיתות? אי אפשר לשחזר אותו אחר כך.",
	deletedForeverTitle: "הלייד נמחק לצמיתות",
	stale: "לא הצלחנו לרענן את הנתונים. מוצג המצב האחרון שנטען."
};
/** What the owner is told when a change could not reach the server at all. */
var intentFailures = {
	handled: adminMessages.handledFailed,
	note: adminMessages.noteFailed,
	delete: adminMessages.deleteFailed,
	restore: adminMessages.restoreFailed,
	"delete-forever": adminMessages.deleteFailed
};
var NOTE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A change to one lead: its handled state, its note, or both. An empty note removes it. */
var leadPatchSchema = z.object({
	handled: z.boolean({ error: adminMessages.badRequest }).optional(),
	note: z.string({ error: adminMessages.badRequest }).max(500, {
		error: adminMessages.noteTooLong,
		abort: true
	}).refine((v) => v.isWellFormed() && !NOTE_CONTROL.test(v), { error: adminMessages.noteInvalid }).nullable().optional()
}).strict().refine((p) => p.handled !== void 0 || p.note !== void 0, { error: adminMessages.badRequest });
/** Validates a change; on failure gives the first Hebrew message. */
function validateLeadPatch(input) {
	const result = leadPatchSchema.safeParse(input);
	if (result.success) return {
		ok: true,
		patch: result.data
	};
	return {
		ok: false,
		message: result.error.issues[0]?.message ?? adminMessages.badRequest
	};
}
// app/lib/admin-query.ts
/** The admin page's tabs: the lead views, and the activity log. */
var ADMIN_TABS = [...LEAD_VIEWS, "activity"];
var activityTabLabel = "יומן פעילות";
var CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;
var schema = z.object({
	view: z.enum(ADMIN_TABS).catch("open"),
	q: z.string().catch("").transform((text) => [...text.replace(CONTROL_CHARACTERS, "").trim()].slice(0, 100).join("")),
	page: z.coerce.number().int().min(1).max(1e6).catch(1),
	lead: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().catch(null)
});
function parseAdminQuery(params) {
	return schema.parse({
		view: params.get("view") ?? void 0,
		q: params.get("q") ?? "",
		page: params.get("page") ?? void 0,
		lead: params.get("lead") || null
	});
}
/** The admin page's URL for a query; defaults are left out so links stay short. */
function adminHref(query) {
	const params = new URLSearchParams();
	if (query.view && query.view !== "open") params.set("view", query.view);
	if (query.q) params.set("q", query.q);
	if (query.page && query.page > 1) params.set("page", String(query.page));
	if (query.lead) params.set("lead", String(query.lead));
	const search = params.toString();
	return search ? `${ADMIN_PATH}?${search}` : ADMIN_PATH;
}
// app/lib/admin-sign-in.ts
/** Spec sections 5 and 8: the admin sign-in messages, exactly. */
var signInMessages = {
	errorTitle: "שגיאה",
	emailInvalid: "כתובת אימייל לא תקינה",
	passwordTooShort: "סיסמה חייבת להיות לפחות 6 תווים",
	failedTitle: "שגיאה בהתחברות",
	wrongCredentials: "אימייל או סיסמה שגויים",
	notAdminTitle: "אין הרשאה",
	notAdminBody: "משתמש זה אינו מורשה לגשת למערכת",
	unavailable: "לא הצלחנו להתחבר לשרת. נסו שוב בעוד רגע."
};
/** Milliseconds a signed-in user without the admin role sees the notice before sign-out (spec 9). */
var NOT_ADMIN_SIGN_OUT_MS = 2e3;
var signInSchema = z.object({
	email: z.string({ error: signInMessages.emailInvalid }).trim().max(254, {
		error: signInMessages.emailInvalid,
		abort: true
	}).pipe(z.email({ error: signInMessages.emailInvalid })),
	password: z.string({ error: signInMessages.passwordTooShort }).min(6, {
		error: signInMessages.passwordTooShort,
		abort: true
	}).max(256, { error: signInMessages.passwordTooShort })
});
/** The first error only (spec 5), e-mail before password. */
function validateSignIn(input) {
	const result = signInSchema.safeParse(input);
	if (result.success) return {
		ok: true,
		value: {
			email: normalizeEmail(result.data.email),
			password: result.data.password
		}
	};
	const first = result.error.issues[0];
	return {
		ok: false,
		field: first.path[0] === "password" ? "password" : "email",
		message: first.message
	};
}
function normalizeEmail(email) {
	return email.trim().toLowerCase();
}
/** Most first; equal counts in label order, so the table does not shuffle between loads. */
var top = (counts) => [...counts].map(([label, count]) => ({
	label,
	count
})).sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)).slice(0, 10);
/**
* Genuine live leads (not spam, not in the trash) of the last 30 Israeli days, today included,
* by what brought them and by the page the visit began on: the ten largest of each, most first.
* The database groups by the stored columns; labels are joined here, since several column
* combinations can read the same (a campaign reached from two sites is one campaign).
*/
async function attributionSummary(db, now = /* @__PURE__ */ new Date()) {
	const days = lastIsraelDays(now, 30);
	const recent = db.kysely.selectFrom("leads").where("is_spam", "=", sql.lit(0)).where("deleted_at", "is", null).where("created_at", ">=", days[0].start).where("created_at", "<", days.at(-1).end);
	const [sources, pages] = await Promise.all([recent.select((eb) => [
		"utm_source",
		"utm_medium",
		"utm_campaign",
		"referrer_host",
		sql`CASE WHEN gclid IS NULL THEN 0 ELSE 1 END`.as("has_gclid"),
		sql`CASE WHEN fbclid IS NULL THEN 0 ELSE 1 END`.as("has_fbclid"),
		eb.fn.countAll().as("n")
	]).groupBy([
		"utm_source",
		"utm_medium",
		"utm_campaign",
		"referrer_host",
		"has_gclid",
		"has_fbclid"
	]).execute(), recent.select((eb) => ["landing_page", eb.fn.countAll().as("n")]).groupBy("landing_page").execute()]);
	const bySource = /* @__PURE__ */ new Map();
	for (const row of sources) {
		const label = attributionLabel({
			...row,
			gclid: Number(row.has_gclid) ? "1" : null,
			fbclid: Number(row.has_fbclid) ? "1" : null
		});
		bySource.set(label, (bySource.get(label) ?? 0) + Number(row.n));
	}
	const byPage = /* @__PURE__ */ new Map();
	for (const row of pages) {
		const label = row.landing_page ?? "לא ידוע";
		byPage.set(label, (byPage.get(label) ?? 0) + Number(row.n));
	}
	return {
		bySource: top(bySource),
		byLandingPage: top(byPage)
	};
}
// app/.server/admin-leads/hub.ts
var CHANNEL = "leads_changes";
/**
* Fans lead changes out to every open admin page of this process. With SQLite (one instance)
* the code that changes a lead reports it here directly; with PostgreSQL a trigger NOTIFYs
* `leads_changes` and every instance LISTENs, so changes cross instances.
*/
var LeadsHub = class {
	subscribers = /* @__PURE__ */ new Set();
	listener;
	listening;
	stopped = false;
	retryDelay = 500;
	databaseUrl;
	constructor(databaseUrl) {
		this.databaseUrl = databaseUrl;
	}
	get size() {
		return this.subscribers.size;
	}
	subscribe(subscriber) {
		this.subscribers.add(subscriber);
		return () => this.subscribers.delete(subscriber);
	}
	deliver(change) {
		for (const subscriber of this.subscribers) try {
			subscriber.change(change);
		} catch (error) {
			log("warn", "lead event delivery failed", { error: error instanceof Error ? error.message : String(error) });
		}
	}
	/** With PostgreSQL, resolves once this instance LISTENs; reconnects by itself after a drop. */
	ready() {
		if (!this.databaseUrl?.startsWith("postgres") || this.stopped) return Promise.resolve();
		this.listening ??= this.listen().catch((error) => {
			this.listening = void 0;
			throw error;
		});
		return this.listening;
	}
	async listen() {
		const client = new pg.Client({ connectionString: this.databaseUrl });
		client.on("notification", (message) => {
			if (message.channel !== "leads_changes" || !message.payload) return;
			try {
				this.deliver(JSON.parse(message.payload));
			} catch {
				log("warn", "unreadable lead notification");
			}
		});
		client.on("error", (error) => {
			log("warn", "lead events: LISTEN connection lost", { error: error.message });
			this.reconnect(client);
		});
		client.on("end", () => this.reconnect(client));
		await client.connect();
		await client.query(`LISTEN ${CHANNEL}`);
		this.listener = client;
		this.retryDelay = 500;
	}
	reconnect(lost) {
		if (this.stopped || this.listener !== lost) return;
		this.listener = void 0;
		lost.end().catch(() => {});
		const attempt = () => {
			if (this.stopped) return;
			this.listening = this.listen().then(() => {
				log("info", "lead events: LISTEN connection restored");
				this.deliver({ op: "resync" });
			}).catch(() => {
				this.listening = void 0;
				this.retryDelay = Math.min(this.retryDelay * 2, 1e4);
				setTimeout(attempt, this.retryDelay).unref();
			});
		};
		setTimeout(attempt, this.retryDelay).unref();
	}
	/** Ends every open stream and the LISTEN connection (server shutdown). */
	async close() {
		this.stopped = true;
		for (const subscriber of [...this.subscribers]) subscriber.close();
		this.subscribers.clear();
		const listener = this.listener;
		this.listener = void 0;
		await listener?.end().catch(() => {});
	}
};
var hub;
/** The process's hub. Open event streams end when the server is told to stop, so it can. */
function leadsHub() {
	if (!hub) {
		const created = new LeadsHub(serverConfig.databaseUrl);
		hub = created;
		onShutdown(() => created.close());
	}
	return hub;
}
/**
* Reports a change made by this process. PostgreSQL's trigger already announces it to every
* instance (this one included), so only SQLite delivers here.
*/
function leadChanged(db, change) {
	if (db.engine === "sqlite") leadsHub().deliver(change);
}
// app/.server/auth/config.ts
function authConfig() {
	const https = siteConfig().siteUrl.startsWith("https://");
	return {
		https,
		cookieName: https ? "__Host-courier_session" : "courier_session",
		idleSeconds: Math.min(serverConfig.sessionTtlSeconds, serverConfig.sessionMaxAgeSeconds),
		maxAgeSeconds: serverConfig.sessionMaxAgeSeconds,
		blockSeconds: serverConfig.signInBlockSeconds
	};
}
// app/.server/auth/cookie.ts
/** The value of one cookie in a Cookie header, or undefined. */
function readCookie(request, name) {
	const header = request.headers.get("Cookie");
	if (!header) return void 0;
	for (const part of header.split(";")) {
		const eq = part.indexOf("=");
		if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
	}
}
/** HttpOnly, SameSite=Lax, Path=/; Secure (and the __Host- name) on https. */
function sessionCookie(config, token, maxAgeSeconds) {
	const parts = [
		`${config.cookieName}=${token}`,
		"Path=/",
		`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
		"HttpOnly",
		"SameSite=Lax"
	];
	if (config.https) parts.push("Secure");
	return parts.join("; ");
}
function clearedSessionCookie(config) {
	return sessionCookie(config, "", 0);
}
// app/.server/auth/sessions.ts
var TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The database keeps only this: a stolen copy of the table signs nobody in. */
function hashToken(token) {
	return createHash("sha256").update(token).digest("hex");
}
var plus = (date, seconds) => new Date(date.getTime() + seconds * 1e3);
var earlier = (a, b) => a < b ? a : b;
/** A new session for the user: 256 random bits, returned once (for the cookie), stored hashed. */
async function createSession(db, userId, times, now = /* @__PURE__ */ new Date()) {
	const token = randomBytes(32).toString("base64url");
	await db.kysely.insertInto("sessions").values({
		id: hashToken(token),
		user_id: userId,
		created_at: now.toISOString(),
		expires_at: earlier(plus(now, times.idleSeconds), plus(now, times.maxAgeSeconds)).toISOString()
	}).execute();
	return token;
}
/**
* The session a token names, if it exists and has not expired; using it pushes the idle expiry
* forward (written at most every tenth of the idle time, at most once a minute, to spare the
* database a write per request), never past the absolute lifetime.
*/
async function findSession(db, token, times, now = /* @__PURE__ */ new Date()) {
	if (!token || !TOKEN_PATTERN.test(token)) return null;
	const id = hashToken(token);
	const row = await db.kysely.selectFrom("sessions").innerJoin("users", "users.id", "sessions.user_id").select([
		"sessions.user_id",
		"sessions.created_at",
		"sessions.expires_at",
		"users.email"
	]).where("sessions.id", "=", id).executeTakeFirst();
	if (!row) return null;
	const expiresAt = new Date(row.expires_at);
	if (expiresAt <= now) {
		await db.kysely.deleteFrom("sessions").where("id", "=", id).execute();
		return null;
	}
	const renewed = earlier(plus(now, times.idleSeconds), plus(new Date(row.created_at), times.maxAgeSeconds));
	const step = Math.min(60, times.idleSeconds / 10) * 1e3;
	if (renewed.getTime() - expiresAt.getTime() >= step) await db.kysely.updateTable("sessions").set({ expires_at: renewed.toISOString() }).where("id", "=", id).execute();
	return {
		userId: row.user_id,
		email: row.email
	};
}
async function revokeSession(db, token) {
	if (!token || !TOKEN_PATTERN.test(token)) return;
	await db.kysely.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}
async function purgeExpiredSessions(db, now = /* @__PURE__ */ new Date()) {
	await db.kysely.deleteFrom("sessions").where("expires_at", "<=", now.toISOString()).execute();
}
// app/.server/auth/password.ts
/** scrypt cost: N=2^15, r=8, p=1 (about 32 MiB and tens of milliseconds per hash). */
var COST = {
	N: 2 ** 15,
	r: 8,
	p: 1
};
var KEY_BYTES = 32;
var SALT_BYTES = 16;
function derive(password, salt, options) {
	const scryptOptions = {
		...options,
		maxmem: 256 * options.N * options.r
	};
	return new Promise((resolve, reject) => scrypt(password.normalize("NFKC"), salt, KEY_BYTES, scryptOptions, (error, key) => error ? reject(error) : resolve(key)));
}
/** "scrypt$N$r$p$salt$key", salt and key base64url: each user has their own random salt. */
async function hashPassword(password) {
	const salt = randomBytes(SALT_BYTES);
	const key = await derive(password, salt, COST);
	return [
		"scrypt",
		COST.N,
		COST.r,
		COST.p,
		salt.toString("base64url"),
		key.toString("base64url")
	].join("$");
}
/** Compares in constant time; a malformed stored hash never matches. */
async function verifyPassword(password, stored) {
	const parts = stored.split("$");
	if (parts.length !== 6 || parts[0] !== "scrypt") return false;
	const [N, r, p] = parts.slice(1, 4).map(Number);
	if (![
		N,
		r,
		p
	].every((n) => Number.isSafeInteger(n) && n > 0) || N > 2 ** 20) return false;
	const salt = Buffer.from(parts[4], "base64url");
	const expected = Buffer.from(parts[5], "base64url");
	if (expected.length !== KEY_BYTES) return false;
	const actual = await derive(password, salt, {
		N,
		r,
		p
	});
	return timingSafeEqual(actual, expected);
}
var decoy;
/**
* Spends the same time as a real check for an address that has no account, so the answer's
* timing does not tell which addresses exist.
*/
async function verifyAgainstDecoy(password) {
	decoy ??= hashPassword(randomBytes(16).toString("hex"));
	await verifyPassword(password, await decoy);
	return false;
}
// app/.server/auth/users.ts
var ADMIN_ROLE = "admin";
async function findUserByEmail(db, email) {
	return db.kysely.selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}
async function hasRole(db, userId, role = ADMIN_ROLE) {
	return await db.kysely.selectFrom("user_roles").select("role").where("user_id", "=", userId).where("role", "=", role).executeTakeFirst() !== void 0;
}
// app/.server/auth/guard.ts
/** Every admin API response carries these: never cached, never indexed. */
var ADMIN_HEADERS = {
	"Cache-Control": "no-store",
	"X-Robots-Tag": "noindex"
};
var guardMessages = {
	signedOut: "נדרשת התחברות",
	notAdmin: "משתמש זה אינו מורשה לגשת למערכת",
	crossSite: "הבקשה נדחתה: היא לא נשלחה מהאתר הזה",
	unavailable: "השרת אינו זמין כרגע. נסו שוב בעוד רגע."
};
/** A JSON answer with the admin headers (plus any given). */
function adminJson(body, init = {}) {
	const headers = new Headers(init.headers);
	for (const [name, value] of Object.entries(ADMIN_HEADERS)) headers.set(name, value);
	return Response.json(body, {
		status: init.status ?? 200,
		headers
	});
}
/** The signed-in user behind the request's session cookie, or null (missing, expired, revoked, forged). */
async function currentSession(request) {
	const config = authConfig();
	const { db } = await getServices();
	return findSession(db, readCookie(request, config.cookieName), config);
}
/**
* The guard every admin endpoint calls first. Throws a Response: 401 without a valid session,
* 403 when the user has no admin role, 503 when the database cannot be reached.
*/
async function requireAdmin(request) {
	let session;
	let admin;
	try {
		session = await currentSession(request);
		if (!session) throw adminJson({ error: guardMessages.signedOut }, { status: 401 });
		const { db } = await getServices();
		admin = await hasRole(db, session.userId);
	} catch (error) {
		if (error instanceof Response) throw error;
		log("error", "admin guard: database unavailable", { error: error instanceof Error ? error.message : String(error) });
		throw adminJson({ error: guardMessages.unavailable }, { status: 503 });
	}
	if (!admin) throw adminJson({ error: guardMessages.notAdmin }, { status: 403 });
	return {
		userId: session.userId,
		email: session.email
	};
}
var SAFE_METHODS = /* @__PURE__ */ new Set([
	"GET",
	"HEAD",
	"OPTIONS"
]);
/**
* Throws 403 for a state-changing request a browser marks as coming from another site
* (Sec-Fetch-Site, or an Origin other than ours). Clients that send neither (curl, tests) pass:
* they carry no victim's cookies, and SameSite=Lax keeps the cookie off cross-site posts anyway.
*/
function requireSameOrigin(request) {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return;
	const fetchSite = request.headers.get("Sec-Fetch-Site");
	const origin = request.headers.get("Origin");
	const allowed = /* @__PURE__ */ new Set([new URL(request.url).origin, new URL(siteConfig().siteUrl).origin]);
	if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none" || origin !== null && !allowed.has(origin)) {
		log("warn", "cross-site admin request refused", {
			method: request.method,
			path: new URL(request.url).pathname
		});
		throw adminJson({ error: guardMessages.crossSite }, { status: 403 });
	}
}
// app/.server/auth/throttle.ts
/**
* Sign-in throttling, kept in the database so every app instance sees the same counts and a
* restart forgets nothing. Three counters, each blocking for a while once it passes its limit:
* - this account from this client: 5 failures;
* - this client, any account: 20 failures in the window;
* - this account, any client: 50 failures in the window, but not for a client that has signed in
*   to this account before, so strangers guessing the owner's password cannot lock the owner out.
* A block starts at `blockSeconds` and doubles with each further failure, never beyond 15 times
* that (15 minutes by default): nothing ever blocks anyone for good.
*/
var THROTTLE_LIMITS = {
	pair: 5,
	client: 20,
	account: 50
};
var WINDOW_MINUTES = 15;
var MAX_BLOCK_FACTOR = 15;
var KNOWN_CLIENT_DAYS = 90;
var digest = (text) => createHash("sha256").update(text).digest("base64url");
/** The counters' keys: hashes, so the table holds no addresses in the clear. */
function keys(email, client) {
	return {
		pair: `p:${digest(`${email}\n${client}`)}`,
		client: `c:${digest(client)}`,
		account: `a:${digest(email)}`
	};
}
async function checkSignIn(db, email, client, now = /* @__PURE__ */ new Date()) {
	const k = keys(email, client);
	const rows = await db.kysely.selectFrom("sign_in_throttle").selectAll().where("key", "in", Object.values(k)).execute();
	const row = (rule) => rows.find((r) => r.key === k[rule]);
	const knownClient = (() => {
		const succeeded = row("pair")?.succeeded_at;
		return !!succeeded && now.getTime() - new Date(succeeded).getTime() < KNOWN_CLIENT_DAYS * 864e5;
	})();
	let until = 0;
	for (const rule of [
		"pair",
		"client",
		"account"
	]) {
		if (rule === "account" && knownClient) continue;
		const blocked = row(rule)?.blocked_until;
		if (blocked) until = Math.max(until, new Date(blocked).getTime());
	}
	return until > now.getTime() ? {
		allowed: false,
		retryAfterSeconds: Math.ceil((until - now.getTime()) / 1e3)
	} : { allowed: true };
}
async function recordFailure(db, email, client, blockSeconds, now = /* @__PURE__ */ new Date()) {
	const k = keys(email, client);
	const nowIso = now.toISOString();
	const windowStart = (/* @__PURE__ */ new Date(now.getTime() - WINDOW_MINUTES * 6e4)).toISOString();
	for (const rule of [
		"pair",
		"client",
		"account"
	]) {
		const cutoff = rule === "pair" ? (/* @__PURE__ */ new Date(now.getTime() - 864e5)).toISOString() : windowStart;
		const { failures } = await db.kysely.insertInto("sign_in_throttle").values({
			key: k[rule],
			failures: 1,
			window_start: nowIso
		}).onConflict((oc) => oc.column("key").doUpdateSet({
			failures: sql`CASE WHEN sign_in_throttle.window_start < ${cutoff} THEN 1 ELSE sign_in_throttle.failures + 1 END`,
			window_start: sql`CASE WHEN sign_in_throttle.window_start < ${cutoff} THEN ${nowIso} ELSE sign_in_throttle.window_start END`
		})).returning("failures").executeTakeFirstOrThrow();
		const over = failures - THROTTLE_LIMITS[rule];
		if (over >= 0) {
			const seconds = Math.min(blockSeconds * 2 ** Math.min(over, 20), blockSeconds * MAX_BLOCK_FACTOR);
			await db.kysely.updateTable("sign_in_throttle").set({ blocked_until: new Date(now.getTime() + seconds * 1e3).toISOString() }).where("key", "=", k[rule]).execute();
		}
	}
}
/** A successful sign-in clears this account+client counter and remembers the client as known. */
async function recordSuccess(db, email, client, now = /* @__PURE__ */ new Date()) {
	const nowIso = now.toISOString();
	await db.kysely.insertInto("sign_in_throttle").values({
		key: keys(email, client).pair,
		failures: 0,
		window_start: nowIso,
		succeeded_at: nowIso
	}).onConflict((oc) => oc.column("key").doUpdateSet({
		failures: 0,
		window_start: nowIso,
		blocked_until: null,
		succeeded_at: nowIso
	})).execute();
}
/** Forgets counters nobody needs any more (old windows, ended blocks, long-unused known clients). */
async function purgeThrottle(db, now = /* @__PURE__ */ new Date()) {
	const dayAgo = (/* @__PURE__ */ new Date(now.getTime() - 864e5)).toISOString();
	const knownCutoff = (/* @__PURE__ */ new Date(now.getTime() - KNOWN_CLIENT_DAYS * 864e5)).toISOString();
	await db.kysely.deleteFrom("sign_in_throttle").where("window_start", "<", dayAgo).where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<", now.toISOString())])).where((eb) => eb.or([eb("succeeded_at", "is", null), eb("succeeded_at", "<", knownCutoff)])).execute();
}
/** "נסו שוב בעוד X דקות" in natural Hebrew. */
function retryMessage(retryAfterSeconds) {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
	return `יותר מדי ניסיונות התחברות שגויים. נסו שוב ${minutes === 1 ? "בעוד דקה" : minutes === 2 ? "בעוד שתי דקות" : `בעוד ${minutes} דקות`}.`;
}
// app/.server/auth/sign-in.ts
/** The address the request came from, as the server pipeline determined it (proxies included). */
var clientAddress = (request) => request.headers.get("x-courier-client-ip") ?? "unknown";
/**
* Checks an e-mail and password and opens a session: validation (first error), throttling,
* the password check, the activity log. Used by the admin page's sign-in form and by the JSON
* endpoint alike. Throws only when the database cannot be reached.
*/
async function signInWithPassword(request, input) {
	const valid = validateSignIn(input);
	if (!valid.ok) return {
		kind: "invalid",
		field: valid.field,
		message: valid.message
	};
	const { email, password } = valid.value;
	const config = authConfig();
	const { db } = await getServices();
	const client = clientAddress(request);
	const verdict = await checkSignIn(db, email, client);
	if (!verdict.allowed) {
		log("warn", "sign-in throttled", { retryAfterSeconds: verdict.retryAfterSeconds });
		return {
			kind: "throttled",
			retryAfterSeconds: verdict.retryAfterSeconds,
			message: retryMessage(verdict.retryAfterSeconds)
		};
	}
	const user = await findUserByEmail(db, email);
	const ok = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
	if (!user || !ok) {
		await recordFailure(db, email, client, config.blockSeconds);
		log("warn", "sign-in failed");
		await recordActivity(db, {
			action: "sign_in_failed",
			userId: user?.id ?? null,
			userEmail: user?.email ?? null,
			client,
			details: { known: !!user }
		});
		return {
			kind: "wrong-credentials",
			message: signInMessages.wrongCredentials
		};
	}
	await recordSuccess(db, email, client);
	await revokeSession(db, readCookie(request, config.cookieName));
	await purgeExpiredSessions(db);
	await purgeThrottle(db);
	const token = await createSession(db, user.id, config);
	const admin = await hasRole(db, user.id);
	log("info", "signed in", {
		userId: user.id,
		admin
	});
	await recordActivity(db, {
		action: "sign_in",
		userId: user.id,
		userEmail: user.email,
		client
	});
	return {
		kind: "signed-in",
		email: user.email,
		admin,
		setCookie: sessionCookie(config, token, config.maxAgeSeconds)
	};
}
/** Ends the request's session on the server; returns the Set-Cookie value that clears it. */
async function signOut(request) {
	const config = authConfig();
	const { db } = await getServices();
	const token = readCookie(request, config.cookieName);
	const session = await findSession(db, token, config);
	await revokeSession(db, token);
	if (session) await recordActivity(db, {
		action: "sign_out",
		userId: session.userId,
		userEmail: session.email,
		client: clientAddress(request)
	});
	return clearedSessionCookie(config);
}
// app/.server/admin-page.ts
/**
* The admin page's server side: what its loader reads and what its action does. The route
* module (app/routes/admin.tsx) stays a thin page; every decision about who may see or change
* what is made here, on the server.
*/
var DETAIL_ACTIVITY = 50;
var errorText = (error) => error instanceof Error ? error.message : String(error);
/** The signed-in user and whether they are an admin, or null; never throws for a bad cookie. */
async function sessionOf(request) {
	const config = authConfig();
	const { db } = await getServices();
	const token = readCookie(request, config.cookieName);
	const session = await findSession(db, token, config);
	if (!session) return {
		session: null,
		hadCookie: token !== void 0
	};
	return {
		session,
		admin: await hasRole(db, session.userId)
	};
}
async function loadAdminPage(request) {
	let who;
	try {
		who = await sessionOf(request);
	} catch (error) {
		log("error", "admin page: database unavailable", { error: errorText(error) });
		return data({
			state: "unavailable",
			message: guardMessages.unavailable
		}, {
			status: 503,
			headers: ADMIN_HEADERS
		});
	}
	if (!who.session) {
		const headers = new Headers(ADMIN_HEADERS);
		if (who.hadCookie) headers.set("Set-Cookie", clearedSessionCookie(authConfig()));
		return data({ state: "signed-out" }, { headers });
	}
	if (!who.admin) return data({
		state: "not-admin",
		email: who.session.email
	}, { headers: ADMIN_HEADERS });
	const query = parseAdminQuery(new URL(request.url).searchParams);
	try {
		const { db } = await getServices();
		const now = /* @__PURE__ */ new Date();
		const [counts, perDay, attribution, list, activity, lead] = await Promise.all([
			countLeads(db, now),
			leadsPerDay(db, now),
			attributionSummary(db, now),
			query.view === "activity" ? null : listLeads(db, {
				view: query.view,
				search: query.q,
				page: query.page
			}),
			query.view === "activity" ? listActivity(db, { page: query.page }) : null,
			query.lead ? findLead(db, query.lead) : void 0
		]);
		const page = list ?? activity;
		const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
		if (query.page > lastPage) throw redirect(adminHref({
			...query,
			page: lastPage
		}), { headers: ADMIN_HEADERS });
		const detail = lead ? {
			lead,
			activity: (await listActivity(db, {
				leadId: lead.id,
				pageSize: DETAIL_ACTIVITY
			})).rows
		} : null;
		return data({
			state: "admin",
			email: who.session.email,
			query,
			summary: {
				counts,
				perDay,
				attribution
			},
			list,
			activity,
			detail,
			detailMissing: query.lead !== null && !lead
		}, { headers: ADMIN_HEADERS });
	} catch (error) {
		if (error instanceof Response) throw error;
		log("error", "admin page: loading leads failed", { error: errorText(error) });
		return data({
			state: "unavailable",
			message: adminMessages.loadFailed
		}, {
			status: 503,
			headers: ADMIN_HEADERS
		});
	}
}
var INTENTS = /* @__PURE__ */ new Set([
	"sign-in",
	"sign-out",
	"handled",
	"note",
	"delete",
	"restore",
	"delete-forever"
]);
function fail(intent, status, error, field) {
	return data({
		ok: false,
		intent,
		error,
		...field ? { field } : {}
	}, {
		status,
		headers: ADMIN_HEADERS
	});
}
/** A positive whole lead id from the form, or undefined. */
function leadIdOf(form) {
	const value = form.get("id");
	if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return void 0;
	const id = Number(value);
	return Number.isSafeInteger(id) ? id : void 0;
}
/**
* The admin page's one action. The form's `intent` says what to do: sign in or out, or one
* change to one lead (handled, note, delete to the trash, restore, delete forever). Every lead
* change is checked against the session and the admin role here, and recorded in the log.
*/
async function handleAdminAction(request) {
	try {
		requireSameOrigin(request);
	} catch {
		return fail(null, 403, guardMessages.crossSite);
	}
	let form;
	try {
		form = await request.formData();
	} catch {
		return fail(null, 400, adminMessages.badRequest);
	}
	const intentValue = form.get("intent");
	const intent = typeof intentValue === "string" && INTENTS.has(intentValue) ? intentValue : null;
	if (!intent) return fail(null, 400, adminMessages.badRequest);
	try {
		if (intent === "sign-in") return await signInAction(request, form);
		if (intent === "sign-out") {
			const cookie = await signOut(request);
			return redirect("/", {
				status: 303,
				headers: {
					...ADMIN_HEADERS,
					"Set-Cookie": cookie
				}
			});
		}
		return await leadAction(request, intent, form);
	} catch (error) {
		if (error instanceof Response) throw error;
		log("error", "admin action failed", {
			intent,
			error: errorText(error)
		});
		return fail(intent, 503, intent === "sign-in" ? signInMessages.unavailable : guardMessages.unavailable);
	}
}
async function signInAction(request, form) {
	const text = (name) => {
		const value = form.get(name);
		return typeof value === "string" ? value : "";
	};
	const outcome = await signInWithPassword(request, {
		email: text("email"),
		password: text("password")
	});
	switch (outcome.kind) {
		case "invalid": return fail("sign-in", 400, outcome.message, outcome.field);
		case "throttled": return data({
			ok: false,
			intent: "sign-in",
			error: outcome.message
		}, {
			status: 429,
			headers: {
				...ADMIN_HEADERS,
				"Retry-After": String(outcome.retryAfterSeconds)
			}
		});
		case "wrong-credentials": return fail("sign-in", 401, outcome.message);
		case "signed-in": {
			const url = new URL(request.url);
			const back = url.pathname === "/manage-leads-2024" ? `${ADMIN_PATH}${url.search}` : ADMIN_PATH;
			return redirect(back, {
				status: 303,
				headers: {
					...ADMIN_HEADERS,
					"Set-Cookie": outcome.setCookie
				}
			});
		}
	}
}
async function leadAction(request, intent, form) {
	const who = await sessionOf(request);
	if (!who.session) return fail(intent, 401, guardMessages.signedOut);
	if (!who.admin) return fail(intent, 403, guardMessages.notAdmin);
	const id = leadIdOf(form);
	if (id === void 0) return fail(intent, 400, adminMessages.badRequest);
	const { db } = await getServices();
	const actor = {
		userId: who.session.userId,
		userEmail: who.session.email,
		client: clientAddress(request),
		leadId: id
	};
	const notFound = () => fail(intent, 404, adminMessages.notFound);
	switch (intent) {
		case "handled": {
			const handled = form.get("handled") === "true";
			if (!await updateLead(db, id, { handled })) return notFound();
			await recordActivity(db, {
				...actor,
				action: handled ? "handled" : "reopened"
			});
			break;
		}
		case "note": {
			const raw = form.get("note");
			const checked = validateLeadPatch({ note: typeof raw === "string" ? raw.replace(/\r\n/g, "\n") : raw });
			if (!checked.ok) return fail(intent, 400, checked.message);
			if (!await updateLead(db, id, { note: checked.patch.note?.trim() ? checked.patch.note : null })) return notFound();
			await recordActivity(db, {
				...actor,
				action: "note",
				details: { field: "note" }
			});
			break;
		}
		case "delete":
			if (!await moveToTrash(db, id)) return notFound();
			await recordActivity(db, {
				...actor,
				action: "delete"
			});
			break;
		case "restore":
			if (!await restoreFromTrash(db, id)) return notFound();
			await recordActivity(db, {
				...actor,
				action: "restore"
			});
			break;
		case "delete-forever":
			if (!await deleteForever(db, id)) return notFound();
			await recordActivity(db, {
				...actor,
				action: "delete_forever"
			});
	}
	log("info", "lead changed by admin", {
		intent,
		leadId: id,
		userId: who.session.userId
	});
	leadChanged(db, {
		op: intent === "delete-forever" ? "delete" : "update",
		id
	});
	return data({
		ok: true,
		intent,
		leadId: id
	}, { headers: ADMIN_HEADERS });
}
// app/components/admin/admin-notices.ts
var UNDO_MS = 1e4;
var lastGood;
/** An outage is told once, not at every live event while it lasts. */
var outageTold = false;
function rememberGoodData(data) {
	if (data.state === "admin") {
		lastGood = data;
		outageTold = false;
	}
	return data;
}
/** After a failed reload: what the page showed last, marked stale; the first load has nothing to keep. */
function staleOrThrow(error, unavailable) {
	if (error instanceof Response) throw error;
	if (!outageTold) notify("error", adminMessages.errorTitle, adminMessages.loadFailed);
	outageTold = true;
	if (lastGood) return {
		...lastGood,
		stale: true
	};
	if (unavailable) return unavailable;
	throw error;
}
var submitLeadChange;
/** The page hands over how to send a change, so a toast's undo button can send one. */
function setLeadChangeSubmitter(submit) {
	submitLeadChange = submit;
}
function announceActionResult(result, form) {
	if (!result.ok) {
		if (result.intent === "sign-in") notify("error", signInMessages.failedTitle, result.error);
		else notify("error", adminMessages.errorTitle, result.error);
		return;
	}
	const id = String(form.get("id") ?? "");
	switch (result.intent) {
		case "note":
			notify("success", adminMessages.noteSaved);
			break;
		case "delete":
			notify("success", adminMessages.deletedTitle, adminMessages.deletedBody, {
				duration: UNDO_MS,
				action: {
					label: adminMessages.undo,
					onClick: () => submitLeadChange?.({
						intent: "restore",
						id
					})
				}
			});
			break;
		case "restore":
			notify("success", adminMessages.restoredTitle);
			break;
		case "delete-forever": notify("success", adminMessages.deletedForeverTitle);
	}
}
function announceUnreachable(form, error) {
	console.error("Admin action failed", error);
	const intent = String(form.get("intent") ?? "");
	if (intent === "sign-in" || intent === "sign-out" || intent === null) {
		notify("error", signInMessages.failedTitle, signInMessages.unavailable);
		return {
			ok: false,
			intent,
			error: signInMessages.unavailable
		};
	}
	const message = intentFailures[intent] ?? adminMessages.badRequest;
	notify("error", adminMessages.errorTitle, message);
	return {
		ok: false,
		intent,
		error: message
	};
}
// app/components/admin/styles.ts
/** The admin's control styles, in one place. Tap targets are at least 44 x 44 px. */
var focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
var inputClass = "mt-1 block w-full min-h-11 rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-ink placeholder:text-gray-500 aria-invalid:border-red-700";
var button = `inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 py-2 font-semibold ${focusRing}`;
var primaryButtonClass = `${button} bg-brand-700 text-white hover:bg-brand-800`;
var secondaryButtonClass = `${button} border border-gray-400 bg-white text-ink hover:bg-gray-100`;
/** A square icon button; its accessible name comes from aria-label (and the title shows it on hover). */
var iconButtonClass = `inline-flex size-11 shrink-0 items-center justify-center rounded-lg border ${focusRing} disabled:opacity-50`;
// app/components/admin/admin-header.tsx
/** The admin's own lean bar: the brand, who is signed in, and sign-out. No visitor menus. */
function AdminHeader({ email }) {
	const site = useSite();
	return /* @__PURE__ */ jsx("header", {
		className: "border-b border-gray-200 bg-white",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex w-full max-w-screen-2xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2 sm:px-6",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "font-bold text-brand-800",
				children: [
					site.brandName,
					" ",
					/* @__PURE__ */ jsx("span", {
						className: "font-normal text-muted",
						children: "· מערכת ניהול"
					})
				]
			}), email ? /* @__PURE__ */ jsxs("div", {
				className: "flex min-w-0 items-center gap-3",
				children: [/* @__PURE__ */ jsx("span", {
					className: "min-w-0 truncate text-sm text-muted",
					dir: "ltr",
					title: email,
					children: email
				}), /* @__PURE__ */ jsxs(Form, {
					method: "post",
					action: ADMIN_PATH,
					children: [/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "sign-out"
					}), /* @__PURE__ */ jsx("button", {
						type: "submit",
						className: secondaryButtonClass,
						children: "התנתק"
					})]
				})]
			}) : null]
		})
	});
}
// app/lib/admin-chat.ts
/** Hebrew joins "from"/"to" to a Hebrew word directly (מחיפה) and with a hyphen otherwise (מ-Haifa). */
var attach = (prefix, place) => /^[\u05D0-\u05EA]/u.test(place) ? `${prefix}${place}` : `${prefix}-${place}`;
/** The message the owner sends a lead: greets by name, mentions the places when given (spec 7). */
function adminChatMessage(lead) {
	const from = lead.from_location?.trim();
	const to = lead.to_location?.trim();
	let route = "";
	if (from && to) route = ` ${attach("מ", from)} ${attach("ל", to)}`;
	else if (from) route = ` ${attach("מ", from)}`;
	else if (to) route = ` ${attach("ל", to)}`;
	return `שלום ${lead.name.trim()}, קיבלנו את פנייתך בנושא משלוח${route}. נשמח לעזור ולתת הצעת מחיר.`;
}
/** The chat link to the lead's own number: digits only, 0 → 972, 972 kept, otherwise 972 prefixed. */
function adminChatHref(lead) {
	return whatsappHref(toInternationalDigits(lead.phone), adminChatMessage(lead));
}
// app/components/admin/admin-icons.tsx
function Icon({ children, className = "size-5" }) {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 24 24",
		className,
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"aria-hidden": "true",
		focusable: "false",
		children
	});
}
var CheckIcon = ({ className }) => /* @__PURE__ */ jsx(Icon, {
	className,
	children: /* @__PURE__ */ jsx("path", { d: "m5 12 5 5 9-10" })
});
var ReopenIcon = ({ className }) => /* @__PURE__ */ jsx(Icon, {
	className,
	children: /* @__PURE__ */ jsx("path", { d: "M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" })
});
var TrashIcon = ({ className }) => /* @__PURE__ */ jsx(Icon, {
	className,
	children: /* @__PURE__ */ jsx("path", { d: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" })
});
var DetailsIcon = ({ className }) => /* @__PURE__ */ jsxs(Icon, {
	className,
	children: [/* @__PURE__ */ jsx("circle", {
		cx: "12",
		cy: "12",
		r: "9"
	}), /* @__PURE__ */ jsx("path", { d: "M12 11v6M12 7.5v.5" })]
});
var RestoreIcon = ({ className }) => /* @__PURE__ */ jsx(Icon, {
	className,
	children: /* @__PURE__ */ jsx("path", { d: "M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" })
});
var EraseIcon = ({ className }) => /* @__PURE__ */ jsx(Icon, {
	className,
	children: /* @__PURE__ */ jsx("path", { d: "M4 7h16M6 7l1 13h10l1-13M9 7V4h6v3M9.5 11.5l5 5M14.5 11.5l-5 5" })
});
// app/components/admin/lead-actions.tsx
var tones = {
	chat: "border-whatsapp text-whatsapp hover:bg-green-50",
	brand: "border-brand-600 text-brand-700 hover:bg-brand-50",
	plain: "border-gray-400 text-ink hover:bg-gray-100",
	danger: "border-red-700 text-red-700 hover:bg-red-50"
};
/** A change to one lead, sent to the page's action. A plain form post without JavaScript. */
function LeadChange({ lead, intent, fields = {}, label, tone, confirm, children }) {
	const fetcher = useFetcher({ key: `lead-${lead.id}-${intent}` });
	const location = useLocation();
	const onSubmit = (event) => {
		if (confirm && !window.confirm(confirm)) event.preventDefault();
	};
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		action: `${location.pathname}${location.search}`,
		onSubmit,
		className: "contents",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: intent
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "id",
				value: lead.id
			}),
			Object.entries(fields).map(([name, value]) => /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name,
				value
			}, name)),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				disabled: fetcher.state !== "idle",
				"aria-label": label,
				title: label,
				className: `${iconButtonClass} ${tones[tone]}`,
				children
			})
		]
	});
}
/** Every action on one lead: live leads chat, call, handled, details, delete; the trash restores or erases. */
function LeadActions({ lead, query, withCall = false, withDetails = true }) {
	const handled = lead.handled_at !== null;
	const inTrash = lead.deleted_at !== null;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap items-center gap-1.5",
		children: [
			!inTrash ? /* @__PURE__ */ jsxs(Fragment, { children: [
				withCall ? /* @__PURE__ */ jsx("a", {
					href: telHref(lead.phone),
					"aria-label": `התקשרות ל${lead.name}`,
					title: `התקשרות ל${lead.name}`,
					className: `${iconButtonClass} ${tones.brand}`,
					children: /* @__PURE__ */ jsx(PhoneIcon, {})
				}) : null,
				/* @__PURE__ */ jsx("a", {
					href: adminChatHref(lead),
					target: "_blank",
					rel: "noopener noreferrer",
					"aria-label": `וואטסאפ ל${lead.name}`,
					title: `וואטסאפ ל${lead.name}`,
					className: `${iconButtonClass} ${tones.chat}`,
					children: /* @__PURE__ */ jsx(ChatIcon, {})
				}),
				/* @__PURE__ */ jsx(LeadChange, {
					lead,
					intent: "handled",
					fields: { handled: String(!handled) },
					label: handled ? `החזרה לפתוחים: ${lead.name}` : `סימון כטופל: ${lead.name}`,
					tone: "brand",
					children: handled ? /* @__PURE__ */ jsx(ReopenIcon, {}) : /* @__PURE__ */ jsx(CheckIcon, {})
				})
			] }) : null,
			withDetails ? /* @__PURE__ */ jsx(Link, {
				to: adminHref({
					...query,
					lead: lead.id
				}),
				preventScrollReset: true,
				"aria-label": `פרטים: ${lead.name}`,
				title: `פרטים: ${lead.name}`,
				className: `${iconButtonClass} ${tones.plain}`,
				children: /* @__PURE__ */ jsx(DetailsIcon, {})
			}) : null,
			inTrash ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(LeadChange, {
				lead,
				intent: "restore",
				label: `שחזור ${lead.name}`,
				tone: "brand",
				children: /* @__PURE__ */ jsx(RestoreIcon, {})
			}), /* @__PURE__ */ jsx(LeadChange, {
				lead,
				intent: "delete-forever",
				label: `מחיקה לצמיתות: ${lead.name}`,
				tone: "danger",
				confirm: adminMessages.deleteForeverConfirm,
				children: /* @__PURE__ */ jsx(EraseIcon, {})
			})] }) : /* @__PURE__ */ jsx(LeadChange, {
				lead,
				intent: "delete",
				label: `מחיקת ${lead.name}`,
				tone: "danger",
				confirm: adminMessages.deleteConfirm,
				children: /* @__PURE__ */ jsx(TrashIcon, {})
			})
		]
	});
}
// app/components/admin/lead-detail.tsx
function Field({ label, children }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
		className: "text-muted",
		children: label
	}), /* @__PURE__ */ jsx("dd", {
		className: "min-w-0 [overflow-wrap:anywhere]",
		children
	})] });
}
var sizeName = (id) => packageSizes.find((size) => size.id === id)?.name ?? id;
var orDash = (value) => value?.trim() ? value : "-";
function NoteForm({ lead }) {
	const fetcher = useFetcher({ key: `lead-${lead.id}-note` });
	const location = useLocation();
	const id = useId();
	return /* @__PURE__ */ jsxs(fetcher.Form, {
		method: "post",
		action: `${location.pathname}${location.search}`,
		className: "mt-2",
		children: [
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "note"
			}),
			/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "id",
				value: lead.id
			}),
			/* @__PURE__ */ jsxs("label", {
				htmlFor: id,
				className: "block text-sm font-medium",
				children: [
					"הערה (עד ",
					500,
					" תווים)"
				]
			}),
			/* @__PURE__ */ jsx("textarea", {
				id,
				name: "note",
				maxLength: 500,
				rows: 3,
				defaultValue: lead.notes ?? "",
				className: inputClass
			}, lead.notes ?? ""),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				disabled: fetcher.state !== "idle",
				className: `${primaryButtonClass} mt-2`,
				children: "שמירת ההערה"
			})
		]
	});
}
function ActivityLine({ entry }) {
	const details = entry.details ?? {};
	const extra = [
		typeof details.rows === "number" ? `${details.rows} שורות` : null,
		typeof details.view === "string" ? `תצוגה: ${details.view}` : null,
		typeof details.email === "string" ? details.email : null
	].filter(Boolean);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("time", {
			dateTime: entry.at,
			dir: "ltr",
			className: "text-muted",
			children: formatIsraelDateTime(entry.at)
		}),
		" ",
		/* @__PURE__ */ jsx("span", {
			className: "font-semibold",
			children: activityLabels[entry.action] ?? entry.action
		}),
		extra.length ? /* @__PURE__ */ jsxs("span", {
			dir: "auto",
			children: [
				" (",
				extra.join(", "),
				")"
			]
		}) : null,
		" · ",
		/* @__PURE__ */ jsx("span", {
			dir: "ltr",
			children: entry.user_email ?? (entry.client === "cli" ? "שורת הפקודה" : "לא מזוהה")
		})
	] });
}
/**
* One lead in full, opened by ?lead=<id> (a link the owner can share): every stored field, where
* it came from and the estimate it saw, the note, the lead's activity, and every action.
* A modal dialog with JavaScript; without it the same content in an open dialog on the page.
*/
function LeadDetailView({ detail, query }) {
	const ref = useRef(null);
	const navigate = useNavigate();
	const titleId = useId();
	const closeHref = adminHref({
		...query,
		lead: null
	});
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog || dialog.matches(":modal")) return;
		dialog.close();
		dialog.showModal();
	}, []);
	const lead = detail?.lead;
	const a = lead?.attribution;
	return /* @__PURE__ */ jsxs("dialog", {
		ref,
		open: true,
		"aria-labelledby": titleId,
		onCancel: (event) => {
			event.preventDefault();
			navigate(closeHref, { preventScrollReset: true });
		},
		className: "fixed inset-0 m-auto max-h-[92dvh] w-[min(42rem,calc(100vw-1rem))] overflow-y-auto rounded-card bg-white p-4 text-ink shadow-xl backdrop:bg-black/50 sm:p-6",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-start justify-between gap-3",
			children: [/* @__PURE__ */ jsx("h2", {
				id: titleId,
				className: "min-w-0 break-words text-xl font-bold text-brand-800",
				children: lead ? lead.name : adminMessages.notFound
			}), /* @__PURE__ */ jsx(Link, {
				to: closeHref,
				preventScrollReset: true,
				"aria-label": "סגירה",
				title: "סגירה",
				className: `${secondaryButtonClass} size-11 shrink-0 px-0`,
				children: /* @__PURE__ */ jsx(CloseIcon, {})
			})]
		}), lead && a ? /* @__PURE__ */ jsxs(Fragment, { children: [
			lead.deleted_at ? /* @__PURE__ */ jsxs("p", {
				className: "mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900",
				children: ["בסל המחזור מאז ", formatIsraelDateTime(lead.deleted_at)]
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: "mt-3",
				children: /* @__PURE__ */ jsx(LeadActions, {
					lead,
					query,
					withCall: true,
					withDetails: false
				})
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm",
				children: [
					/* @__PURE__ */ jsx(Field, {
						label: "התקבל",
						children: formatIsraelDateTime(lead.created_at)
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "טלפון",
						children: /* @__PURE__ */ jsx("a", {
							href: telHref(lead.phone),
							dir: "ltr",
							className: "inline-flex min-h-11 items-center whitespace-nowrap text-brand-700 underline",
							children: lead.phone
						})
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "אימייל",
						children: /* @__PURE__ */ jsx("span", {
							dir: "auto",
							children: orDash(lead.email)
						})
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "מוצא",
						children: orDash(lead.from_location)
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "יעד",
						children: orDash(lead.to_location)
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "טופס",
						children: sourceLabel(lead.source)
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "נשלח מהעמוד",
						children: /* @__PURE__ */ jsx("span", {
							dir: "ltr",
							children: orDash(lead.page_path)
						})
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "סטטוס",
						children: lead.handled_at ? `טופל ב-${formatIsraelDateTime(lead.handled_at)}` : "פתוח"
					})
				]
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "mt-5 font-bold",
				children: "מאיפה הגיע"
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm",
				dir: "rtl",
				children: [
					/* @__PURE__ */ jsx(Field, {
						label: "עמוד נחיתה",
						children: /* @__PURE__ */ jsx("span", {
							dir: "ltr",
							children: orDash(a.landing_page)
						})
					}),
					/* @__PURE__ */ jsx(Field, {
						label: "אתר מפנה",
						children: /* @__PURE__ */ jsx("span", {
							dir: "ltr",
							children: orDash(a.referrer_host)
						})
					}),
					[
						"utm_source",
						"utm_medium",
						"utm_campaign",
						"utm_term",
						"utm_content",
						"gclid",
						"fbclid"
					].map((key) => a[key] ? /* @__PURE__ */ jsx(Field, {
						label: key,
						children: /* @__PURE__ */ jsx("span", {
							dir: "ltr",
							children: a[key]
						})
					}, key) : null)
				]
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "mt-5 font-bold",
				children: "הערכת המחיר שראה"
			}),
			lead.quote ? /* @__PURE__ */ jsxs("p", {
				className: "mt-1 text-sm",
				children: [
					lead.quote.from,
					" ← ",
					lead.quote.to,
					", חבילה ",
					sizeName(lead.quote.size),
					": ",
					/* @__PURE__ */ jsxs("strong", { children: [lead.quote.price, " ₪"] }),
					" (",
					lead.quote.model === "distance" ? "לפי מרחק" : "לפי טבלה",
					")"
				]
			}) : /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-muted",
				children: "לא השתמש במחשבון"
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "mt-5 font-bold",
				children: "הערה"
			}),
			lead.deleted_at ? /* @__PURE__ */ jsx("p", {
				className: "mt-1 whitespace-pre-wrap break-words text-sm",
				children: orDash(lead.notes)
			}) : /* @__PURE__ */ jsx(NoteForm, { lead }),
			/* @__PURE__ */ jsx("h3", {
				className: "mt-5 font-bold",
				children: "פעילות על הליד"
			}),
			detail.activity.length ? /* @__PURE__ */ jsx("ol", {
				className: "mt-1 space-y-1 text-sm",
				children: detail.activity.map((entry) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ActivityLine, { entry }) }, entry.id))
			}) : /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-muted",
				children: "אין פעילות רשומה"
			})
		] }) : /* @__PURE__ */ jsx("p", {
			className: "mt-3",
			children: "ייתכן שנמחק לצמיתות או שהקישור שגוי."
		})]
	});
}
// app/components/admin/activity-log.tsx
/** The activity tab: every admin action, newest first, with who did it and from where. */
function ActivityLog({ activity }) {
	if (activity.rows.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "py-10 text-center text-muted",
		children: "אין פעילות רשומה"
	});
	return /* @__PURE__ */ jsx("ol", {
		className: "divide-y divide-gray-200 rounded-card border border-gray-200 bg-white shadow-sm",
		"aria-label": "יומן פעילות",
		children: activity.rows.map((entry) => /* @__PURE__ */ jsxs("li", {
			className: "flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm",
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "min-w-0 [overflow-wrap:anywhere]",
					children: /* @__PURE__ */ jsx(ActivityLine, { entry })
				}),
				entry.lead_id ? /* @__PURE__ */ jsxs(Link, {
					to: adminHref({
						view: "all",
						lead: entry.lead_id
					}),
					className: "inline-flex min-h-11 items-center text-brand-700 underline",
					children: ["ליד #", entry.lead_id]
				}) : null,
				entry.client && entry.client !== "cli" ? /* @__PURE__ */ jsx("span", {
					className: "text-xs text-muted",
					dir: "ltr",
					children: entry.client
				}) : null
			]
		}, entry.id))
	});
}
// app/components/admin/attribution-tables.tsx
var number$2 = new Intl.NumberFormat("he-IL");
function CountTable({ caption, heading, rows }) {
	return /* @__PURE__ */ jsxs("table", {
		className: "w-full table-fixed text-start text-sm",
		children: [
			/* @__PURE__ */ jsx("caption", {
				className: "mb-1 text-start font-semibold text-muted",
				children: caption
			}),
			/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", {
				className: "border-b border-gray-200",
				children: [/* @__PURE__ */ jsx("th", {
					scope: "col",
					className: "py-1 text-start font-semibold",
					children: heading
				}), /* @__PURE__ */ jsx("th", {
					scope: "col",
					className: "w-16 py-1 text-end font-semibold",
					children: "לידים"
				})]
			}) }),
			/* @__PURE__ */ jsx("tbody", { children: rows.length ? rows.map((row) => /* @__PURE__ */ jsxs("tr", {
				className: "border-b border-gray-100",
				children: [/* @__PURE__ */ jsx("td", {
					className: "py-1 [overflow-wrap:anywhere]",
					dir: "auto",
					children: row.label
				}), /* @__PURE__ */ jsx("td", {
					className: "py-1 text-end",
					children: number$2.format(row.count)
				})]
			}, row.label)) : /* @__PURE__ */ jsx("tr", { children: /* @__PURE__ */ jsx("td", {
				colSpan: 2,
				className: "py-1 text-muted",
				children: "אין לידים ב-30 הימים האחרונים"
			}) }) })
		]
	});
}
/** Which campaigns, sites and landing pages brought leads in the last 30 days. */
function AttributionTables({ summary }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "grid items-start gap-4 rounded-card border border-gray-200 bg-white p-4 shadow-sm md:grid-cols-2",
		children: [/* @__PURE__ */ jsx(CountTable, {
			caption: "לידים לפי מקור, 30 ימים",
			heading: "קמפיין או אתר מפנה",
			rows: summary.bySource
		}), /* @__PURE__ */ jsx(CountTable, {
			caption: "לידים לפי עמוד נחיתה, 30 ימים",
			heading: "עמוד",
			rows: summary.byLandingPage
		})]
	});
}
// app/components/admin/lead-list.tsx
/** The table's columns; fixed widths for the short ones, the rest share what is left. */
var columns = [
	["תאריך", "w-28"],
	["שם", ""],
	["טלפון", "w-32"],
	["מוצא", ""],
	["יעד", ""],
	["מקור", "w-36"],
	["אימייל", ""]
];
var dash = (value) => value?.trim() ? value : "-";
/**
* Changes on their way to the server, shown at once: a lead being deleted, restored or erased
* leaves the list, one being marked handled leaves the open view (and the reverse).
*/
function useOptimisticLeads(leads, query) {
	const pending = /* @__PURE__ */ new Map();
	for (const fetcher of useFetchers()) {
		const id = Number(fetcher.formData?.get("id"));
		if (fetcher.formData && id) pending.set(id, fetcher.formData);
	}
	if (pending.size === 0) return leads;
	return leads.flatMap((lead) => {
		const form = pending.get(lead.id);
		const intent = form?.get("intent");
		if (!form || intent === "note") return [lead];
		if (intent === "delete" || intent === "restore" || intent === "delete-forever") return [];
		const handled = form.get("handled") === "true";
		if (query.view === "open" && handled || query.view === "handled" && !handled) return [];
		return [{
			...lead,
			handled_at: handled ? lead.handled_at ?? (/* @__PURE__ */ new Date()).toISOString() : null
		}];
	});
}
function LeadName({ lead, query, className = "" }) {
	return /* @__PURE__ */ jsx(Link, {
		to: adminHref({
			...query,
			lead: lead.id
		}),
		preventScrollReset: true,
		className: `font-semibold text-ink underline-offset-2 hover:underline ${className}`,
		children: lead.name
	});
}
function SourceCell({ lead }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
		className: "block",
		children: sourceLabel(lead.source)
	}), /* @__PURE__ */ jsx("span", {
		className: "block text-xs text-muted",
		dir: "auto",
		children: attributionLabel(lead.attribution)
	})] });
}
/**
* The leads of one view. From 1024 px a table whose columns wrap long text instead of widening
* the page; below that one card per lead with every field and every action. Whatever a visitor
* typed is rendered as text, never as markup.
*/
function LeadList({ leads, query }) {
	const shown = useOptimisticLeads(leads, query);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("div", {
		className: "hidden rounded-card border border-gray-200 bg-white shadow-sm lg:block",
		children: /* @__PURE__ */ jsxs("table", {
			className: "w-full table-fixed text-start text-sm",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: "לידים"
				}),
				/* @__PURE__ */ jsx("thead", {
					className: "bg-surface-alt text-muted",
					children: /* @__PURE__ */ jsxs("tr", { children: [
						columns.map(([column, width]) => /* @__PURE__ */ jsx("th", {
							scope: "col",
							className: `px-2 py-2 text-start font-semibold ${width}`,
							children: column
						}, column)),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "hidden px-2 py-2 text-start font-semibold xl:table-cell",
							children: "הערות"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							className: "w-[13.5rem] px-2 py-2 text-start font-semibold",
							children: "פעולות"
						})
					] })
				}),
				/* @__PURE__ */ jsx("tbody", { children: shown.map((lead) => /* @__PURE__ */ jsxs("tr", {
					"data-lead-id": lead.id,
					className: `border-t border-gray-200 align-top ${lead.handled_at ? "bg-green-50/50" : ""}`,
					children: [
						/* @__PURE__ */ jsxs("td", {
							className: "px-2 py-2",
							children: [/* @__PURE__ */ jsx("time", {
								dateTime: lead.created_at,
								dir: "ltr",
								children: formatIsraelDateTime(lead.created_at)
							}), lead.handled_at ? /* @__PURE__ */ jsx("span", {
								className: "mt-1 block text-xs font-semibold text-green-800",
								children: "טופל"
							}) : null]
						}),
						/* @__PURE__ */ jsx("td", {
							className: "break-words px-2 py-2",
							children: /* @__PURE__ */ jsx(LeadName, {
								lead,
								query
							})
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-2 py-2",
							children: /* @__PURE__ */ jsx("a", {
								href: telHref(lead.phone),
								dir: "ltr",
								className: "whitespace-nowrap text-brand-700 underline",
								children: lead.phone
							})
						}),
						/* @__PURE__ */ jsx("td", {
							className: "break-words px-2 py-2",
							children: dash(lead.from_location)
						}),
						/* @__PURE__ */ jsx("td", {
							className: "break-words px-2 py-2",
							children: dash(lead.to_location)
						}),
						/* @__PURE__ */ jsx("td", {
							className: "break-words px-2 py-2",
							children: /* @__PURE__ */ jsx(SourceCell, { lead })
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-2 py-2 [overflow-wrap:anywhere]",
							dir: "auto",
							children: lead.email ?? ""
						}),
						/* @__PURE__ */ jsx("td", {
							className: "hidden px-2 py-2 xl:table-cell",
							children: /* @__PURE__ */ jsx("span", {
								className: "line-clamp-3 whitespace-pre-wrap break-words",
								title: lead.notes ?? void 0,
								children: lead.notes ?? ""
							})
						}),
						/* @__PURE__ */ jsx("td", {
							className: "px-2 py-2",
							children: /* @__PURE__ */ jsx(LeadActions, {
								lead,
								query
							})
						})
					]
				}, lead.id)) })
			]
		})
	}), /* @__PURE__ */ jsx("ul", {
		className: "grid gap-3 sm:grid-cols-2 lg:hidden",
		"aria-label": "לידים",
		children: shown.map((lead) => /* @__PURE__ */ jsx("li", {
			"data-lead-id": lead.id,
			children: /* @__PURE__ */ jsxs("article", {
				"aria-labelledby": `lead-${lead.id}-name`,
				className: `h-full rounded-card border border-gray-200 p-4 shadow-sm ${lead.handled_at ? "bg-green-50/60" : "bg-white"}`,
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "flex items-start justify-between gap-2",
						children: [/* @__PURE__ */ jsx("h3", {
							id: `lead-${lead.id}-name`,
							className: "min-w-0 break-words text-lg",
							children: /* @__PURE__ */ jsx(LeadName, {
								lead,
								query,
								className: "inline-flex min-h-11 items-center"
							})
						}), lead.handled_at ? /* @__PURE__ */ jsx("span", {
							className: "shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900",
							children: "טופל"
						}) : null]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "text-sm text-muted",
						children: /* @__PURE__ */ jsx("time", {
							dateTime: lead.created_at,
							dir: "ltr",
							children: formatIsraelDateTime(lead.created_at)
						})
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-2",
						children: /* @__PURE__ */ jsx("a", {
							href: telHref(lead.phone),
							dir: "ltr",
							className: "inline-flex min-h-11 items-center whitespace-nowrap text-lg font-semibold text-brand-700 underline",
							children: lead.phone
						})
					}),
					/* @__PURE__ */ jsxs("dl", {
						className: "mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm",
						children: [
							/* @__PURE__ */ jsx("dt", {
								className: "text-muted",
								children: "מוצא"
							}),
							/* @__PURE__ */ jsx("dd", {
								className: "min-w-0 break-words",
								children: dash(lead.from_location)
							}),
							/* @__PURE__ */ jsx("dt", {
								className: "text-muted",
								children: "יעד"
							}),
							/* @__PURE__ */ jsx("dd", {
								className: "min-w-0 break-words",
								children: dash(lead.to_location)
							}),
							/* @__PURE__ */ jsx("dt", {
								className: "text-muted",
								children: "מקור"
							}),
							/* @__PURE__ */ jsxs("dd", {
								className: "min-w-0 break-words",
								children: [
									sourceLabel(lead.source),
									" · ",
									/* @__PURE__ */ jsx("span", {
										dir: "auto",
										children: attributionLabel(lead.attribution)
									})
								]
							}),
							lead.email ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
								className: "text-muted",
								children: "אימייל"
							}), /* @__PURE__ */ jsx("dd", {
								className: "min-w-0 [overflow-wrap:anywhere]",
								dir: "auto",
								children: lead.email
							})] }) : null,
							lead.notes ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("dt", {
								className: "text-muted",
								children: "הערות"
							}), /* @__PURE__ */ jsx("dd", {
								className: "min-w-0 whitespace-pre-wrap break-words",
								children: lead.notes
							})] }) : null
						]
					}),
					/* @__PURE__ */ jsx("div", {
						className: "mt-3",
						children: /* @__PURE__ */ jsx(LeadActions, {
							lead,
							query,
							withCall: true
						})
					})
				]
			})
		}, lead.id))
	})] });
}
// app/components/admin/leads-chart.tsx
var WIDTH = 600;
var HEIGHT = 140;
var GAP = 4;
var dayLabel = (date) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
/**
* Leads per Israeli day as SVG bars. The drawing is hidden from screen readers; they read the
* same numbers as a table.
*/
function LeadsChart({ days }) {
	const max = Math.max(1, ...days.map((d) => d.count));
	const barWidth = days.length ? WIDTH / days.length - GAP : 0;
	const caption = `לידים לפי יום ב-${days.length} הימים האחרונים`;
	return /* @__PURE__ */ jsxs("figure", {
		className: "rounded-card border border-gray-200 bg-white p-4 shadow-sm",
		children: [
			/* @__PURE__ */ jsx("figcaption", {
				className: "mb-2 text-sm font-semibold text-muted",
				children: caption
			}),
			/* @__PURE__ */ jsxs("svg", {
				viewBox: `0 0 ${WIDTH} 156`,
				className: "h-40 w-full",
				"aria-hidden": "true",
				focusable: "false",
				direction: "ltr",
				children: [days.map((day, index) => {
					const height = Math.round(day.count / max * HEIGHT);
					const x = index * (barWidth + GAP);
					return /* @__PURE__ */ jsxs("g", { children: [/* @__PURE__ */ jsx("rect", {
						x,
						y: HEIGHT - height,
						width: barWidth,
						height: Math.max(height, day.count ? 2 : 0),
						rx: 2,
						className: "fill-brand-500",
						children: /* @__PURE__ */ jsx("title", { children: `${dayLabel(day.date)}: ${day.count}` })
					}), index % 5 === days.length % 5 ? /* @__PURE__ */ jsx("text", {
						x: x + barWidth / 2,
						y: 153,
						textAnchor: "middle",
						className: "fill-gray-600 text-[10px]",
						children: dayLabel(day.date)
					}) : null] }, day.date);
				}), /* @__PURE__ */ jsx("line", {
					x1: 0,
					x2: WIDTH,
					y1: HEIGHT,
					y2: HEIGHT,
					className: "stroke-gray-300"
				})]
			}),
			/* @__PURE__ */ jsxs("table", {
				className: "sr-only",
				children: [
					/* @__PURE__ */ jsx("caption", { children: caption }),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("th", {
						scope: "col",
						children: "תאריך"
					}), /* @__PURE__ */ jsx("th", {
						scope: "col",
						children: "לידים"
					})] }) }),
					/* @__PURE__ */ jsx("tbody", { children: days.map((day) => /* @__PURE__ */ jsxs("tr", { children: [/* @__PURE__ */ jsx("td", { children: dayLabel(day.date) }), /* @__PURE__ */ jsx("td", { children: day.count })] }, day.date)) })
				]
			})
		]
	});
}
// app/components/admin/spinner.tsx
/** A loading spinner with an accessible name (announced politely as a status). */
function Spinner({ label, className = "" }) {
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		"aria-label": label,
		className: `flex justify-center py-12 ${className}`,
		children: /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: "size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
		})
	});
}
// app/components/admin/stats-cards.tsx
var number$1 = new Intl.NumberFormat("he-IL");
/** The three summary cards of the spec, counted by the database (spam never included). */
function StatsCards({ counts }) {
	const cards = [
		{
			label: "סך הכל לידים",
			value: counts?.total
		},
		{
			label: "לידים היום",
			value: counts?.today
		},
		{
			label: "לידים השבוע",
			value: counts?.week
		}
	];
	return /* @__PURE__ */ jsx("ul", {
		className: "grid grid-cols-3 gap-2 sm:gap-4",
		"aria-label": "סיכום לידים",
		children: cards.map((card) => /* @__PURE__ */ jsxs("li", {
			className: "rounded-card border border-gray-200 bg-white p-3 shadow-sm sm:p-5",
			children: [/* @__PURE__ */ jsx("p", {
				className: "text-xs text-muted sm:text-sm",
				children: card.label
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-1 text-2xl font-bold text-brand-800 sm:text-3xl",
				"data-testid": `count-${card.label}`,
				children: card.value === void 0 ? "–" : number$1.format(card.value)
			})]
		}, card.label))
	});
}
// app/components/admin/use-lead-events.ts
var EVENTS_URL = "/api/admin/events";
var COALESCE_MS = 150;
var REOPEN_MS = 3e3;
/**
* Calls `onChange` when any lead changes (new, edited, deleted, from anywhere), and on every
* (re)connection so a page that missed events while disconnected catches up. Bursts are
* coalesced into one call. The browser's EventSource retries dropped connections; one the
* server refused (it will not retry those) is reopened here.
*/
function useLeadEvents(onChange) {
	const latest = useRef(onChange);
	useEffect(() => {
		latest.current = onChange;
	});
	useEffect(() => {
		let source;
		let coalesce;
		let reopen;
		let stopped = false;
		const changed = () => {
			clearTimeout(coalesce);
			coalesce = setTimeout(() => latest.current(), COALESCE_MS);
		};
		const open = () => {
			source = new EventSource(EVENTS_URL);
			source.addEventListener("ready", changed);
			source.addEventListener("message", changed);
			source.addEventListener("error", () => {
				if (stopped || source?.readyState !== EventSource.CLOSED) return;
				clearTimeout(reopen);
				reopen = setTimeout(open, REOPEN_MS);
			});
		};
		open();
		return () => {
			stopped = true;
			clearTimeout(coalesce);
			clearTimeout(reopen);
			source?.close();
		};
	}, []);
}
// app/components/admin/dashboard.tsx
var number = new Intl.NumberFormat("he-IL");
var SEARCH_DELAY_MS = 300;
var tabLabel = (tab) => tab === "activity" ? activityTabLabel : viewLabels[tab];
var tabCount = (tab, counts) => tab === "activity" ? void 0 : tab === "all" ? counts.total : counts[tab];
/** The export follows the view where it is one of the owner's working views; otherwise every lead. */
var exportHref = (view) => `/api/admin/leads/export${view === "open" || view === "handled" ? `?view=${view}` : ""}`;
function Pager({ query, page, total, pageSize }) {
	const pages = Math.max(1, Math.ceil(total / pageSize));
	if (pages <= 1) return null;
	const step = (to, label, enabled) => enabled ? /* @__PURE__ */ jsx(Link, {
		to: adminHref({
			...query,
			page: to,
			lead: null
		}),
		className: secondaryButtonClass,
		children: label
	}) : /* @__PURE__ */ jsx("span", {
		"aria-disabled": "true",
		className: `${secondaryButtonClass} cursor-not-allowed opacity-50`,
		children: label
	});
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": "עמודים",
		className: "mt-3 flex flex-wrap items-center gap-3",
		children: [
			step(page - 1, "הקודם", page > 1),
			/* @__PURE__ */ jsx("span", {
				className: "text-sm",
				children: `עמוד ${number.format(page)} מתוך ${number.format(pages)}`
			}),
			step(page + 1, "הבא", page < pages)
		]
	});
}
/** Searches as the owner types (after a pause); a plain GET form, so it works without JavaScript too. */
function SearchForm({ query }) {
	const submit = useSubmit();
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
	return /* @__PURE__ */ jsxs(Form, {
		method: "get",
		role: "search",
		className: "flex items-end gap-2",
		onChange: (event) => {
			const form = event.currentTarget;
			clearTimeout(timer.current);
			timer.current = setTimeout(() => void submit(form, {
				replace: true,
				preventScrollReset: true
			}), SEARCH_DELAY_MS);
		},
		children: [
			query.view !== "open" ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "view",
				value: query.view
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "min-w-0 flex-1",
				children: [/* @__PURE__ */ jsx("label", {
					htmlFor: "lead-search",
					className: "block text-sm font-medium",
					children: "חיפוש לפי שם או טלפון"
				}), /* @__PURE__ */ jsx("input", {
					id: "lead-search",
					name: "q",
					type: "search",
					maxLength: 100,
					defaultValue: query.q,
					className: `${inputClass} sm:w-72`
				})]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: secondaryButtonClass,
				children: "חיפוש"
			})
		]
	});
}
/** What a signed-in admin sees: cards, chart, sources, views, search, the leads or the log, export. */
function AdminDashboard({ page }) {
	const { query, summary, list, activity, detail, detailMissing } = page;
	const revalidator = useRevalidator();
	const navigation = useNavigation();
	const location = useLocation();
	const submit = useSubmit();
	useLeadEvents(() => void revalidator.revalidate());
	useEffect(() => {
		setLeadChangeSubmitter((fields) => void submit(fields, {
			method: "post",
			action: `${location.pathname}${location.search}`,
			navigate: false
		}));
		return () => setLeadChangeSubmitter(void 0);
	}, [
		submit,
		location.pathname,
		location.search
	]);
	const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
	const rows = list?.rows ?? [];
	const firstShown = list && list.total > 0 ? (list.page - 1) * list.pageSize + 1 : 0;
	const lastShown = list ? firstShown + rows.length - (rows.length ? 1 : 0) : 0;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "admin-title",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "sr-only",
				children: "מערכת ניהול"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "admin-title",
					className: "text-xl font-bold",
					children: "לידים"
				}), /* @__PURE__ */ jsx("a", {
					href: exportHref(query.view),
					download: true,
					className: primaryButtonClass,
					children: "ייצא לאקסל"
				})]
			}),
			page.stale ? /* @__PURE__ */ jsx("p", {
				role: "status",
				className: "mt-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900",
				children: adminMessages.stale
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: "mt-4",
				children: /* @__PURE__ */ jsx(StatsCards, { counts: summary.counts })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "order-last mt-6 grid items-start gap-4 lg:order-none lg:mt-4 xl:grid-cols-2",
						children: [/* @__PURE__ */ jsx(LeadsChart, { days: summary.perDay }), /* @__PURE__ */ jsx(AttributionTables, { summary: summary.attribution })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-6 flex flex-wrap items-end justify-between gap-3",
						children: [/* @__PURE__ */ jsx("nav", {
							"aria-label": "תצוגה",
							className: "flex flex-wrap gap-1.5",
							children: ADMIN_TABS.map((tab) => {
								const count = tabCount(tab, summary.counts);
								const current = query.view === tab;
								return /* @__PURE__ */ jsxs(Link, {
									to: adminHref({
										view: tab,
										q: tab === "activity" ? "" : query.q
									}),
									"aria-current": current ? "page" : void 0,
									preventScrollReset: true,
									className: `inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-medium ${current ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 bg-white hover:bg-gray-100"}`,
									children: [tabLabel(tab), count === void 0 ? "" : ` (${number.format(count)})`]
								}, tab);
							})
						}), query.view !== "activity" ? /* @__PURE__ */ jsx(SearchForm, { query }) : null]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "mt-4",
						"aria-busy": loading,
						children: [activity ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(ActivityLog, { activity }), /* @__PURE__ */ jsx(Pager, {
							query,
							page: activity.page,
							total: activity.total,
							pageSize: activity.pageSize
						})] }) : list && rows.length > 0 ? /* @__PURE__ */ jsxs(Fragment, { children: [
							/* @__PURE__ */ jsxs("p", {
								className: "mb-2 text-sm text-muted",
								"aria-live": "polite",
								children: [`מציג ${number.format(firstShown)}–${number.format(lastShown)} מתוך ${number.format(list.total)} לידים`, query.view === "trash" ? " · לידים בסל המחזור נמחקים לצמיתות אחרי 30 יום" : ""]
							}),
							/* @__PURE__ */ jsx(LeadList, {
								leads: rows,
								query
							}),
							/* @__PURE__ */ jsx(Pager, {
								query,
								page: list.page,
								total: list.total,
								pageSize: list.pageSize
							})
						] }) : /* @__PURE__ */ jsx("p", {
							className: "py-10 text-center text-muted",
							children: query.q ? adminMessages.noMatches : query.view === "trash" ? "סל המחזור ריק" : adminMessages.empty
						}), loading ? /* @__PURE__ */ jsx(Spinner, { label: "טוען לידים..." }) : null]
					})
				]
			}),
			detail || detailMissing ? /* @__PURE__ */ jsx(LeadDetailView, {
				detail,
				query
			}, query.lead) : null
		]
	});
}
// app/lib/use-hydrated.ts
var subscribe = () => () => {};
/** False in the server's HTML and during hydration, true once React runs in the browser. */
function useHydrated() {
	return useSyncExternalStore(subscribe, () => true, () => false);
}
// app/components/admin/sign-in-card.tsx
/**
* "כניסה למערכת ניהול": e-mail, password, "התחבר" ("מתחבר..." while it works). A plain form
* post to the page's action, so it works without JavaScript; with it, the first invalid field is
* told as a toast before anything is sent.
*/
function SignInCard({ pending = false, result, disabled = false }) {
	const id = useId();
	const location = useLocation();
	const hydrated = useHydrated();
	const formRef = useRef(null);
	const [invalid, setInvalid] = useState(null);
	const refusedField = result?.field ?? null;
	useEffect(() => {
		if (formRef.current) formRef.current.noValidate = true;
	}, []);
	useEffect(() => {
		if (result && !result.field) formRef.current?.querySelector("[name=\"password\"]")?.select();
	}, [result]);
	function onSubmit(event) {
		if (pending || disabled) {
			event.preventDefault();
			return;
		}
		const form = event.currentTarget;
		const data = new FormData(form);
		const checked = validateSignIn({
			email: String(data.get("email") ?? ""),
			password: String(data.get("password") ?? "")
		});
		if (checked.ok) {
			setInvalid(null);
			return;
		}
		event.preventDefault();
		setInvalid(checked.field);
		notify("error", signInMessages.errorTitle, checked.message);
		form.querySelector(`[name="${checked.field}"]`)?.focus();
	}
	const busy = pending || disabled;
	const invalidField = invalid ?? refusedField;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `${id}-title`,
		className: "mx-auto w-full max-w-md rounded-card border border-gray-200 bg-white p-6 shadow-sm sm:p-8",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: `${id}-title`,
				className: "text-2xl font-bold text-brand-800",
				children: "כניסה למערכת ניהול"
			}),
			result && !hydrated ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800",
				children: result.error
			}) : null,
			/* @__PURE__ */ jsxs(Form, {
				ref: formRef,
				method: "post",
				action: `${location.pathname}${location.search}`,
				onSubmit,
				className: "mt-6 space-y-4",
				"aria-busy": busy,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "intent",
						value: "sign-in"
					}),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-email`,
						className: "font-medium",
						children: "אימייל"
					}), /* @__PURE__ */ jsx("input", {
						id: `${id}-email`,
						name: "email",
						type: "email",
						dir: "ltr",
						required: true,
						autoComplete: "username",
						"aria-invalid": invalidField === "email" || void 0,
						className: inputClass
					})] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("label", {
						htmlFor: `${id}-password`,
						className: "font-medium",
						children: "סיסמה"
					}), /* @__PURE__ */ jsx("input", {
						id: `${id}-password`,
						name: "password",
						type: "password",
						dir: "ltr",
						required: true,
						minLength: 6,
						autoComplete: "current-password",
						"aria-invalid": invalidField === "password" || void 0,
						className: inputClass
					})] }),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						disabled: busy,
						className: `${primaryButtonClass} w-full py-2.5 disabled:cursor-not-allowed disabled:opacity-70`,
						children: pending ? "מתחבר..." : "התחבר"
					})
				]
			})
		]
	});
}
// app/components/admin/not-admin-notice.tsx
/**
* A signed-in user without the admin role: told so, then signed out after 2 seconds and sent
* to "/". Without JavaScript the same words and a sign-out button.
*/
function NotAdminNotice() {
	const submit = useSubmit();
	useEffect(() => {
		notify("error", signInMessages.notAdminTitle, signInMessages.notAdminBody);
		const timer = setTimeout(() => void submit({ intent: "sign-out" }, {
			method: "post",
			action: ADMIN_PATH
		}), NOT_ADMIN_SIGN_OUT_MS);
		return () => clearTimeout(timer);
	}, [submit]);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(SignInCard, { disabled: true }), /* @__PURE__ */ jsx("noscript", { children: /* @__PURE__ */ jsxs("div", {
		className: "mx-auto mt-4 max-w-md text-center",
		children: [/* @__PURE__ */ jsxs("p", { children: [
			signInMessages.notAdminTitle,
			": ",
			signInMessages.notAdminBody
		] }), /* @__PURE__ */ jsxs(Form, {
			method: "post",
			action: ADMIN_PATH,
			className: "mt-3",
			children: [/* @__PURE__ */ jsx("input", {
				type: "hidden",
				name: "intent",
				value: "sign-out"
			}), /* @__PURE__ */ jsx("button", {
				type: "submit",
				className: secondaryButtonClass,
				children: "התנתק"
			})]
		})]
	}) })] });
}
// app/routes/admin.tsx
var admin_exports = /* @__PURE__ */ __exportAll({
	action: () => action$4,
	clientAction: () => clientAction,
	clientLoader: () => clientLoader,
	default: () => admin_default,
	handle: () => handle,
	headers: () => headers,
	loader: () => loader$9,
	meta: () => meta
});
/** The root layout draws the admin's own lean frame for this route (no visitor furniture). */
var handle = { layout: "admin" };
function meta({ matches }) {
	return pageMeta(siteFromMatches(matches), {
		title: "מערכת ניהול",
		description: "ניהול לידים",
		path: ADMIN_PATH,
		noindex: true
	});
}
function headers() {
	return {
		"Cache-Control": "no-store",
		"X-Robots-Tag": "noindex, nofollow"
	};
}
function loader$9({ request }) {
	return loadAdminPage(request);
}
function action$4({ request }) {
	return handleAdminAction(request);
}
/** A reload that cannot reach the server keeps what the page shows and says so, once. */
async function clientLoader({ serverLoader }) {
	try {
		const fresh = await serverLoader();
		return fresh.state === "unavailable" ? staleOrThrow(new Error(fresh.message), fresh) : rememberGoodData(fresh);
	} catch (error) {
		return staleOrThrow(error);
	}
}
/** Every change's outcome is told here, in one place: a toast, and for a delete the undo. */
async function clientAction({ request, serverAction }) {
	const form = await request.clone().formData();
	try {
		const result = await serverAction();
		announceActionResult(result, form);
		return result;
	} catch (error) {
		if (error instanceof Response) throw error;
		return announceUnreachable(form, error);
	}
}
var admin_default = UNSAFE_withComponentProps(function AdminPage() {
	const page = useLoaderData();
	const result = useActionData();
	const navigation = useNavigation();
	useEffect(preloadToaster, []);
	useEffect(() => void rememberGoodData(page), [page]);
	const signingIn = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(AdminHeader, { email: page.state === "admin" || page.state === "not-admin" ? page.email : void 0 }), /* @__PURE__ */ jsx("main", {
		id: "main",
		tabIndex: -1,
		className: "mx-auto w-full max-w-screen-2xl flex-1 px-3 py-6 focus:outline-none sm:px-6 sm:py-8",
		children: page.state === "admin" ? /* @__PURE__ */ jsx(AdminDashboard, { page }) : page.state === "unavailable" ? /* @__PURE__ */ jsx("p", {
			role: "alert",
			className: "mx-auto max-w-md rounded-card border border-red-300 bg-red-50 p-6 text-center",
			children: page.message
		}) : /* @__PURE__ */ jsxs("div", {
			className: "py-4 sm:py-10",
			children: [page.state === "not-admin" ? /* @__PURE__ */ jsx(NotAdminNotice, {}) : /* @__PURE__ */ jsx(SignInCard, {
				pending: signingIn,
				result: result && !result.ok && result.intent === "sign-in" ? result : void 0
			}), signingIn ? /* @__PURE__ */ jsx(Spinner, { label: "בודק התחברות..." }) : null]
		})
	})] });
});
// app/lib/lead-schema.ts
var lead_schema_exports = /* @__PURE__ */ __exportAll({
	EMAIL_MAX: () => 254,
	LEAD_SOURCES: () => LEAD_SOURCES,
	LOCATION_MAX: () => 200,
	NAME_MAX: () => 100,
	PAGE_PATH_MAX: () => 200,
	PHONE_MIN_DIGITS: () => 9,
	attributionSchema: () => attributionSchema,
	isHoneypotFilled: () => isHoneypotFilled,
	isSingleLineText: () => isSingleLineText,
	isSitePath: () => isSitePath,
	leadMessages: () => leadMessages,
	leadSchema: () => leadSchema,
	quoteSchema: () => quoteSchema,
	safeBackPath: () => safeBackPath,
	validateLead: () => validateLead
});
/** Spec section 5: the lead form's rules and their exact messages. */
var leadMessages = {
	nameRequired: "נא להזין שם",
	nameTooLong: "השם חייב להיות פחות מ-100 תווים",
	nameInvalid: "השם מכיל תווים לא חוקיים",
	phoneRequired: "נא להזין מספר טלפון",
	phoneInvalid: "מספר טלפון לא תקין",
	fromTooLong: "מיקום המוצא חייב להיות פחות מ-200 תווים",
	toTooLong: "מיקום היעד חייב להיות פחות מ-200 תווים",
	nameNeedsLetter: "השם צריך לכלול לפחות אות אחת",
	phoneTooFewDigits: "מספר הטלפון צריך לכלול לפחות 9 ספרות",
	fromInvalid: "מיקום המוצא מכיל תווים לא חוקיים",
	toInvalid: "מיקום היעד מכיל תווים לא חוקיים",
	emailTooLong: "כתובת האימייל ארוכה מדי",
	emailInvalid: "כתובת האימייל מכילה תווים לא חוקיים",
	consentRequired: "יש לאשר את מדיניות הפרטיות ותנאי השימוש",
	sourceInvalid: "מקור הפנייה אינו תקין",
	pagePathInvalid: "כתובת העמוד אינה תקינה"
};
var LEAD_SOURCES = ["lead_form", "contact_form"];
/** Hebrew letters, Latin letters, spaces, apostrophes (' ’ ׳) and hyphens (- ־). */
var NAME_PATTERN = /^[A-Za-z\u05D0-\u05EA '\u2019\u05F3\u05BE-]+$/;
var LETTER = /[A-Za-z\u05D0-\u05EA]/;
var PHONE_PATTERN = /^[0-9+\- ]{9,20}$/;
/**
* What a single-line field must not hold: control characters (tab, CR, LF and the rest, so
* "a@b\nBcc: x@y" can never become a header or a line of its own), Unicode line separators, bidi
* controls (U+202A-202E, U+2066-2069, U+200E/200F, U+061C) and invisible characters (U+200B-200D,
* U+2060, U+FEFF), which can make text read differently from what is stored.
*/
var NOT_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060\uFEFF\u061C]/;
var isSingleLineText = (value) => value.isWellFormed() && !NOT_SINGLE_LINE.test(value);
/**
* The shape of a page the site has: "/" or up to four lowercase-or-capital Latin/digit segments
* joined by single hyphens ("/contact", "/shipping-haifa", "/blog/urgent-delivery-guide"). No
* backslash, whitespace, dot, percent or doubled slash can pass, so it is always a same-site link.
*/
var SITE_PATH = /^\/(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*(?:\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*){0,3})?$/;
function isSitePath(value) {
	return typeof value === "string" && value.length <= 200 && SITE_PATH.test(value);
}
/** Where an error page's "back" link may point: the given page if it is one of ours, else home. */
function safeBackPath(value) {
	return isSitePath(value) ? value : "/";
}
/** The honeypot field: people leave it absent or exactly empty; anything else is a bot. */
function isHoneypotFilled(value) {
	return value !== void 0 && value !== "";
}
var blankToUndefined = (value) => value === "" || value === null ? void 0 : value;
/** Optional text: absent, empty or null all mean "not given". */
var optional = (schema) => z$1.pipe(z$1.transform(blankToUndefined), z$1.optional(schema));
var singleLineText = (max, tooLong, invalid) => z$1.string({ error: invalid }).check(z$1.maxLength(max, {
	error: tooLong,
	abort: true
}), z$1.refine(isSingleLineText, { error: invalid }));
/** A stored text value, or null for absent, empty or unfit. */
var keptText = (max, fits = () => true) => z$1.catch(z$1.pipe(z$1.transform((value) => value === "" || value === void 0 ? null : value), z$1.nullable(z$1.string().check(z$1.refine((v) => v.length <= max && isSingleLineText(v) && fits(v))))), null);
var attributionSchema = z$1.catch(z$1.nullable(z$1.object({
	landing_page: keptText(200, isSitePath),
	referrer_host: keptText(200, isHostName),
	utm_source: keptText(200),
	utm_medium: keptText(200),
	utm_campaign: keptText(200),
	utm_term: keptText(200),
	utm_content: keptText(200),
	gclid: keptText(500),
	fbclid: keptText(500)
})), null);
var cityName = z$1.string().check(z$1.refine((v) => v.trim().length > 0 && v.length <= 60 && isSingleLineText(v)));
var quoteSchema = z$1.catch(z$1.nullable(z$1.object({
	from: cityName,
	to: cityName,
	size: z$1.enum(QUOTE_SIZES),
	price: z$1.int().check(z$1.minimum(0), z$1.maximum(QUOTE_PRICE_MAX)),
	model: z$1.enum(QUOTE_MODELS)
})), null);
var leadSchema = z$1.object({
	name: z$1.string({ error: leadMessages.nameRequired }).check(z$1.refine((v) => v.trim().length > 0, {
		error: leadMessages.nameRequired,
		abort: true
	}), z$1.refine((v) => v.length <= 100, {
		error: leadMessages.nameTooLong,
		abort: true
	}), z$1.refine((v) => NAME_PATTERN.test(v), {
		error: leadMessages.nameInvalid,
		abort: true
	}), z$1.refine((v) => LETTER.test(v), { error: leadMessages.nameNeedsLetter })),
	phone: z$1.string({ error: leadMessages.phoneRequired }).check(z$1.refine((v) => v.trim().length > 0, {
		error: leadMessages.phoneRequired,
		abort: true
	}), z$1.refine((v) => PHONE_PATTERN.test(v), {
		error: leadMessages.phoneInvalid,
		abort: true
	}), z$1.refine((v) => v.replace(/\D/g, "").length >= 9, { error: leadMessages.phoneTooFewDigits })),
	email: optional(singleLineText(254, leadMessages.emailTooLong, leadMessages.emailInvalid)),
	fromLocation: optional(singleLineText(200, leadMessages.fromTooLong, leadMessages.fromInvalid)),
	toLocation: optional(singleLineText(200, leadMessages.toTooLong, leadMessages.toInvalid)),
	consent: z$1.literal(true, { error: leadMessages.consentRequired }),
	source: z$1.enum(LEAD_SOURCES, { error: leadMessages.sourceInvalid }),
	pagePath: optional(z$1.string({ error: leadMessages.pagePathInvalid }).check(z$1.refine(isSitePath, { error: leadMessages.pagePathInvalid }))),
	attribution: z$1.optional(attributionSchema),
	quote: z$1.optional(quoteSchema)
});
/** Validates a lead; on failure gives only the first error, as the form shows it. */
function validateLead(input) {
	const result = leadSchema.safeParse(input);
	if (result.success) return {
		ok: true,
		lead: result.data
	};
	const first = result.error.issues[0];
	return {
		ok: false,
		field: first?.path[0] ?? null,
		message: first?.message ?? leadMessages.nameRequired
	};
}
// app/.server/rate-limit.ts
/** The table the migration 0004 creates for rate-limiter-flexible's PostgreSQL store. */
var POSTGRES_TABLE = "rate_limits";
/**
* One factory for every rate limiter. On SQLite (one instance) the counts live in memory; with
* PostgreSQL they live in the database, so all instances share them. If PostgreSQL cannot be
* reached, the limiter carries on in memory rather than failing the request. Without a database
* (`undefined`) the limiter is this process's alone.
*/
function createRateLimiter(db, { keyPrefix, points, durationSeconds }) {
	const options = {
		keyPrefix,
		points,
		duration: durationSeconds
	};
	const limiter = db?.pgPool ? new RateLimiterPostgres({
		...options,
		storeClient: db.pgPool,
		storeType: "pool",
		tableName: POSTGRES_TABLE,
		tableCreated: true,
		clearExpiredByTimeout: true,
		insuranceLimiter: new RateLimiterMemory(options)
	}) : new RateLimiterMemory(options);
	const decision = (res) => res.consumedPoints <= points ? {
		allowed: true,
		remaining: res.remainingPoints
	} : {
		allowed: false,
		retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1e3))
	};
	return {
		async consume(key, cost = 1) {
			try {
				return decision(await limiter.consume(key, cost));
			} catch (refusal) {
				if (refusal instanceof RateLimiterRes) return decision(refusal);
				throw refusal;
			}
		},
		async check(key) {
			const res = await limiter.get(key);
			if (!res || res.consumedPoints < points) return {
				allowed: true,
				remaining: res ? res.remainingPoints : points
			};
			return {
				allowed: false,
				retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1e3))
			};
		},
		async reset(key) {
			await limiter.delete(key);
		}
	};
}
/**
* The key one client is counted under: an IPv4 address as it is; an IPv6 address by its /64
* (one subscriber's network, which an attacker can rotate through freely); an IPv4-mapped IPv6
* address (::ffff:192.0.2.1) as the IPv4 address it carries.
*/
function clientKey(address) {
	const plain = address.trim().replace(/%.*$/, "").toLowerCase();
	if (isIPv4(plain)) return plain;
	if (!isIPv6(plain)) return plain || "unknown";
	const groups = expandIPv6(plain);
	if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 65535) return [
		groups[6] >> 8,
		groups[6] & 255,
		groups[7] >> 8,
		groups[7] & 255
	].join(".");
	return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}
/** The eight 16-bit groups of a valid IPv6 address (handles "::" and a trailing dotted IPv4). */
function expandIPv6(address) {
	let text = address;
	const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
	if (dotted) {
		const [a, b, c, d] = dotted[1].split(".").map(Number);
		text = text.slice(0, dotted.index) + `${(a << 8 | b).toString(16)}:${(c << 8 | d).toString(16)}`;
	}
	const [head, tail] = text.split("::");
	const parse = (part) => part ? part.split(":").map((g) => parseInt(g, 16)) : [];
	const start = parse(head);
	const end = parse(tail);
	return tail === void 0 ? start : [
		...start,
		...Array(8 - start.length - end.length).fill(0),
		...end
	];
}
// app/.server/lead-endpoint.ts
var endpointMessages = {
	unsupportedType: "סוג התוכן אינו נתמך: שלחו JSON או טופס",
	badJson: "גוף הבקשה אינו JSON תקין",
	badForm: "לא הצלחנו לקרוא את הטופס",
	notAnObject: "גוף הבקשה חייב להיות אובייקט",
	tooMany: "נשלחו יותר מדי פניות. נסו שוב בעוד כמה דקות או התקשרו אלינו.",
	saveFailed: "לא הצלחנו לשמור את הפנייה. נסו שוב או התקשרו אלינו.",
	crossSite: "לא ניתן לשלוח את הטופס מאתר אחר. היכנסו לאתר שלנו ושלחו את הפנייה משם, או התקשרו אלינו."
};
var WINDOW_SECONDS = 600;
/**
* Only well-formed posts count against LEADS_RATE_LIMIT (shared by every instance on PostgreSQL),
* so a visitor correcting typos never meets it. Malformed floods meet a separate, much higher cap
* kept in memory: it needs no database and guards nothing the database must agree on.
*/
var malformedLimiter = createRateLimiter(void 0, {
	keyPrefix: "leads-malformed",
	points: serverConfig.leadsRateLimit * 10,
	durationSeconds: WINDOW_SECONDS
});
var leadLimiters = /* @__PURE__ */ new WeakMap();
function leadLimiter(db) {
	let limiter = leadLimiters.get(db);
	if (!limiter) {
		limiter = createRateLimiter(db, {
			keyPrefix: "leads",
			points: serverConfig.leadsRateLimit,
			durationSeconds: WINDOW_SECONDS
		});
		leadLimiters.set(db, limiter);
	}
	return limiter;
}
function bodyKind(request) {
	const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
	if (type === "application/json") return "json";
	if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return "form";
	return null;
}
function formPayload(form) {
	const text = (name) => {
		const value = form.get(name);
		return typeof value === "string" ? value : void 0;
	};
	return {
		name: text("name"),
		phone: text("phone"),
		email: text("email"),
		fromLocation: text("fromLocation"),
		toLocation: text("toLocation"),
		consent: form.has("consent"),
		source: text("source"),
		pagePath: text("pagePath"),
		website: form.has("website") ? form.get("website") : void 0
	};
}
var escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ({
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
})[c]);
/** The page a browser without JavaScript sees when its form post is refused. */
function errorPage(status, message, backTo) {
	const back = safeBackPath(backTo);
	const html = `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>שגיאה</title></head>
<body style="font-family:system-ui,Arial,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6">
<h1>שגיאה</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">חזרה לטופס</a></p></body></html>`;
	return new Response(html, {
		status,
		headers: {
			"Content-Type": "text/html; charset=utf-8",
			"Cache-Control": "no-store"
		}
	});
}
/** A JSON answer with its length declared: too small to compress, so the server does not try. */
function jsonResponse(body, status, headers = {}) {
	const bytes = new TextEncoder().encode(JSON.stringify(body));
	const response = new Response(bytes, {
		status,
		headers
	});
	response.headers.set("Content-Type", "application/json");
	response.headers.set("Content-Length", String(bytes.byteLength));
	response.headers.set("Cache-Control", "no-store");
	return response;
}
function refuse(kind, status, message, field, backTo = "/", headers = {}) {
	if (kind === "form") {
		const page = errorPage(status, message, backTo);
		for (const [name, value] of new Headers(headers)) page.headers.set(name, value);
		return page;
	}
	return jsonResponse({
		error: message,
		field
	}, status, headers);
}
/**
* Whether a browser says this post comes from another site: Sec-Fetch-Site (every current
* browser) first, else Origin compared with the request's own origin and SITE_URL's. Clients
* that send neither (servers, scripts) are not browsers acting for someone else: allowed.
*/
function isCrossSite(request) {
	const fetchSite = request.headers.get("Sec-Fetch-Site");
	if (fetchSite) return fetchSite.trim().toLowerCase() === "cross-site";
	const origin = request.headers.get("Origin");
	if (origin === null) return false;
	let host;
	try {
		host = new URL(origin).host;
	} catch {
		return true;
	}
	return host !== new URL(request.url).host && host !== new URL(siteConfig().siteUrl).host;
}
async function readBody(request, kind) {
	let payload;
	try {
		payload = kind === "json" ? await request.json() : formPayload(await request.formData());
	} catch {
		return {
			ok: false,
			message: kind === "json" ? endpointMessages.badJson : endpointMessages.badForm
		};
	}
	if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return {
		ok: false,
		message: endpointMessages.notAnObject
	};
	return {
		ok: true,
		fields: payload
	};
}
var tooMany = (kind, retryAfterSeconds, backTo) => {
	log("warn", "lead rate limited");
	return refuse(kind, 429, endpointMessages.tooMany, null, backTo, { "Retry-After": String(retryAfterSeconds) });
};
/**
* POST /api/leads: JSON from the app, or a plain form post from a browser without JavaScript.
* 201 {id} | 303 to the chat (form) | 400 {error, field} | 403 cross-site | 415 | 429 | 503.
* Never 500 for bad input.
*/
async function handleLeadPost(request) {
	const kind = bodyKind(request);
	if (!kind) return refuse(null, 415, endpointMessages.unsupportedType, null);
	if (isCrossSite(request)) {
		log("warn", "cross-site lead post refused");
		return refuse(kind, 403, endpointMessages.crossSite, null);
	}
	const client = clientKey(request.headers.get("x-courier-client-ip") ?? "unknown");
	const flood = await malformedLimiter.check(client);
	if (!flood.allowed) return tooMany(kind, flood.retryAfterSeconds, "/");
	const body = await readBody(request, kind);
	const fields = body.ok ? body.fields : {};
	const result = body.ok ? validateLead(fields) : {
		ok: false,
		field: null,
		message: body.message
	};
	if (!result.ok) {
		await malformedLimiter.consume(client);
		return refuse(kind, 400, result.message, result.field, fields.pagePath);
	}
	const backTo = result.lead.pagePath;
	const spam = isHoneypotFilled(fields.website);
	let id;
	try {
		const { db, notifier } = await getServices();
		const allowed = await leadLimiter(db).consume(client);
		if (!allowed.allowed) return tooMany(kind, allowed.retryAfterSeconds, backTo);
		id = await saveLead(db, result.lead, { spam });
		leadChanged(db, {
			op: "insert",
			id
		});
		if (!spam) notifier?.kick();
	} catch (error) {
		log("error", "lead save failed", { error: error instanceof Error ? error.message : String(error) });
		return refuse(kind, 503, endpointMessages.saveFailed, null, backTo);
	}
	log("info", "lead saved", {
		leadId: id,
		source: result.lead.source,
		spam
	});
	if (kind === "form") {
		const chat = whatsappHref(siteConfig().whatsappNumber, leadChatMessage(result.lead));
		return new Response(null, {
			status: 303,
			headers: {
				Location: chat,
				"Cache-Control": "no-store"
			}
		});
	}
	return jsonResponse({ id }, 201);
}
// app/routes/api.leads.ts
var api_leads_exports = /* @__PURE__ */ __exportAll({
	action: () => action$3,
	loader: () => loader$8
});
function loader$8() {
	return new Response("Method Not Allowed", {
		status: 405,
		headers: { Allow: "POST" }
	});
}
function action$3({ request }) {
	if (request.method !== "POST") return loader$8();
	return handleLeadPost(request);
}
// app/.server/auth/session-endpoint.ts
var sessionMessages = { badRequest: "הבקשה אינה תקינה" };
async function withDatabase(work) {
	try {
		return await work();
	} catch (error) {
		if (error instanceof Response) return error;
		log("error", "admin session: database unavailable", { error: error instanceof Error ? error.message : String(error) });
		return adminJson({ error: guardMessages.unavailable }, { status: 503 });
	}
}
/** GET /api/admin/session: who is signed in (and whether as admin); renews the session. */
function handleSessionGet(request) {
	return withDatabase(async () => {
		const config = authConfig();
		const { db } = await getServices();
		const token = readCookie(request, config.cookieName);
		const session = await findSession(db, token, config);
		if (!session) return adminJson({ user: null }, { headers: token !== void 0 ? { "Set-Cookie": clearedSessionCookie(config) } : void 0 });
		return adminJson({ user: {
			email: session.email,
			admin: await hasRole(db, session.userId)
		} });
	});
}
/**
* POST /api/admin/session {email, password}: signs in. 200 with the session cookie, 400 for
* invalid input (first error), 401 for wrong credentials, 429 while throttled, 403 cross-site.
* A user without the admin role is signed in too: the page tells them and signs them out.
*/
function handleSignIn(request) {
	return withDatabase(async () => {
		requireSameOrigin(request);
		let payload;
		try {
			payload = await request.json();
		} catch {
			return adminJson({ error: sessionMessages.badRequest }, { status: 400 });
		}
		const outcome = await signInWithPassword(request, payload);
		switch (outcome.kind) {
			case "invalid": return adminJson({
				error: outcome.message,
				field: outcome.field
			}, { status: 400 });
			case "throttled": return adminJson({ error: outcome.message }, {
				status: 429,
				headers: { "Retry-After": String(outcome.retryAfterSeconds) }
			});
			case "wrong-credentials": return adminJson({
				error: outcome.message,
				code: "invalid_credentials"
			}, { status: 401 });
			case "signed-in": return adminJson({ user: {
				email: outcome.email,
				admin: outcome.admin
			} }, { headers: { "Set-Cookie": outcome.setCookie } });
		}
	});
}
/** DELETE /api/admin/session: ends the session on the server and clears the cookie. */
function handleSignOut(request) {
	return withDatabase(async () => {
		requireSameOrigin(request);
		return adminJson({ user: null }, { headers: { "Set-Cookie": await signOut(request) } });
	});
}
// app/routes/api.admin.session.ts
var api_admin_session_exports = /* @__PURE__ */ __exportAll({
	action: () => action$2,
	loader: () => loader$7
});
function loader$7({ request }) {
	return handleSessionGet(request);
}
function action$2({ request }) {
	if (request.method === "POST") return handleSignIn(request);
	if (request.method === "DELETE") return handleSignOut(request);
	return adminJson({ error: "Method Not Allowed" }, {
		status: 405,
		headers: { Allow: "GET, POST, DELETE" }
	});
}
// app/routes/healthz.ts
var healthz_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$6 });
/** 200 when the database answers, 503 otherwise. */
async function loader$6() {
	const headers = { "Cache-Control": "no-store" };
	try {
		const { db } = await getServices();
		if (await isReachable(db)) return Response.json({
			status: "ok",
			database: db.engine
		}, { headers });
	} catch (error) {
		log("error", "health check: database unavailable", { error: error instanceof Error ? error.message : String(error) });
	}
	return Response.json({ status: "unavailable" }, {
		status: 503,
		headers
	});
}
// app/lib/sitemap.ts
var escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => ({
	"<": "&lt;",
	">": "&gt;",
	"&": "&amp;",
	"'": "&apos;",
	"\"": "&quot;"
})[c]);
function sitemapXml(origin, paths) {
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join("\n")}\n</urlset>\n`;
}
// app/routes/sitemap.ts
var sitemap_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$5 });
function loader$5() {
	const body = sitemapXml(siteConfig().siteUrl, publicPaths());
	return new Response(body, { headers: {
		"Content-Type": "application/xml; charset=utf-8",
		"Cache-Control": "public, max-age=3600"
	} });
}
// app/routes/robots.ts
var robots_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$4 });
function loader$4() {
	const body = `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig().siteUrl}/sitemap.xml\n`;
	return new Response(body, { headers: {
		"Content-Type": "text/plain; charset=utf-8",
		"Cache-Control": "public, max-age=3600"
	} });
}
// app/content/llms-input.ts
/** What /llms.txt is written from: the same page records and figures the pages use. */
function llmsInputFromContent(site, pricingModel) {
	return {
		site,
		pricingModel,
		home: homePage,
		services: servicePages,
		areas: cityPages,
		pricing: pageAt("/pricing"),
		blog: blogPage,
		articles: articlePages,
		contact: pageAt("/contact"),
		more: [
			"/faq",
			"/about",
			"/join-team"
		].map(pageAt),
		optional: [pageAt("/privacy")],
		placeName: (id) => cityById(id).name,
		sizes: packageSizes
	};
}
// app/lib/llms.ts
/**
* /llms.txt (https://llmstxt.org): the site in one Markdown file for language models and AI
* assistants: an H1 with the company, a blockquote summary, then H2 sections of link lists
* (services, areas, prices, blog, contact). Built from the same content records and price source
* as the pages (app/content), so it cannot drift from them. Pure: the route passes the data in.
*/
/** Text that sits inside a Markdown link label or after it: no brackets, no line breaks. */
var inline = (text) => text.replace(/\s+/g, " ").replace(/[[\]]/g, "").trim();
var shekels = (n) => `${n} ₪`;
function link(site, page, notes = page.description) {
	const url = page.path.startsWith("http") || page.path.startsWith("tel:") ? page.path : `${site.siteUrl}${page.path}`;
	return `- [${inline(page.title)}](${url})${notes ? `: ${inline(notes)}` : ""}`;
}
function priceLines(input) {
	const { site, pricing } = input;
	const at = (title, notes) => link(site, {
		path: pricing.path,
		title
	}, notes);
	const s = servicePrices;
	const lines = [
		at(`משלוח רגיל (${s.regular.days} ימים, עד ${s.standardMaxKg} ק״ג)`, `החל מ-${shekels(s.regular.from)}`),
		at("משלוח באותו יום", `החל מ-${shekels(s.sameDay.from)}`),
		at("משלוח אקספרס", `החל מ-${shekels(s.express.from)}`),
		at(`חבילה בינונית (${s.mediumParcel.kg} ק״ג)`, `החל מ-${shekels(s.mediumParcel.from)}`),
		at(`חבילה גדולה (${s.largeParcel.kg} ק״ג)`, `החל מ-${shekels(s.largeParcel.from)}`),
		at("שליחת מסמכים", `ארבע דרגות מחיר: ${documentPrices.map(shekels).join(", ")}`),
		at("תוספות", `אריזה ${shekels(extrasPrices.packaging)}, אישור מסירה ${shekels(extrasPrices.deliveryConfirmation)}, איסוף נוסף ${shekels(extrasPrices.extraPickup)}`),
		...destinationPrices.map((d) => at(`משלוח אל ${input.placeName(d.cityId)} (${d.hours} שעות)`, `החל מ-${shekels(d.from)}`))
	];
	const c = calculatorPrices;
	const sizes = input.sizes.map((size) => `${size.name} (${size.description}) x${size.multiplier}`).join(", ");
	const calculator = input.pricingModel === "distance" ? `הערכה: מרחק בקו אווירי בק״מ x ${c.perKmReadingA} ₪ x מכפיל גודל, לפחות ${shekels(c.minimum)}` : `הערכה: באותה עיר ${shekels(c.sameCity)}; ${c.fixedPairs.map(([a, b, price]) => `${input.placeName(a)}-${input.placeName(b)} ${shekels(price)}`).join(", ")}; בין ערים אחרות ${c.perRoadKm} ₪ לק״מ כביש משוער (קו אווירי x ${c.roadFactor}), לפחות ${shekels(c.minimum)}`;
	lines.push(link(site, {
		path: `${input.home.path === "/" ? "" : input.home.path}/#calculator`,
		title: "מחשבון עלות משלוח"
	}, `${calculator}; מכפילי גודל: ${sizes}`));
	return lines;
}
function llmsTxt(input) {
	const { site } = input;
	const hours = openingHours.couriers.map((h) => `${h.days} ${h.hours}`).join(", ");
	const sections = [
		["שירותים (Services)", input.services.map((p) => link(site, p))],
		["אזורי שירות (Areas)", input.areas.map((p) => link(site, p))],
		["מחירים (Prices, indicative, in shekels)", priceLines(input)],
		["בלוג (Blog)", [link(site, input.blog), ...input.articles.map((p) => link(site, p))]],
		["יצירת קשר (Contact)", [
			link(site, input.contact, `טופס פנייה; טלפון ${site.phone}; אימייל ${site.email}; כתובת ${site.address}`),
			link(site, {
				path: whatsappHref(site.whatsappNumber),
				title: "וואטסאפ"
			}, "צ׳אט עם המשרד"),
			link(site, {
				path: telHref(site.phone),
				title: `טלפון ${site.phone}`
			}, hours)
		]],
		["מידע נוסף (More)", input.more.map((p) => link(site, p))],
		["Optional", input.optional.map((p) => link(site, p))]
	];
	return [
		`# ${inline(site.brandName)}`,
		"",
		`> ${inline(input.home.description ?? input.home.title)}`,
		"",
		inline(`חברת שליחויות ארצית בישראל. ${openingHours.service}; שליחים ומשרד: ${hours}. המחירים באתר הם מחירי "החל מ-" להערכה בלבד. הזמנה: טופס הפנייה באתר (שם וטלפון, באישור מדיניות הפרטיות) או וואטסאפ. Site language: Hebrew. Pages with the calculator offer the WebMCP tool estimate_delivery_price; the lead forms are WebMCP form tools.`),
		...sections.filter(([, lines]) => lines.length).flatMap(([title, lines]) => [
			"",
			`## ${title}`,
			"",
			...lines
		]),
		""
	].join("\n");
}
// app/routes/llms.ts
var llms_exports = /* @__PURE__ */ __exportAll({ loader: () => loader$3 });
/** /llms.txt: the site for language models, from the same records as the pages (docs/decisions/014). */
function loader$3() {
	const body = llmsTxt(llmsInputFromContent(siteConfig(), serverConfig.pricingModel));
	return new Response(body, { headers: {
		"Content-Type": "text/plain; charset=utf-8",
		"Cache-Control": "public, max-age=3600"
	} });
}
// app/routes/not-found.tsx
var not_found_exports = /* @__PURE__ */ __exportAll({
	default: () => not_found_default,
	loader: () => loader$2
});
function loader$2({ request }) {
	const path = new URL(request.url).pathname;
	log("warn", "not found", { path });
	throw data(null, { status: 404 });
}
var not_found_default = UNSAFE_withComponentProps(function NotFoundRoute() {
	return null;
});
// app/lib/csv.ts
/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
var FORMULA_START = /^[=+\-@\t\r]/;
/** Text a spreadsheet would run as a formula gets a leading apostrophe, so it shows as text. */
function neutraliseFormula(value) {
	return FORMULA_START.test(value) ? `'${value}` : value;
}
/** csv-stringify settings for files people open in Excel or LibreOffice. */
var spreadsheetCsvOptions = {
	record_delimiter: "windows",
	quoted_string: true,
	cast: { string: neutraliseFormula }
};
// app/.server/admin-leads/export.ts
var BATCH = 500;
/** The spec's seven columns first, then ours; attribution and the estimate after (docs/decisions/020-attribution.md). */
var exportHeader = [
	"תאריך",
	"שם",
	"טלפון",
	"מוצא",
	"יעד",
	"מקור",
	"הערות",
	"אימייל",
	"טופל",
	"עמוד נחיתה",
	"אתר מפנה",
	"utm_source",
	"utm_medium",
	"utm_campaign",
	"utm_term",
	"utm_content",
	"gclid",
	"fbclid",
	"הערכת מחיר: מוצא",
	"הערכת מחיר: יעד",
	"הערכת מחיר: גודל",
	"הערכת מחיר: מחיר (₪)",
	"הערכת מחיר: מודל"
];
var exportFileName = (now) => `leads-${israelDateStamp(now)}.csv`;
var sizeNames = new Map(packageSizes.map((size) => [size.id, size.name]));
var modelNames = {
	table: "טבלה",
	distance: "מרחק"
};
var exportColumns = [
	"id",
	"created_at",
	"name",
	"phone",
	"email",
	"from_location",
	"to_location",
	"source",
	"notes",
	"handled_at",
	"landing_page",
	"referrer_host",
	"utm_source",
	"utm_medium",
	"utm_campaign",
	"utm_term",
	"utm_content",
	"gclid",
	"fbclid",
	"quote_from",
	"quote_to",
	"quote_size",
	"quote_price",
	"quote_model"
];
async function nextBatch(db, view, after) {
	let query = db.kysely.selectFrom("leads").select(exportColumns).where("is_spam", "=", sql.lit(0)).where("deleted_at", "is", null);
	if (view === "open") query = query.where("handled_at", "is", null);
	if (view === "handled") query = query.where("handled_at", "is not", null);
	if (after) query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.created_at, after.id)));
	return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(BATCH).execute();
}
var text = (value) => value ?? "";
function record(lead) {
	return [
		formatIsraelDateTime(lead.created_at),
		lead.name,
		lead.phone,
		text(lead.from_location),
		text(lead.to_location),
		sourceLabel(lead.source),
		text(lead.notes),
		text(lead.email),
		lead.handled_at ? "כן" : "לא",
		text(lead.landing_page),
		text(lead.referrer_host),
		text(lead.utm_source),
		text(lead.utm_medium),
		text(lead.utm_campaign),
		text(lead.utm_term),
		text(lead.utm_content),
		text(lead.gclid),
		text(lead.fbclid),
		text(lead.quote_from),
		text(lead.quote_to),
		lead.quote_size === null ? "" : sizeNames.get(lead.quote_size) ?? lead.quote_size,
		lead.quote_price === null ? "" : String(lead.quote_price),
		lead.quote_model === null ? "" : modelNames[lead.quote_model] ?? lead.quote_model
	];
}
/**
* The genuine leads of a view, outside the trash, as CSV, newest first, read from the database
* in keyset batches of 500 and written as the client reads: memory stays flat however many
* leads there are. `onDone(rows)` is called once: when the last row is written, or with the
* rows written so far when the client stops reading (the export still left the server).
*/
function exportLeadsCsv(db, options = {}, onDone) {
	const view = options.view ?? "all";
	const encoder = new TextEncoder();
	let cursor;
	let rows = 0;
	let done = false;
	const finish = () => {
		if (done) return;
		done = true;
		try {
			onDone?.(rows);
		} catch (error) {
			log("error", "lead export callback failed", { error: error instanceof Error ? error.message : String(error) });
		}
	};
	return new ReadableStream({
		start(controller) {
			controller.enqueue(encoder.encode("﻿" + stringify([exportHeader], spreadsheetCsvOptions)));
		},
		async pull(controller) {
			try {
				const batch = await nextBatch(db, view, cursor);
				if (batch.length === 0) {
					log("info", "leads exported", {
						rows,
						view
					});
					controller.close();
					finish();
					return;
				}
				const last = batch.at(-1);
				cursor = {
					created_at: last.created_at,
					id: Number(last.id)
				};
				rows += batch.length;
				controller.enqueue(encoder.encode(stringify(batch.map(record), spreadsheetCsvOptions)));
			} catch (error) {
				log("error", "lead export failed", {
					rows,
					error: error instanceof Error ? error.message : String(error)
				});
				controller.error(error);
			}
		},
		cancel() {
			log("info", "lead export stopped by the client", {
				rows,
				view
			});
			finish();
		}
	}, { highWaterMark: 1 });
}
// app/.server/admin-leads/responses.ts
var methodNotAllowed = (allow) => new Response("Method Not Allowed", {
	status: 405,
	headers: {
		...ADMIN_HEADERS,
		Allow: allow
	}
});
// app/routes/api.admin.leads.export.ts
var api_admin_leads_export_exports = /* @__PURE__ */ __exportAll({
	action: () => action$1,
	loader: () => loader$1
});
var EXPORT_VIEWS = [
	"open",
	"handled",
	"all"
];
/**
* GET /api/admin/leads/export[?view=open|handled]: the view's leads (default: every genuine
* lead, the trash left out) as a CSV file, streamed from the database. Each finished export is
* recorded in the activity log with its view and row count.
*/
async function loader$1({ request }) {
	const admin = await requireAdmin(request);
	const { db } = await getServices();
	const asked = new URL(request.url).searchParams.get("view");
	const view = EXPORT_VIEWS.includes(asked) ? asked : "all";
	const client = clientAddress(request);
	log("info", "lead export started", {
		userId: admin.userId,
		view
	});
	const csv = exportLeadsCsv(db, { view }, (rows) => {
		recordActivity(db, {
			action: "export",
			userId: admin.userId,
			userEmail: admin.email,
			client,
			details: {
				rows,
				view
			}
		});
	});
	return new Response(csv, { headers: {
		...ADMIN_HEADERS,
		"Content-Type": "text/csv; charset=utf-8",
		"Content-Disposition": `attachment; filename="${exportFileName(/* @__PURE__ */ new Date())}"`
	} });
}
async function action$1({ request }) {
	await requireAdmin(request);
	return methodNotAllowed("GET");
}
// app/routes/api.admin.events.ts
var api_admin_events_exports = /* @__PURE__ */ __exportAll({
	action: () => action,
	loader: () => loader
});
var HEARTBEAT_MS = 2e4;
/**
* GET /api/admin/events: Server-Sent Events, one `data:` line per lead change. Each connection
* starts with `event: ready`, on which the page reloads (catching up after a drop). The session
* is checked again at every heartbeat: a revoked or expired session ends the stream.
*/
async function loader({ request }) {
	await requireAdmin(request);
	const hub = leadsHub();
	await hub.ready();
	const encoder = new TextEncoder();
	let finish = () => {};
	const stream = new ReadableStream({
		start(controller) {
			let open = true;
			const send = (text) => {
				if (open) controller.enqueue(encoder.encode(text));
			};
			const unsubscribe = hub.subscribe({
				change: (change) => send(`data: ${JSON.stringify(change)}\n\n`),
				close: () => finish()
			});
			const heartbeat = setInterval(() => {
				requireAdmin(request).then(() => send(": heartbeat\n\n"), () => finish());
			}, HEARTBEAT_MS);
			finish = () => {
				if (!open) return;
				open = false;
				clearInterval(heartbeat);
				unsubscribe();
				request.signal.removeEventListener("abort", finish);
				try {
					controller.close();
				} catch {}
			};
			request.signal.addEventListener("abort", finish);
			send("retry: 2000\n\nevent: ready\ndata: {}\n\n");
		},
		cancel() {
			finish();
		}
	});
	return new Response(stream, { headers: {
		...ADMIN_HEADERS,
		"Content-Type": "text/event-stream; charset=utf-8",
		"X-Accel-Buffering": "no"
	} });
}
async function action({ request }) {
	await requireAdmin(request);
	return methodNotAllowed("GET");
}
// \0virtual:react-router/server-manifest
var server_manifest_default = {
	"entry": {
		"module": "/assets/entry.client-DGvpndxo.js",
		"imports": ["/assets/rolldown-runtime-WkwZ5CU-.js", "/assets/framework-O7JgvOoD.js"],
		"css": []
	},
	"routes": {
		"root": {
			"id": "root",
			"parentId": void 0,
			"path": "",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": true,
			"module": "/assets/root-J57pQuFN.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-O7JgvOoD.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": ["/assets/root-D_r6bWd5.css"],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/home": {
			"id": "routes/home",
			"parentId": "root",
			"path": void 0,
			"index": true,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/home-DFrCVqpu.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-O7JgvOoD.js",
				"/assets/package-sizes-Cgm5gcnb.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/seo-CkZloF3W.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"service/delivery-24h": {
			"id": "service/delivery-24h",
			"parentId": "root",
			"path": "delivery-24h",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/service-DZJbt7Cr.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"service/domestic-shipping": {
			"id": "service/domestic-shipping",
			"parentId": "root",
			"path": "domestic-shipping",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/service-DZJbt7Cr.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"service/medical-equipment": {
			"id": "service/medical-equipment",
			"parentId": "root",
			"path": "medical-equipment",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/service-DZJbt7Cr.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"service/documents": {
			"id": "service/documents",
			"parentId": "root",
			"path": "documents",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/service-DZJbt7Cr.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/pricing": {
			"id": "routes/pricing",
			"parentId": "root",
			"path": "pricing",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/pricing-BaWGk7pA.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/about": {
			"id": "routes/about",
			"parentId": "root",
			"path": "about",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/about-CKeb7ocq.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/faq": {
			"id": "routes/faq",
			"parentId": "root",
			"path": "faq",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/faq-CvYxQjIw.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/contact": {
			"id": "routes/contact",
			"parentId": "root",
			"path": "contact",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/contact-DNg-hy0T.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/join-team": {
			"id": "routes/join-team",
			"parentId": "root",
			"path": "join-team",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/join-team-HjX17Omj.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/privacy": {
			"id": "routes/privacy",
			"parentId": "root",
			"path": "privacy",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/privacy-DANjUbY1.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"city-tel-aviv": {
			"id": "city-tel-aviv",
			"parentId": "root",
			"path": "shipping-tel-aviv",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/city-Cr2caAyq.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"city-jerusalem": {
			"id": "city-jerusalem",
			"parentId": "root",
			"path": "shipping-jerusalem",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/city-Cr2caAyq.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"city-haifa": {
			"id": "city-haifa",
			"parentId": "root",
			"path": "shipping-haifa",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/city-Cr2caAyq.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"city-beer-sheva": {
			"id": "city-beer-sheva",
			"parentId": "root",
			"path": "shipping-beer-sheva",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/city-Cr2caAyq.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"city-netanya": {
			"id": "city-netanya",
			"parentId": "root",
			"path": "shipping-netanya",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/city-Cr2caAyq.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"city-ashdod": {
			"id": "city-ashdod",
			"parentId": "root",
			"path": "shipping-ashdod",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/city-Cr2caAyq.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"city-rishon": {
			"id": "city-rishon",
			"parentId": "root",
			"path": "shipping-rishon",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/city-Cr2caAyq.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"city-petah-tikva": {
			"id": "city-petah-tikva",
			"parentId": "root",
			"path": "shipping-petah-tikva",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/city-Cr2caAyq.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/contact-buttons-2UFn9-09.js",
				"/assets/page-header-Dzu0k_l0.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/content-blocks-BRPXVSJP.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/blog": {
			"id": "routes/blog",
			"parentId": "root",
			"path": "blog",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/blog-Its7RwXP.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/article-card-CKBJwDCc.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/blog-article": {
			"id": "routes/blog-article",
			"parentId": "root",
			"path": "blog/:slug",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/blog-article-V_Vcx8SC.js",
			"imports": [
				"/assets/framework-O7JgvOoD.js",
				"/assets/article-card-CKBJwDCc.js",
				"/assets/contact-section-CEOXDNwb.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/attribution-recorder-Dz0B7Kk-.js"
			],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/admin": {
			"id": "routes/admin",
			"parentId": "root",
			"path": "manage-leads-2024",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": true,
			"hasClientLoader": true,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/admin-BXA5FcoK.js",
			"imports": [
				"/assets/rolldown-runtime-WkwZ5CU-.js",
				"/assets/framework-O7JgvOoD.js",
				"/assets/seo-CkZloF3W.js",
				"/assets/shell-D1ZjOgT2.js",
				"/assets/admin-notices-DPN1hU_W.js",
				"/assets/api-BVTFFaZZ.js",
				"/assets/package-sizes-Cgm5gcnb.js",
				"/assets/admin-CU05qYGh.js",
				"/assets/admin-CUEpK-F6.js"
			],
			"css": [],
			"clientActionModule": "/assets/admin-CU05qYGh.js",
			"clientLoaderModule": "/assets/admin-CUEpK-F6.js",
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/api.leads": {
			"id": "routes/api.leads",
			"parentId": "root",
			"path": "api/leads",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/api.leads-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/api.admin.session": {
			"id": "routes/api.admin.session",
			"parentId": "root",
			"path": "api/admin/session",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/api.admin.session-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/healthz": {
			"id": "routes/healthz",
			"parentId": "root",
			"path": "healthz",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/healthz-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/sitemap": {
			"id": "routes/sitemap",
			"parentId": "root",
			"path": "sitemap.xml",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/sitemap-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/robots": {
			"id": "routes/robots",
			"parentId": "root",
			"path": "robots.txt",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/robots-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/llms": {
			"id": "routes/llms",
			"parentId": "root",
			"path": "llms.txt",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/llms-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/not-found": {
			"id": "routes/not-found",
			"parentId": "root",
			"path": "*",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": false,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": true,
			"hasErrorBoundary": false,
			"module": "/assets/not-found-DhajZlmO.js",
			"imports": ["/assets/framework-O7JgvOoD.js", "/assets/rolldown-runtime-WkwZ5CU-.js"],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/api.admin.leads.export": {
			"id": "routes/api.admin.leads.export",
			"parentId": "root",
			"path": "api/admin/leads/export",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/api.admin.leads.export-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		},
		"routes/api.admin.events": {
			"id": "routes/api.admin.events",
			"parentId": "root",
			"path": "api/admin/events",
			"index": void 0,
			"caseSensitive": void 0,
			"hasAction": true,
			"hasLoader": true,
			"hasClientAction": false,
			"hasClientLoader": false,
			"hasClientMiddleware": false,
			"hasDefaultExport": false,
			"hasErrorBoundary": false,
			"module": "/assets/api.admin.events-BvRk9kiK.js",
			"imports": [],
			"css": [],
			"clientActionModule": void 0,
			"clientLoaderModule": void 0,
			"clientMiddlewareModule": void 0,
			"hydrateFallbackModule": void 0
		}
	},
	"url": "/assets/manifest-63cd764b.js",
	"version": "63cd764b",
	"sri": void 0
};
// \0virtual:react-router/server-build
var assetsBuildDirectory = "build-bench/client";
var basename = "/";
var future = {
	"unstable_enableNodeReadableStream": false,
	"unstable_optimizeDeps": false
};
var ssr = true;
var isSpaMode = false;
var prerender = [
	"/",
	"/delivery-24h",
	"/domestic-shipping",
	"/medical-equipment",
	"/documents",
	"/pricing",
	"/about",
	"/faq",
	"/contact",
	"/join-team",
	"/privacy",
	"/shipping-tel-aviv",
	"/shipping-jerusalem",
	"/shipping-haifa",
	"/shipping-beer-sheva",
	"/shipping-netanya",
	"/shipping-ashdod",
	"/shipping-rishon",
	"/shipping-petah-tikva",
	"/blog",
	"/blog/delivery-tips",
	"/blog/intercity-shipping-guide",
	"/blog/package-packing-tips",
	"/blog/urgent-delivery-guide",
	"/blog/medical-equipment-delivery",
	"/blog/save-on-shipping-costs"
];
var routeDiscovery = {
	"mode": "lazy",
	"manifestPath": "/__manifest"
};
var publicPath = "/";
var entry = { module: entry_server_exports };
var routes = {
	"root": {
		id: "root",
		parentId: void 0,
		path: "",
		index: void 0,
		caseSensitive: void 0,
		module: root_exports
	},
	"routes/home": {
		id: "routes/home",
		parentId: "root",
		path: void 0,
		index: true,
		caseSensitive: void 0,
		module: home_exports
	},
	"service/delivery-24h": {
		id: "service/delivery-24h",
		parentId: "root",
		path: "delivery-24h",
		index: void 0,
		caseSensitive: void 0,
		module: service_exports
	},
	"service/domestic-shipping": {
		id: "service/domestic-shipping",
		parentId: "root",
		path: "domestic-shipping",
		index: void 0,
		caseSensitive: void 0,
		module: service_exports
	},
	"service/medical-equipment": {
		id: "service/medical-equipment",
		parentId: "root",
		path: "medical-equipment",
		index: void 0,
		caseSensitive: void 0,
		module: service_exports
	},
	"service/documents": {
		id: "service/documents",
		parentId: "root",
		path: "documents",
		index: void 0,
		caseSensitive: void 0,
		module: service_exports
	},
	"routes/pricing": {
		id: "routes/pricing",
		parentId: "root",
		path: "pricing",
		index: void 0,
		caseSensitive: void 0,
		module: pricing_exports
	},
	"routes/about": {
		id: "routes/about",
		parentId: "root",
		path: "about",
		index: void 0,
		caseSensitive: void 0,
		module: about_exports
	},
	"routes/faq": {
		id: "routes/faq",
		parentId: "root",
		path: "faq",
		index: void 0,
		caseSensitive: void 0,
		module: faq_exports
	},
	"routes/contact": {
		id: "routes/contact",
		parentId: "root",
		path: "contact",
		index: void 0,
		caseSensitive: void 0,
		module: contact_exports
	},
	"routes/join-team": {
		id: "routes/join-team",
		parentId: "root",
		path: "join-team",
		index: void 0,
		caseSensitive: void 0,
		module: join_team_exports
	},
	"routes/privacy": {
		id: "routes/privacy",
		parentId: "root",
		path: "privacy",
		index: void 0,
		caseSensitive: void 0,
		module: privacy_exports
	},
	"city-tel-aviv": {
		id: "city-tel-aviv",
		parentId: "root",
		path: "shipping-tel-aviv",
		index: void 0,
		caseSensitive: void 0,
		module: city_exports
	},
	"city-jerusalem": {
		id: "city-jerusalem",
		parentId: "root",
		path: "shipping-jerusalem",
		index: void 0,
		caseSensitive: void 0,
		module: city_exports
	},
	"city-haifa": {
		id: "city-haifa",
		parentId: "root",
		path: "shipping-haifa",
		index: void 0,
		caseSensitive: void 0,
		module: city_exports
	},
	"city-beer-sheva": {
		id: "city-beer-sheva",
		parentId: "root",
		path: "shipping-beer-sheva",
		index: void 0,
		caseSensitive: void 0,
		module: city_exports
	},
	"city-netanya": {
		id: "city-netanya",
		parentId: "root",
		path: "shipping-netanya",
		index: void 0,
		caseSensitive: void 0,
		module: city_exports
	},
	"city-ashdod": {
		id: "city-ashdod",
		parentId: "root",
		path: "shipping-ashdod",
		index: void 0,
		caseSensitive: void 0,
		module: city_exports
	},
	"city-rishon": {
		id: "city-rishon",
		parentId: "root",
		path: "shipping-rishon",
		index: void 0,
		caseSensitive: void 0,
		module: city_exports
	},
	"city-petah-tikva": {
		id: "city-petah-tikva",
		parentId: "root",
		path: "shipping-petah-tikva",
		index: void 0,
		caseSensitive: void 0,
		module: city_exports
	},
	"routes/blog": {
		id: "routes/blog",
		parentId: "root",
		path: "blog",
		index: void 0,
		caseSensitive: void 0,
		module: blog_exports
	},
	"routes/blog-article": {
		id: "routes/blog-article",
		parentId: "root",
		path: "blog/:slug",
		index: void 0,
		caseSensitive: void 0,
		module: blog_article_exports
	},
	"routes/admin": {
		id: "routes/admin",
		parentId: "root",
		path: "manage-leads-2024",
		index: void 0,
		caseSensitive: void 0,
		module: admin_exports
	},
	"routes/api.leads": {
		id: "routes/api.leads",
		parentId: "root",
		path: "api/leads",
		index: void 0,
		caseSensitive: void 0,
		module: api_leads_exports
	},
	"routes/api.admin.session": {
		id: "routes/api.admin.session",
		parentId: "root",
		path: "api/admin/session",
		index: void 0,
		caseSensitive: void 0,
		module: api_admin_session_exports
	},
	"routes/healthz": {
		id: "routes/healthz",
		parentId: "root",
		path: "healthz",
		index: void 0,
		caseSensitive: void 0,
		module: healthz_exports
	},
	"routes/sitemap": {
		id: "routes/sitemap",
		parentId: "root",
		path: "sitemap.xml",
		index: void 0,
		caseSensitive: void 0,
		module: sitemap_exports
	},
	"routes/robots": {
		id: "routes/robots",
		parentId: "root",
		path: "robots.txt",
		index: void 0,
		caseSensitive: void 0,
		module: robots_exports
	},
	"routes/llms": {
		id: "routes/llms",
		parentId: "root",
		path: "llms.txt",
		index: void 0,
		caseSensitive: void 0,
		module: llms_exports
	},
	"routes/not-found": {
		id: "routes/not-found",
		parentId: "root",
		path: "*",
		index: void 0,
		caseSensitive: void 0,
		module: not_found_exports
	},
	"routes/api.admin.leads.export": {
		id: "routes/api.admin.leads.export",
		parentId: "root",
		path: "api/admin/leads/export",
		index: void 0,
		caseSensitive: void 0,
		module: api_admin_leads_export_exports
	},
	"routes/api.admin.events": {
		id: "routes/api.admin.events",
		parentId: "root",
		path: "api/admin/events",
		index: void 0,
		caseSensitive: void 0,
		module: api_admin_events_exports
	}
};
var allowedActionOrigins = false;
export { allowedActionOrigins, server_manifest_default as assets, assetsBuildDirectory, basename, entry, future, isSpaMode, prerender, publicPath, routeDiscovery, routes, ssr };
