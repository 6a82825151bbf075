import { isReachable } from "../.server/db/database.ts";
import { errorFields, log } from "../.server/log.ts";
import { getServices } from "../.server/runtime.ts";

/** 200 when the database answers, 503 otherwise. */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const { db } = await getServices();
    if (await isReachable(db)) return Response.json({ status: "ok", database: db.engine }, { headers });
  } catch (error) {
    log("error", "health check: database unavailable", errorFields(error));
  }
  return Response.json({ status: "unavailable" }, { status: 503, headers });
}
