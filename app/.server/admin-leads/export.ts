import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { sql, type CompiledQuery } from "kysely";
import { APPLICATION_SOURCE, LEAD_VIEWS, sourceLabel, type LeadView } from "../../lib/admin-leads.ts";
import { lostReasonLabels, stageLabels, type LeadStage, type LostReason } from "../../lib/lead-stages.ts";
import { searchWords } from "../../lib/lead-search.ts";
import { phoneForSpreadsheet } from "../../lib/phone.ts";
import { BYTE_ORDER_MARK, neutraliseFormula } from "../../lib/csv.ts";
import { formatIsraelDateTime, israelDateStamp } from "../../lib/israel-time.ts";
import { packageSizes } from "../../content/package-sizes.ts";
import type { Db } from "../db/database.ts";
import { attributionColumns, contactColumns, quoteColumns } from "./columns.ts";
import { inView, searchFor, type Search } from "./queries.ts";

/** The views an export follows: every lead view but spam and the trash. */
export type ExportView = Exclude<LeadView, "spam" | "trash">;
export const isExportView = (view: string): view is ExportView => view !== "spam" && view !== "trash" && (LEAD_VIEWS as readonly string[]).includes(view);
import { errorFields, log } from "../log.ts";

/**
 * Leads per query. SQLite: 500. PostgreSQL: 100, so that an answer usually fits in one 64 KB
 * socket read: larger answers are parsed through pg's merge buffer, and those buffers piled up
 * outside the V8 heap until a full collection (a 1,000,000-lead export: +15-22 MB of
 * ArrayBuffers at 500 rows a query, under 1 MB at 100; the export takes as long).
 */
const BATCH = { sqlite: 500, postgres: 100 } as const;

/**
 * Headings in Hebrew; a campaign tag keeps its well-known name in brackets, for whoever set up
 * the ads (docs/decisions/051-export-follows-the-screen.md).
 */
const attributionHeadings: Record<(typeof attributionColumns)[number], string> = {
  landing_page: "עמוד נחיתה",
  referrer_host: "אתר מפנה",
  utm_source: "קמפיין: מקור (utm_source)",
  utm_medium: "קמפיין: ערוץ (utm_medium)",
  utm_campaign: "קמפיין: שם (utm_campaign)",
  utm_term: "קמפיין: מילת חיפוש (utm_term)",
  utm_content: "קמפיין: מודעה (utm_content)",
  gclid: "קליק ממודעת Google (gclid)",
  fbclid: "קליק ממודעת Facebook (fbclid)",
};

/** The spec's seven columns first (docs/product.md#export), then the follow-up, the attribution and the estimate. */
export const exportHeader = [
  ...["תאריך", "שם", "טלפון", "מוצא", "יעד", "מקור", "הערות", "אימייל"],
  ...["שלב", "שווי העבודה (₪)", "סיבה (לא רלוונטי)", "יצירת קשר ראשונה", "דרך יצירת הקשר"],
  ...attributionColumns.map((column) => attributionHeadings[column]),
  ...["הערכת מחיר: מוצא", "הערכת מחיר: יעד", "הערכת מחיר: גודל", "הערכת מחיר: מחיר (₪)", "הערכת מחיר: מודל"],
];

export const exportFileName = (now: Date) => `leads-${israelDateStamp(now)}.csv`;

export interface ExportOptions {
  /** The view on the admin's screen (every genuine lead by default); spam and the trash are never exported. */
  view?: ExportView;
  /** The search on the screen: as there, it reads every live view (genuine leads only here). */
  search?: string;
}

const sizeNames = new Map<string, string>(packageSizes.map((size) => [size.id, size.name]));
const modelNames: Record<string, string> = { table: "טבלה", distance: "מרחק" };
const contactVia: Record<string, string> = { call: "שיחה", whatsapp: "וואטסאפ" };

interface Cursor {
  created_at: string;
  id: number;
}

const followUpColumns = ["stage", "applicant_stage", "won_value", "lost_reason", "first_contact_at", "first_contact_via"] as const;
const exportColumns = [...contactColumns, ...followUpColumns, ...attributionColumns, ...quoteColumns] as const;

