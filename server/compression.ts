/**
 * Compression done once: at build time every compressible file of the client build gets a `.br`
 * (quality 11) and a `.gz` (level 9) beside it; the server loads them into memory at start-up
 * (or, for a build without them, compresses at a fast level then). No request ever compresses a
 * static file.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

export type Encoding = "br" | "gzip";

const ENCODINGS: readonly Encoding[] = ["br", "gzip"];
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Smaller files are sent as they are: the saving would not cover the encoding's overhead. */
export const MIN_COMPRESSIBLE_BYTES = 512;

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|data|webmanifest|map)$/;

function isCompressible(filePath: string, size: number): boolean {
  return size >= MIN_COMPRESSIBLE_BYTES && COMPRESSIBLE.test(filePath);
}

function compress(data: Buffer, encoding: Encoding, level: "best" | "fast"): Buffer {
  if (encoding === "gzip") return zlib.gzipSync(data, { level: level === "best" ? 9 : 6 });
  return zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: level === "best" ? 11 : 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * The encoded copies of a file drawn while the server runs (a page drawn again after a publish):
 * at the build's own levels, so its first flight weighs what the build's did, in zlib's worker
 * threads, so requests keep being answered meanwhile.
 */
export async function encodeNow(filePath: string, data: Buffer): Promise<Partial<Record<Encoding, Buffer>>> {
  if (!isCompressible(filePath, data.length)) return {};
  const [br, gzip] = await Promise.all([
    brotliAsync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  return { ...(br.length < data.length && { br }), ...(gzip.length < data.length && { gzip }) };
}

/** Every file under dir, recursively, except precompressed copies. */
export const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".br") && !entry.name.endsWith(".gz"))
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * The encoded copies of a file: its precompressed siblings when they are at least as new as the
 * file, else compressed now (fast level). An encoding that does not make the file smaller is left out.
 */
export function encodedVariants(filePath: string, data: Buffer): { variants: Partial<Record<Encoding, Buffer>>; compressedNow: boolean } {
  const variants: Partial<Record<Encoding, Buffer>> = {};
  let compressedNow = false;
  if (!isCompressible(filePath, data.length)) return { variants, compressedNow };
  const modified = statSync(filePath).mtimeMs;
  for (const encoding of ENCODINGS) {
    const sibling = filePath + SUFFIX[encoding];
    const fresh = existsSync(sibling) && statSync(sibling).mtimeMs >= modified;
    if (!fresh) compressedNow = true;
    const encoded = fresh ? readFileSync(sibling) : compress(data, encoding, "fast");
    if (encoded.length < data.length) variants[encoding] = encoded;
  }
  return { variants, compressedNow };
}

/** Writes the best-compressed `.br` and `.gz` beside every compressible file (run after a build). */
export function precompressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of listFiles(dir)) {
    const data = readFileSync(file);
    if (!isCompressible(file, data.length)) continue;
    files++;
    bytes += data.length;
    for (const encoding of ENCODINGS) {
      const encoded = compress(data, encoding, "best");
      if (encoding === "br") brotliBytes += encoded.length;
      writeFileSync(file + SUFFIX[encoding], encoded);
    }
  }
  return { files, bytes, brotliBytes };
}
