import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags.ts";

describe("the server's V8 flags", () => {
  it("are the ones `npm start` runs the server with", () => {
    const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} --env-file-if-exists=.env server.ts`);
  });
});
