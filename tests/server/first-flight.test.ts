import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientDir, prerenderedRoutes } from "../../build-tools/prerendered-pages.ts";
import { FIRST_FLIGHT_BYTES, firstFlightBytes, firstFlightWeight } from "../../scripts/page-weight.ts";

// The first-flight budget (docs/decisions/026-first-flight.md) over the build itself, without a
// browser: `npm run audit -- --weight-only` prints the same figures as a table.
const root = path.resolve(import.meta.dirname, "../..");

describe("the first flight of the built pages", () => {
  it("is at most 14 KB of HTML and CSS (brotli) on every pre-rendered page", () => {
    const routes = prerenderedRoutes(root);
    expect(routes).toContain("/");
    const over = routes
      .map((route) => firstFlightWeight(clientDir(root), route))
      .filter((weight) => firstFlightBytes(weight) > FIRST_FLIGHT_BYTES)
      .map((weight) => `${weight.route}: ${firstFlightBytes(weight)} bytes`);
    expect(over, `pages over ${FIRST_FLIGHT_BYTES} bytes`).toEqual([]);
  });
});
