import { stringify } from "csv-stringify/sync";
import { sql } from "kysely";
import { sourceLabel } from "../../lib/admin-leads";
import { BYTE_ORDER_MARK, spreadsheetCsvOptions } from "../../lib/csv";
import { formatIsraelDateTime, israelDateStamp } from "../../lib/israel-time";
import { packageSizes } from "../../content/package-sizes";
import type { Db } from "../db";
import { log } from "../http";

const BATCH = 500;

/** The spec's seven columns first, then ours; attribution and the estimate after (docs/decisions/020-attribution.md). */
export const exportHeader = [
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
  "הערכת מחיר: מודל",
];

export const exportFileName = (now: Date) => `leads-${israelDateStamp(now)}.csv`;

/** Which leads go out: the admin's views of genuine leads outside the trash. */
export type ExportView = "open" | "handled" | "all";

export interface ExportOptions {
  /** open: not yet handled; handled: handled; all (the default): every genuine lead. */
  view?: ExportView;
}

const sizeNames = new Map<string, string>(packageSizes.map((size) => [size.id, size.name]));
const modelNames: Record<string, string> = { table: "טבלה", distance: "מרחק" };

interface Cursor {
  created_at: string;
  id: number;
}

const exportColumns = [
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
  "quote_model",
] as const;

async function nextBatch(db: Db, view: ExportView, after: Cursor | undefined) {
  // Literal 0 and IS NULL, as the admin views, so SQLite can use the partial indexes of migration 0005.
  let query = db.kysely.selectFrom("leads").select(exportColumns).where("is_spam", "=", sql.lit(0)).where("deleted_at", "is", null);
  if (view === "open") query = query.where("handled_at", "is", null);
  if (view === "handled") query = query.where("handled_at", "is not", null);
  if (after) {
    // A row-value comparison: both engines walk the (created_at, id) index from the cursor on.
    query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.created_at, after.id)));
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(BATCH).execute();
}

type ExportRow = Awaited<ReturnType<typeof nextBatch>>[number];

const text = (value: string | null) => value ?? "";

function record(lead: ExportRow): string[] {
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
    lead.quote_size === null ? "" : (sizeNames.get(lead.quote_size) ?? lead.quote_size),
    lead.quote_price === null ? "" : String(lead.quote_price),
    lead.quote_model === null ? "" : (modelNames[lead.quote_model] ?? lead.quote_model),
  ];
}

/**
 * The genuine leads of a view, outside the trash, as CSV, newest first, read from the database
 * in keyset batches of 500 and written as the client reads: memory stays flat however many
 * leads there are. `onDone(rows)` is called once: when the last row is written, or with the
 * rows written so far when the client stops reading (the export still left the server).
 */
export function exportLeadsCsv(db: Db, options: ExportOptions = {}, onDone?: (rows: number) => void): ReadableStream<Uint8Array> {
  const view = options.view ?? "all";
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
      log("error", "lead export callback failed", { error: error instanceof Error ? error.message : String(error) });
    }
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BYTE_ORDER_MARK + stringify([exportHeader], spreadsheetCsvOptions)));
      },
      async pull(controller) {
        try {
          const batch = await nextBatch(db, view, cursor);
          if (batch.length === 0) {
            log("info", "leads exported", { rows, view });
            controller.close();
            finish();
            return;
          }
          const last = batch.at(-1)!;
          cursor = { created_at: last.created_at, id: Number(last.id) };
          rows += batch.length;
          controller.enqueue(encoder.encode(stringify(batch.map(record), spreadsheetCsvOptions)));
        } catch (error) {
          log("error", "lead export failed", { rows, error: error instanceof Error ? error.message : String(error) });
          controller.error(error);
          finish();
        }
      },
      cancel() {
        log("info", "lead export stopped by the client", { rows, view });
        finish();
      },
    },
    // One batch ahead at most: the database is read only as fast as the client downloads.
    { highWaterMark: 1 },
  );
}
