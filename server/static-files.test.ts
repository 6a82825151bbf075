import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./static-files.ts";

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["BR;Q=1.0", "br"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity", "identity"],
    ["deflate, zstd", "identity"],
    ["gzip;q=0, br;q=0", "identity"],
    ["br;q=nonsense, gzip;q=0.1", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
