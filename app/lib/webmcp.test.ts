import { afterEach, describe, expect, it, vi } from "vitest";
import { agentReply, registerTools, type ModelContextTool } from "./webmcp.ts";

const tool = (name: string): ModelContextTool => ({ name, description: name, inputSchema: { type: "object" }, execute: () => name });

describe("registerTools", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("does nothing where the browser has no model context", () => {
    vi.stubGlobal("document", {});
    vi.stubGlobal("navigator", {});
    expect(() => registerTools([tool("a")])()).not.toThrow();
  });

  it("registers through document.modelContext and unregisters by aborting its signal", async () => {
    const signals: AbortSignal[] = [];
    const registerTool = vi.fn((_tool: ModelContextTool, options?: { signal?: AbortSignal }) => {
      signals.push(options!.signal!);
      return Promise.resolve();
    });
    vi.stubGlobal("document", { modelContext: { registerTool } });
    vi.stubGlobal("navigator", {});
    const unregister = registerTools([tool("a"), tool("b")]);
    expect(registerTool.mock.calls.map(([t]) => t.name)).toEqual(["a", "b"]);
    expect(signals.every((s) => !s.aborted)).toBe(true);
    unregister();
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it("falls back to navigator.modelContext and its unregisterTool(name)", () => {
    const unregisterTool = vi.fn();
    const registerTool = vi.fn(() => undefined);
    vi.stubGlobal("document", {});
    vi.stubGlobal("navigator", { modelContext: { registerTool, unregisterTool } });
    registerTools([tool("a")])();
    expect(registerTool).toHaveBeenCalledOnce();
    expect(unregisterTool).toHaveBeenCalledWith("a");
  });

  it("survives a browser that refuses a tool", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("document", {
      modelContext: {
        registerTool: () => {
          throw new Error("duplicate");
        },
      },
    });
    expect(() => registerTools([tool("a")])()).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("agentReply", () => {
  it("ignores a person's submit", () => {
    const event = new Event("submit");
    expect(() => agentReply(event)("x")).not.toThrow();
  });

  it("answers an agent's submit once, with the first reply", async () => {
    let response: Promise<unknown> | undefined;
    const event = Object.assign(new Event("submit"), { agentInvoked: true, respondWith: (p: Promise<unknown>) => (response = p) });
    const reply = agentReply(event);
    reply({ ok: true });
    reply({ ok: false });
    await expect(response).resolves.toEqual({ ok: true });
  });
});
