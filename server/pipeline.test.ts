import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { LoaderFunctionArgs, ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddressContext, cspNonceContext } from "../app/context.ts";
import type { TrustProxy } from "../app/.server/config.ts";
import { contentSecurityPolicy } from "../app/.server/security-headers.ts";
import { createPipeline } from "./pipeline.ts";

type Handler = (request: Request, context: LoaderFunctionArgs["context"]) => Promise<Response>;

/**
 * A server build of one resource route that answers every path with `handle`. An error it
 * throws escapes React Router (the entry's handleError passes it on) to the pipeline's handler.
 */
type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
/** A resource route's module: React Router's type asks every module for a component. */
const resourceModule = (module: Omit<RouteModule, "default">) => module as RouteModule;

function buildAnswering(handle: Handler): ServerBuild {
  const answer = ({ request, context }: LoaderFunctionArgs) => handle(request, context);
  return {
    entry: {
      module: {
        default: () => new Response(null),
        handleError: (error: unknown) => {
          throw error;
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: resourceModule({}) },
      "routes/any": { id: "routes/any", parentId: "root", path: "*", module: resourceModule({ loader: answer, action: answer }) },
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
    basename: "/",
    future: {},
    publicPath: "/",
    assetsBuildDirectory: "",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

async function serve(handleRequest: Handler, trustProxy: TrustProxy = { kind: "none" }, refusesWrites = () => false) {
  const server = http.createServer(
    createPipeline({
      build: buildAnswering(handleRequest),
      mode: "production",
      baseHeaders: { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": contentSecurityPolicy([], { https: false }) },
      https: false,
      trustProxy,
      bodyTimeoutMs: 300,
      isShuttingDown: () => false,
      refusesWrites,
      metricsToken: undefined,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const servers: http.Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const logged = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);

describe("the error handler", () => {
  it("answers the 4xx status an error carries and logs a warning without a stack", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const url = await serve(async () => {
      throw Object.assign(new Error("bad input"), { statusCode: 422 });
    });
    const res = await fetch(`${url}/x`);
    expect(res.status).toBe(422);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(logged(warn)).toContainEqual(expect.objectContaining({ msg: "request refused", status: 422 }));
    expect(error).not.toHaveBeenCalled();
  });

  it("answers 500 to anything else and logs the error's stack", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const url = await serve(async () => {
      throw new TypeError("boom");
    });
    const res = await fetch(`${url}/x`);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("Unexpected Server Error\n"); // nothing about the error itself
    const entry = logged(error).find((e) => e.msg === "unhandled error");
    expect(entry?.stack).toContain("TypeError: boom");
  });
});

describe("responses from the app", () => {
  it("give HTML a nonce policy with the nonce the app was handed, a new one each time", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const url = await serve(
      async (_request, context) => new Response(`<script nonce="${context.get(cspNonceContext)}"></script>`, { headers: { "Content-Type": "text/html" } }),
    );
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${url}/page`);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(await res.text()).toBe(`<script nonce="${nonce}"></script>`);
      expect(res.headers.get("cache-control")).toBe("no-store");
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });
});

describe("a process a newer version has outgrown", () => {
  it("answers every write 503 with Retry-After, the app never runs it, and still answers reads", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const seen: string[] = [];
    const url = await serve(
      async (request) => {
        seen.push(request.method);
        return new Response("ok");
      },
      { kind: "none" },
      () => true,
    );
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await fetch(`${url}/api/leads`, { method, body: "{}" });
      expect(res.status, method).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
    }
    expect((await fetch(`${url}/x`)).status).toBe(200);
    expect(seen).toEqual(["GET"]);
  });
});

describe("the client's address", () => {
  const echoAddress = async (request: Request, context: LoaderFunctionArgs["context"]) =>
    Response.json({ address: context.get(clientAddressContext), headers: [...request.headers.keys()] });
  const addressSeen = async (url: string, headers: Record<string, string>) =>
    (await (await fetch(`${url}/x`, { headers })).json()) as { address: string; headers: string[] };

  it("is the socket's peer in the request context, whatever X-Forwarded-For a direct client writes", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    for (const trustProxy of [{ kind: "none" }, { kind: "addresses", addresses: ["10.9.8.7"] }] satisfies TrustProxy[]) {
      const url = await serve(echoAddress, trustProxy);
      expect(await addressSeen(url, { "X-Forwarded-For": "203.0.113.1" })).toMatchObject({ address: "127.0.0.1" });
      expect(await addressSeen(url, { "X-Forwarded-For": "203.0.113.2, 10.9.8.7" })).toMatchObject({ address: "127.0.0.1" });
    }
  });

  it("is what the trusted proxy saw, when the peer is one", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const url = await serve(echoAddress, { kind: "addresses", addresses: ["127.0.0.1"] });
    expect((await addressSeen(url, { "X-Forwarded-For": "1.1.1.1, 203.0.113.7" })).address).toBe("203.0.113.7");
  });

  it("travels in the context only: no header carries it to the app", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const url = await serve(echoAddress);
    const seen = await addressSeen(url, { "X-Test": "1" });
    expect(seen.headers).toContain("x-test");
    expect(seen.headers.filter((name) => name.includes("client"))).toEqual([]);
  });
});

describe("request bodies", () => {
  it("answers 408 to a body that does not arrive in time, and frees the socket", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    let reached = false;
    const url = await serve(async () => {
      reached = true;
      return new Response("ok");
    });
    const { port } = new URL(url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1");
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
      // Headers promise 100 bytes; one arrives, then nothing.
      socket.write("POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{");
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(reached).toBe(false);
  });
});

describe("request bodies read before the app", () => {
  const echoBody = async (request: Request) => new Response(await request.text());

  it("hands the app the whole body, declared or chunked", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const url = await serve(echoBody);
    const body = "x".repeat(20_000);
    expect(await (await fetch(`${url}/x`, { method: "POST", body })).text()).toBe(body);
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("y".repeat(1000)));
        controller.close();
      },
    });
    expect(await (await fetch(`${url}/x`, { method: "POST", body: chunked, duplex: "half" } as RequestInit)).text()).toBe("y".repeat(20_000));
  });

  it("answers 413 to a declared or counted body over the limit, and the app never runs", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    let reached = false;
    const url = await serve(async () => {
      reached = true;
      return new Response("ok");
    });
    const declared = await fetch(`${url}/x`, { method: "POST", body: "x".repeat(40_000) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: "הבקשה גדולה מדי", field: null });
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    expect((await fetch(`${url}/x`, { method: "POST", body: chunks, duplex: "half" } as RequestInit)).status).toBe(413);
    expect(reached).toBe(false);
  });
});

describe("response headers", () => {
  it("are the app's where it set them, the defaults only where it did not: never both", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const url = await serve(async () => new Response("{}", { headers: { "X-Content-Type-Options": "app", "Content-Type": "application/json" } }));
    const res = await fetch(`${url}/x`);
    await res.text();
    expect(res.headers.get("x-content-type-options")).toBe("app");
    expect(res.headers.get("content-security-policy")).not.toContain(",");
  });

  it("keep every cookie the app set", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const headers = new Headers([
      ["Set-Cookie", "a=1"],
      ["Set-Cookie", "b=2"],
    ]);
    const url = await serve(async () => new Response("ok", { headers }));
    const res = await fetch(`${url}/x`);
    await res.text();
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });
});
