/**
 * Whole city records (page fields and content), for the city route's loader only: the copy and
 * lists of the eight pages stay out of the browser bundle.
 */
import { canonicalPath } from "../../../lib/paths.ts";
import { parseCityRecords, type CityRecord } from "./city-page-schema.ts";

export const cityRecords: readonly CityRecord[] = parseCityRecords(import.meta.glob(["../*.ts", "!../all-cities.ts", "!../*.test.ts"], { eager: true }));

const byPath = new Map(cityRecords.map((record) => [record.path, record]));

/** The city record for a request path ("/shipping-haifa", "/shipping-haifa/"), if there is one. */
export function cityRecordAt(pathname: string): CityRecord | undefined {
  return byPath.get(canonicalPath(pathname));
}