/** One exported lead: its exportColumns, in that order. */
type ExportRow = (string | number | null)[];
/** node:sqlite's types do not know setReturnArrays(true): each row is checked to be an array. The columns are text and integers. */
const isExportRow = (row: unknown): row is ExportRow => Array.isArray(row);
const at = Object.fromEntries(exportColumns.map((column, index) => [column, index])) as Record<(typeof exportColumns)[number], number>;

function batchQuery(db: Db, view: ExportView, matching: Search | null, after: Cursor | undefined) {
  // The view's own filter (literal values, so SQLite picks its partial index); a search reads
  // every live view, as the screen's does, and leaves spam out.
  let query = matching ? matching.where(inView(db.kysely.selectFrom("leads"), "genuine")) : inView(db.kysely.selectFrom("leads"), view);
  if (after) {
    // A row-value comparison: both engines walk the (created_at, id) index from the cursor on.
    query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.created_at, after.id)));
  }
  return query.select(exportColumns).orderBy("created_at", "desc").orderBy("id", "desc").limit(BATCH[db.engine]).compile();
}

interface BatchReader {
  read(query: CompiledQuery): Promise<ExportRow[]>;
  close(): void;
}

/**
 * Reads the export's batches as arrays, not objects. Each row object node:sqlite makes leaves
 * garbage in V8's old generation (about 80 MB for 1,000,000 rows, collected only by full
 * collections, so the server's memory rose with it); rows as arrays leave none. On SQLite the
 * export reads through a read-only connection of its own to the same file (the shared one
 * answers objects), on PostgreSQL through the pool in pg's array mode. Where neither applies
 * (a database without a file), Kysely's objects, turned into arrays.
 */
async function openReader(db: Db): Promise<BatchReader> {
  if (db.engine === "postgres" && db.pgPool) {
    const pool = db.pgPool;
    return {
      read: async (query) => (await pool.query<ExportRow>({ text: query.sql, values: [...query.parameters], rowMode: "array" })).rows,
      close: () => {},
    };
  }
  if (db.engine === "sqlite") {
    const { rows } = await sql<{ file: string }>`SELECT file FROM pragma_database_list WHERE name = 'main'`.execute(db.kysely);
    const file = rows[0]?.file;
    if (file) {
      const connection = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
      const statements = new Map<string, StatementSync>();
      return {
        read: async (query) => {
          let statement = statements.get(query.sql);
          if (!statement) {
            statement = connection.prepare(query.sql);
            statement.setReturnArrays(true);
            statements.set(query.sql, statement);
          }
          const rows: unknown[] = statement.all(...(query.parameters as SQLInputValue[]));
          if (!rows.every(isExportRow)) throw new Error("node:sqlite answered objects where setReturnArrays asked for arrays");
          return rows;
        },
        close: () => connection.close(),
      };
    }
  }
  return {
    read: async (query) =>
      (await db.kysely.executeQuery<Record<string, ExportRow[number]>>(query)).rows.map((row) => exportColumns.map((column) => row[column] ?? null)),
    close: () => {},
  };
}

/**
 * What csv-stringify writes with the spreadsheet options of app/lib/csv.ts (CRLF records, every
 * cell a quoted string, quotes doubled, formulas neutralised), written here without it: for
 * each batch csv-stringify left tens of times the batch's size in old-generation garbage (2.3 GB
 * for 100 MB of CSV), which made the server's memory rise by 60-120 MB during an export of
 * 1,000,000 leads (docs/decisions/021-admin-at-a-million-leads.md). export.test.ts holds the two
 * to the same output.
 */
const cell = (value: string) => `"${neutraliseFormula(value).replaceAll('"', '""')}"`;

export function csvLines(records: Iterable<string[]>): string {
  let out = "";
  for (const fields of records) out += `${fields.map(cell).join(",")}\r\n`;
  return out;
}

const text = (value: ExportRow[number] | undefined) => (value == null ? "" : String(value));

