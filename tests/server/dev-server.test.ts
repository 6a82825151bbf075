/**
 * `npm run dev` runs the same request pipeline as `npm start`: the same security headers, a
 * per-response CSP nonce, the body limit and the safe trailing-slash rule, around Vite's
 * development build instead of the production one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, removeDir, startServer, tempDataDir, type ServerProcess } from "../../harness/server-process.ts";

let dev: { child: ChildProcess; url: string; dataDir: string; output: () => string };
let prod: ServerProcess;

beforeAll(async () => {
  const port = await freePort();
  const dataDir = tempDataDir();
  let output = "";
  const child = spawn("npm", ["run", "dev"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: npm, the shell and node stop together
  });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  dev = { child, url: `http://127.0.0.1:${port}`, dataDir, output: () => output };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    try {
      if ((await fetch(`${dev.url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm run dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  prod = await startServer();
}, 90_000);

afterAll(async () => {
  if (dev?.child.pid) process.kill(-dev.child.pid, "SIGKILL");
  if (dev) removeDir(dev.dataDir);
  if (prod) {
    await prod.stop("SIGKILL");
    removeDir(prod.dataDir);
  }
});

const SECURITY_HEADERS = [
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "x-permitted-cross-domain-policies",
];

describe("npm run dev", () => {
  it("runs in development mode, through our server", () => {
    expect(dev.output()).toContain('"mode":"development"');
  });

  it("answers a server-rendered page with the production headers and a nonce CSP", async () => {
    const [inDev, inProd] = await Promise.all([fetch(`${dev.url}/no-such-page`), fetch(`${prod.url}/no-such-page`)]);
    expect(inDev.status).toBe(404);
    for (const name of SECURITY_HEADERS) expect(inDev.headers.get(name), name).toBe(inProd.headers.get(name));
    const withoutNonce = (res: Response) => res.headers.get("content-security-policy")?.replace(/'nonce-[^']+'/, "'nonce'");
    expect(withoutNonce(inDev)).toBe(withoutNonce(inProd));
    const nonce = /'nonce-([^']+)'/.exec(inDev.headers.get("content-security-policy") ?? "")?.[1];
    const html = await inDev.text();
    for (const [tag] of html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("renders the public pages on request with the same headers", async () => {
    const res = await fetch(`${dev.url}/about`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("enforces the body limit", async () => {
    const res = await fetch(`${dev.url}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "a".repeat(40_000) }),
    });
    expect(res.status).toBe(413);
  });

  it("applies the safe trailing-slash rule", async () => {
    const res = await fetch(`${dev.url}//evil.example/`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/evil.example");
  });
});
