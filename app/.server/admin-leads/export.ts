import { stringify } from "csv-stringify/sync";
import { sql } from "kysely";
import { sourceLabel } from "../../lib/admin-leads";
import { BYTE_ORDER_MARK, spreadsheetCsvOptions } from "../../lib/csv";
import { formatIsraelDateTime, israelDateStamp } from "../../lib/israel-time";
import type { Db } from "../db";
import { log } from "../http";

const BATCH = 500;

export const exportHeader = ["תאריך", "שם", "טלפון", "מוצא", "יעד", "מקור", "הערות", "אימייל", "טופל"];

export const exportFileName = (now: Date) => `leads-${israelDateStamp(now)}.csv`;

interface Cursor {
  created_at: string;
  id: number;
}

async function nextBatch(db: Db, after: Cursor | undefined) {
  let query = db.kysely
    .selectFrom("leads")
    .select(["id", "created_at", "name", "phone", "email", "from_location", "to_location", "source", "notes", "handled_at"])
    .where("is_spam", "=", sql.lit(0));
  if (after) {
    // A row-value comparison: both engines walk the (created_at, id) index from the cursor on.
    query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.created_at, after.id)));
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(BATCH).execute();
}

/**
 * Every genuine lead as CSV, newest first, read from the database in keyset batches of 500 and
 * written as the client reads: memory stays flat however many leads there are.
 */
export function exportLeadsCsv(db: Db): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Cursor | undefined;
  let rows = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BYTE_ORDER_MARK + stringify([exportHeader], spreadsheetCsvOptions)));
      },
      async pull(controller) {
        try {
          const batch = await nextBatch(db, cursor);
          if (batch.length === 0) {
            log("info", "leads exported", { rows });
            controller.close();
            return;
          }
          const last = batch.at(-1)!;
          cursor = { created_at: last.created_at, id: Number(last.id) };
          rows += batch.length;
          const records = batch.map((lead) => [
            formatIsraelDateTime(lead.created_at),
            lead.name,
            lead.phone,
            lead.from_location ?? "",
            lead.to_location ?? "",
            sourceLabel(lead.source),
            lead.notes ?? "",
            lead.email ?? "",
            lead.handled_at ? "כן" : "לא",
          ]);
          controller.enqueue(encoder.encode(stringify(records, spreadsheetCsvOptions)));
        } catch (error) {
          log("error", "lead export failed", { rows, error: error instanceof Error ? error.message : String(error) });
          controller.error(error);
        }
      },
    },
    // One batch ahead at most: the database is read only as fast as the client downloads.
    { highWaterMark: 1 },
  );
}
