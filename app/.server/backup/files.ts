/** Backup files on disk: private modes, durable renames, sha256sum-format checksum files. */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { chmod, mkdir, open, readFile, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { parseBackupFileName, type BackupFile } from "../../lib/backup-rotation.ts";

/** Creates the backup directory readable by its owner only (it holds every customer's phone number). */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Flushes a file (or a directory's entries) to disk. */
export async function syncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `content` to `file` through a temporary name and a rename, mode 0600. */
async function writeFileAtomically(file: string, content: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.partial-${process.pid}`);
  const handle = await open(temporary, "w", 0o600);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

const checksumFileOf = (file: string) => `${file}.sha256`;

/** `<hex>  <name>` as sha256sum writes it, so `sha256sum -c` checks the file too. */
export async function writeChecksumFile(file: string, sha256: string): Promise<void> {
  await writeFileAtomically(checksumFileOf(file), `${sha256}  ${path.basename(file)}\n`);
}

export type ChecksumCheck = { ok: true; sha256: string } | { ok: false; reason: "missing" | "unreadable" | "mismatch" };

export async function verifyChecksumFile(file: string): Promise<ChecksumCheck> {
  let text: string;
  try {
    text = await readFile(checksumFileOf(file), "utf8");
  } catch {
    return { ok: false, reason: "missing" };
  }
  const expected = /^([0-9a-f]{64})\s/i.exec(text.trim() + " ")?.[1]?.toLowerCase();
  if (!expected) return { ok: false, reason: "unreadable" };
  const actual = await sha256OfFile(file);
  return actual === expected ? { ok: true, sha256: actual } : { ok: false, reason: "mismatch" };
}

const signatureFileOf = (file: string) => `${file}.sig`;

async function hmacOfFile(file: string, key: string): Promise<string> {
  const hmac = createHmac("sha256", key);
  for await (const chunk of createReadStream(file)) hmac.update(chunk as Buffer);
  return hmac.digest("hex");
}

/**
 * `<file>.sig`: HMAC-SHA-256 of `content` (the file about to become `file`) under BACKUP_SIGNING_KEY,
 * in the checksum file's layout. Whoever can change a backup but not read the server's .env
 * cannot make a signature restore accepts.
 */
export async function writeSignatureFile(file: string, content: string, key: string): Promise<void> {
  await writeFileAtomically(signatureFileOf(file), `${await hmacOfFile(content, key)}  ${path.basename(file)}\n`);
}

export type SignatureCheck = { ok: true } | { ok: false; reason: "missing" | "unreadable" | "mismatch" };

export async function verifySignatureFile(file: string, key: string): Promise<SignatureCheck> {
  let text: string;
  try {
    text = await readFile(signatureFileOf(file), "utf8");
  } catch {
    return { ok: false, reason: "missing" };
  }
  const expected = /^([0-9a-f]{64})\s/i.exec(text.trim() + " ")?.[1]?.toLowerCase();
  if (!expected) return { ok: false, reason: "unreadable" };
  const actual = await hmacOfFile(file, key);
  return timingSafeEqual(Buffer.from(actual, "hex"), Buffer.from(expected, "hex")) ? { ok: true } : { ok: false, reason: "mismatch" };
}

export const hasSignatureFile = (file: string) => existsSync(signatureFileOf(file));

/** The backups in `dir`, by their names (anything else there is left alone). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.map(parseBackupFileName).filter((file): file is BackupFile => file !== null);
}

/** Removes a backup with its checksum and signature files. */
export async function removeBackup(dir: string, name: string): Promise<void> {
  await rm(path.join(dir, name), { force: true });
  await rm(checksumFileOf(path.join(dir, name)), { force: true });
  await rm(signatureFileOf(path.join(dir, name)), { force: true });
}
