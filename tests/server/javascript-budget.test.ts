import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDir, prerenderedRoutes } from "../../build-tools/prerendered-pages.ts";
import { removeDir, startServer, type ServerProcess } from "../../harness/server-process.ts";
import { JAVASCRIPT_BUDGET, pageScripts, pageWeight } from "../../scripts/page-weight.ts";

// The visitors' JavaScript budget (issue 39, docs/performance.md) over the build itself, without
// a browser: `npm run audit -- --weight-only` prints the same figures as a table.
const root = path.resolve(import.meta.dirname, "../..");

describe("the JavaScript of the built pages", () => {
  const weights = prerenderedRoutes(root).map((route) => pageWeight(clientDir(root), route));

  it("is at most 115 KB (brotli) before a page is interactive, on every pre-rendered page", () => {
    expect(weights.map((weight) => weight.route)).toContain("/");
    const over = weights.filter((weight) => weight.js.brotli > JAVASCRIPT_BUDGET.brotliBytes).map((weight) => `${weight.route}: ${weight.js.brotli} bytes`);
    expect(over, `pages over ${JAVASCRIPT_BUDGET.brotliBytes} bytes`).toEqual([]);
  });

  it("comes in at most 8 files on every pre-rendered page", () => {
    const over = weights.filter((weight) => weight.scripts > JAVASCRIPT_BUDGET.scripts).map((weight) => `${weight.route}: ${weight.scripts} files`);
    expect(over, `pages with more than ${JAVASCRIPT_BUDGET.scripts} scripts`).toEqual([]);
  });
});

describe("the JavaScript of the built pages on the wire", () => {
  let server: ServerProcess;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    agent.destroy();
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  /** A response's bytes over HTTP/1.1 as a browser receives them (Lighthouse's transfer size): status line, headers, body as sent. */
  const wireBytes = (pathname: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: server.port, path: pathname, agent, headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } }, (res) => {
          let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
          for (let i = 0; i < res.rawHeaders.length; i += 2) bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
          expect(res.statusCode, pathname).toBe(200);
          res.on("data", (chunk: Buffer) => (bytes += chunk.length)).on("end", () => resolve(bytes));
        })
        .on("error", reject);
    });

  it("is at most 115 KB with each response's headers, as the server sends it, on every pre-rendered page", async () => {
    const client = clientDir(root);
    const sent = new Map<string, number>();
    const over: string[] = [];
    for (const route of prerenderedRoutes(root)) {
      let total = 0;
      for (const file of pageScripts(client, route)) {
        const pathname = "/" + path.relative(client, file).split(path.sep).join("/");
        if (!sent.has(pathname)) sent.set(pathname, await wireBytes(pathname));
        total += sent.get(pathname)!;
      }
      if (total > JAVASCRIPT_BUDGET.wireBytes) over.push(`${route}: ${total} bytes`);
    }
    expect(sent.size).toBeGreaterThan(5);
    expect(over, `pages over ${JAVASCRIPT_BUDGET.wireBytes} bytes on the wire`).toEqual([]);
  });
});