function record(lead: ExportRow): string[] {
  const size = lead[at.quote_size];
  const model = lead[at.quote_model];
  // An application's stage is its own (migration 0020; null: new).
  const stage = String((lead[at.source] === APPLICATION_SOURCE ? lead[at.applicant_stage] : lead[at.stage]) ?? "new") as LeadStage;
  const reason = lead[at.lost_reason];
  const contacted = lead[at.first_contact_at];
  return [
    formatIsraelDateTime(String(lead[at.created_at])),
    text(lead[at.name]),
    phoneForSpreadsheet(text(lead[at.phone])),
    text(lead[at.from_location]),
    text(lead[at.to_location]),
    sourceLabel(String(lead[at.source])),
    text(lead[at.notes]),
    text(lead[at.email]),
    stageLabels[stage] ?? stage,
    text(lead[at.won_value]),
    reason == null ? "" : (lostReasonLabels[String(reason) as LostReason] ?? String(reason)),
    contacted == null ? "" : formatIsraelDateTime(String(contacted)),
    text(contactVia[String(lead[at.first_contact_via])]),
    text(lead[at.landing_page]),
    text(lead[at.referrer_host]),
    text(lead[at.utm_source]),
    text(lead[at.utm_medium]),
    text(lead[at.utm_campaign]),
    text(lead[at.utm_term]),
    text(lead[at.utm_content]),
    text(lead[at.gclid]),
    text(lead[at.fbclid]),
    text(lead[at.quote_from]),
    text(lead[at.quote_to]),
    size == null ? "" : (sizeNames.get(String(size)) ?? String(size)),
    text(lead[at.quote_price]),
    model == null ? "" : (modelNames[String(model)] ?? String(model)),
  ];
}

/**
 * The genuine leads of a view, outside the trash, as CSV, newest first, read from the database
 * in keyset batches (BATCH) and written as the client reads: memory stays flat however many
 * leads there are. `onDone(rows)` is called once: when the last row is written, or with the
 * rows written so far when the client stops reading (the export still left the server).
 */
export function exportLeadsCsv(db: Db, options: ExportOptions = {}, onDone?: (rows: number) => void): ReadableStream<Uint8Array> {
  const view = options.view ?? "all";
  const searching = searchWords(options.search ?? "").length > 0;
  let matching: Search | null | undefined = searching ? undefined : null;
  const encoder = new TextEncoder();
  let cursor: Cursor | undefined;
  let rows = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    try {
      onDone?.(rows);
    } catch (error) {
      log("error", "lead export callback failed", errorFields(error));
    }
  };
  let reader: BatchReader | undefined;
  let closed = false;
  const close = () => {
    closed = true;
    reader?.close();
    reader = undefined;
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvLines([exportHeader])));
      },
      async pull(controller) {
        try {
          if (!reader) {
            const opened = await openReader(db);
            // The client went away while it opened.
            if (closed) return opened.close();
            reader = opened;
          }
          if (matching === undefined) matching = await searchFor(db, options.search!);
          // A client on a fast link reads each chunk at once, so the next pull would follow in
          // the same turn of the event loop, batch after batch, and every other request waits
          // for the whole export. One turn per batch lets them in (docs/benchmarks.md).
          await new Promise((resolve) => setImmediate(resolve));
          if (closed) return;
          const batch = matching?.empty ? [] : await reader.read(batchQuery(db, view, matching, cursor));
          if (batch.length === 0) {
            log("info", "leads exported", { rows, view, searched: searching });
            close();
            controller.close();
            finish();
            return;
          }
          const last = batch.at(-1)!;
          cursor = { created_at: String(last[at.created_at]), id: Number(last[at.id]) };
          rows += batch.length;
          // Line by line: each lead's cells are garbage before the next lead's are made.
          let csv = "";
          for (const lead of batch) csv += csvLines([record(lead)]);
          controller.enqueue(encoder.encode(csv));
        } catch (error) {
          log("error", "lead export failed", { rows, ...errorFields(error) });
          close();
          controller.error(error);
          finish();
        }
      },
      cancel() {
        log("info", "lead export stopped by the client", { rows, view, searched: searching });
        close();
        finish();
      },
    },
    // One batch ahead at most: the database is read only as fast as the client downloads.
    { highWaterMark: 1 },
  );
}
