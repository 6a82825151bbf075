/** BACKUP_AFTER: the owner's command that ships a new backup off the machine. */
import { spawn } from "node:child_process";
import { redact } from "./postgres.ts";

const AFTER_TIMEOUT_MS = 10 * 60_000;

export type AfterResult = { status: "ok"; error: null } | { status: "failed"; error: string };

/**
 * Runs `command` with the backup's path as its last argument. The path goes in as "$1" of
 * `sh -c`, never spliced into the command text, so no file name can change what runs. The
 * command may hold credentials (BACKUP_AFTER is a secret setting): it is never logged.
 */
export function runAfterCommand(
  command: string,
  file: string,
  { timeoutMs = AFTER_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<AfterResult> {
  return new Promise((resolve) => {
    // Its own process group, so a timeout ends whatever the command started too (rclone, ssh...).
    const child = spawn("sh", ["-c", `${command} "$1"`, "sh", file], { detached: true, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    let timedOut = false;
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    const killGroup = (sig: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, sig);
      } catch {
        // already gone
      }
    };
    const stop = () => {
      killGroup("SIGTERM");
      setTimeout(() => killGroup("SIGKILL"), 5_000).unref();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, timeoutMs);
    timer.unref();
    signal?.addEventListener("abort", stop, { once: true });
    const detail = () => {
      const text = redact(stderr.trim()).slice(0, 500);
      return text ? `: ${text}` : "";
    };
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ status: "failed", error: `could not start: ${error.message}` });
    });
    child.on("close", (code, sig) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", stop);
      if (timedOut) resolve({ status: "failed", error: `timed out after ${Math.round(timeoutMs / 1000)} s${detail()}` });
      else if (code === 0) resolve({ status: "ok", error: null });
      else resolve({ status: "failed", error: `${code === null ? `killed by ${String(sig)}` : `exit code ${code}`}${detail()}` });
    });
  });
}
