import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("whenIdle", () => {
  it("runs the task when the browser is idle, not before, and not once cancelled", () => {
    const callbacks: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal("cancelIdleCallback", (id: number) => (callbacks[id - 1] = () => {}));
    const task = vi.fn();
    whenIdle(task);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    expect(task).not.toHaveBeenCalled();
    for (const callback of callbacks) callback();
    expect(task).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("falls back on a short timer where there is no requestIdleCallback", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
  });
});
