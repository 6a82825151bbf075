/** Runs one of the site's commands (bin/<name>.ts) as `npm run <name>` does, with only the given database settings. */
import { spawn } from "node:child_process";
import path from "node:path";

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runTool(name: "backup" | "restore" | "users", args: string[], env: Record<string, string>): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`bin/${name}.ts`, ...args], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, DATABASE_URL: "", BACKUP_AFTER: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
