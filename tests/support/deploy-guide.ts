/**
 * For tests/server/deploy-guide.test.ts: the runnable commands of docs/operations.md (its ```sh
 * blocks marked `<!-- guide-step: NAME -->`), run by bash with a deployed server's paths replaced
 * by a test's, and a throwaway PostgreSQL that checks passwords as Debian's does.
 */
import { spawnSync } from "node:child_process";

export interface GuideBlock {
  name: string;
  code: string;
  /** The section (## heading) it is under. */
  section: string;
}

const MARKER = /^[ \t]*<!-- guide-step: ([a-z0-9-]+) -->[ \t]*$/;
const FENCE = /^([ \t]*)```(\S*)[ \t]*$/;

/**
 * Every fenced block of the guide from `fromHeading` on: the marked ones by name, and the shell
 * blocks without a marker (which a test must not leave unchecked).
 */
export function guideBlocks(markdown: string, fromHeading: string): { blocks: Map<string, GuideBlock>; unmarkedShell: string[] } {
  const lines = markdown.split("\n");
  const blocks = new Map<string, GuideBlock>();
  const unmarkedShell: string[] = [];
  let section = "";
  let inScope = false;
  let pendingName: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith("## ")) section = line.slice(3).trim();
    if (line.trim() === fromHeading) inScope = true;
    const marker = MARKER.exec(line);
    if (marker) {
      if (blocks.has(marker[1]!)) throw new Error(`guide-step ${marker[1]} is marked twice`);
      pendingName = marker[1];
      continue;
    }
    const fence = FENCE.exec(line);
    if (!fence) {
      if (line.trim() !== "") pendingName = undefined;
      continue;
    }
    // A block: up to the closing fence at the same indentation, that indentation taken off.
    const indent = fence[1]!;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j]!.trimEnd() !== `${indent}\`\`\``; j++)
      body.push(lines[j]!.startsWith(indent) ? lines[j]!.slice(indent.length) : lines[j]!);
    if (j === lines.length) throw new Error(`unclosed fence at line ${i + 1}`);
    if (pendingName) blocks.set(pendingName, { name: pendingName, code: body.join("\n") + "\n", section });
    else if (inScope && fence[2] === "sh") unmarkedShell.push(`line ${i + 1}: ${body[0] ?? ""}`);
    pendingName = undefined;
    i = j;
  }
  return { blocks, unmarkedShell };
}

