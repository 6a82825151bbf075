import { isReachable } from "../.server/db";
import { log } from "../.server/http";
import { getServices } from "../.server/services";

/** 200 when the database answers, 503 otherwise. */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const { db } = await getServices();
    if (await isReachable(db)) return Response.json({ status: "ok", database: db.engine }, { headers });
  } catch (error) {
    log("error", "health check: database unavailable", { error: error instanceof Error ? error.message : String(error) });
  }
  return Response.json({ status: "unavailable" }, { status: 503, headers });
}