/** The block with each production value replaced; every one must still be in it (else the guide changed under the test). */
export function substitute(name: string, code: string, replacements: readonly (readonly [string, string])[]): string {
  let text = code;
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`guide-step ${name} no longer contains "${from}": update tests/server/deploy-guide.test.ts`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/** `bash -n`: the block parses. Returns bash's complaint, or "" when it parses. */
export function bashSyntax(code: string): string {
  const result = spawnSync("bash", ["-n"], { input: code, encoding: "utf8" });
  return result.status === 0 ? "" : result.stderr;
}

/** Single-quoted for bash. */
const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

export interface Stand {
  /** Where each of the guide's paths is on this machine (longest first). */
  paths: readonly (readonly [string, string])[];
  /** The unit as the guide installs it (under the stand-in of /etc/systemd/system). */
  unitFile: string;
  /** The service's output: what journalctl shows. */
  journal: string;
  /** The running service's pid, and its exit status once it has exited. */
  pidFile: string;
  statusFile: string;
  /** The `sed -i` expressions the stand-in `editor` applies: what the operator would type. */
  edits: readonly string[];
}

/**
 * What bash defines before a guide block, for the commands a test machine cannot run as a server
 * does. Each is a stand-in:
 * - `sudo -u USER [-H] cmd`: runs cmd as the test's own user (no `courier` user is created here);
 *   `sudo -u postgres` reaches the test's cluster as its superuser through PGHOST/PGPORT/PGUSER.
 * - `install -o X -g Y ...`: the same install without the owner and group (no `courier` group).
 * - `editor FILE`: the operator's edit, as `sed -i` expressions (the stand's `edits`).
 * - `systemctl start|stop|restart|enable --now courier`: runs the installed unit's ExecStart in its
 *   WorkingDirectory with its EnvironmentFile (the guide's paths mapped to the stand's), in the
 *   background, its output appended to the journal; stop sends SIGTERM and waits for the exit, as
 *   systemd does (TimeoutStopSec); `daemon-reload` has nothing to do. Anything else fails.
 * - `journalctl ...`: prints the journal (the whole of it, without following).
 */
export function prelude(stand: Stand, node: string): string {
  const mapPaths = stand.paths.map(([from, to]) => `-e ${shellQuote(`s|${from}|${to}|g`)}`).join(" ");
  return `
set -euo pipefail
sudo() {
  while [ $# -gt 0 ]; do case "$1" in -u) shift 2 ;; -H) shift ;; *) break ;; esac; done
  "$@"
}
install() {
  local args=()
  while [ $# -gt 0 ]; do case "$1" in -o|-g) shift 2 ;; *) args+=("$1"); shift ;; esac; done
  command install "\${args[@]}"
}
editor() { sed -i ${stand.edits.map((e) => `-e ${shellQuote(e)}`).join(" ")} "$1"; }
journalctl() { cat ${shellQuote(stand.journal)}; }
__unit() { sed -n "s|^$1=||p" ${shellQuote(stand.unitFile)} | sed ${mapPaths}; }
__running() { [ -f ${shellQuote(stand.pidFile)} ] && [ ! -f ${shellQuote(stand.statusFile)} ]; }
__start() {
  if __running; then return 0; fi
  rm -f ${shellQuote(stand.pidFile)} ${shellQuote(stand.statusFile)}
  local exec_start dir env_file
  exec_start=$(__unit ExecStart); dir=$(__unit WorkingDirectory); env_file=$(__unit EnvironmentFile)
  local vars=()
  mapfile -d '' vars < <(${shellQuote(node)} -e 'const { parseEnv } = require("node:util"); for (const [k, v] of Object.entries(parseEnv(require("node:fs").readFileSync(process.argv[1], "utf8")))) process.stdout.write(k + "=" + v + "\\0");' "$env_file")
  (
    cd "$dir"
    env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "\${vars[@]}" $exec_start &
    echo $! > ${shellQuote(stand.pidFile)}
    status=0; wait $! || status=$?
    echo "$status" > ${shellQuote(stand.statusFile)}
  ) >> ${shellQuote(stand.journal)} 2>&1 < /dev/null &
  for _ in $(seq 50); do [ -f ${shellQuote(stand.pidFile)} ] && return 0; sleep 0.1; done
  echo "fake systemctl: the service did not start" >&2; return 1
}
__stop() {
  __running || return 0
  kill -TERM "$(cat ${shellQuote(stand.pidFile)})" 2>/dev/null || true
  for _ in $(seq 150); do [ -f ${shellQuote(stand.statusFile)} ] && return 0; sleep 0.1; done
  echo "fake systemctl: the service did not stop within 15 s" >&2; return 1
}
systemctl() {
  case "$*" in
    daemon-reload) ;;
    "enable --now courier"|"start courier") __start ;;
    "stop courier") __stop ;;
    "restart courier") __stop; __start ;;
    *) echo "fake systemctl: not simulated by the test: systemctl $*" >&2; return 1 ;;
  esac
}
`;
}

/** Runs a block with the prelude; throws with its output when it fails. */
export function runBlock(name: string, code: string, options: { prelude: string; env: NodeJS.ProcessEnv; input?: string }): string {
  const result = spawnSync("bash", ["-c", `${options.prelude}\n${code}`], {
    env: options.env,
    input: options.input ?? "",
    encoding: "utf8",
    timeout: 300_000,
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`guide-step ${name} failed (${result.status ?? result.signal}):\n${code}\n--- output ---\n${output}`);
  return output;
}
