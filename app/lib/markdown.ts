/**
 * Build-time Markdown for our own content (the blog): YAML frontmatter, figure placeholders and
 * a locked-down HTML rendering. Only loaders and build-time code import this module, so neither
 * `marked` nor any Markdown text reaches the browser bundle.
 */
import { Marked, type Token, type Tokens } from "marked";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { LTR_RUN } from "./bidi-runs.ts";
import { HELD_FIGURE } from "./typography.ts";
import { dashRange } from "./typography.ts";
import { errorMessage } from "./error-message.ts";

/** Splits a Markdown file into its YAML frontmatter (as parsed data) and its body. */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const file = new VFile(source);
  matter(file, { strip: true });
  return { data: file.data.matter, body: String(file) };
}

// ---------------------------------------------------------------------------------------------
// Figures: `{{discounts.business}}` reads app/content/prices.ts, so copy never types a price.

/** A tree of figures (the prices module as a namespace object) that placeholders read from. */
export type FigureSource = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const FIGURE_PATH = /^[A-Za-z_]\w*(?:\.\w+)*$/;

/** The value at a dotted path such as `intercityGuide.routes.0.fast`; unknown paths throw. */
export function lookupFigure(figures: FigureSource, path: string): string | number {
  if (!FIGURE_PATH.test(path)) throw new Error(`malformed placeholder {{${path}}}`);
  let value: unknown = figures;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) throw new Error(`unknown placeholder {{${path}}}`);
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value !== "string" && typeof value !== "number") throw new Error(`placeholder {{${path}}} is not a single figure`);
  return value;
}

/** Replaces every `{{path}}` with its figure (a range with an en dash); an unknown or malformed placeholder throws. */
export function interpolateFigures(text: string, figures: FigureSource): string {
  const result = text.replace(PLACEHOLDER, (_match, path: string) => dashRange(String(lookupFigure(figures, path.trim()))));
  const leftover = /\{\{|\}\}/.exec(result);
  if (leftover) throw new Error(`unclosed placeholder near "${result.slice(Math.max(0, leftover.index - 20), leftover.index + 20)}"`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Rendering.

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/** Runs that a right-to-left line scrambles (temperatures, percentages, ranges) isolated left to right, as `<Bidi>` does in components. */
const figureOrRun = new RegExp(`(${LTR_RUN.source})|${HELD_FIGURE.source}`, "gu");
/** Ranges, times and percentages isolated left to right (one line each, app.css); a price kept with its ₪. */
export const isolateLtrRuns = (escapedText: string) =>
  escapedText.replace(figureOrRun, (match, ltr: string | undefined) =>
    ltr ? `<bdi dir="ltr">${match}</bdi>` : `<span class="whitespace-nowrap">${match}</span>`,
  );

/** A table's caption comes from a paragraph "טבלה: ..." right above it. */
const CAPTION = /^טבלה:\s*(.+)$/s;
type CaptionedTable = Tokens.Table & { caption?: string };

function attachTableCaptions(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const caption = token.type === "paragraph" ? CAPTION.exec(token.text) : null;
    const next = tokens.slice(i + 1).find((t) => t.type !== "space");
    if (caption && next?.type === "table") {
      (next as CaptionedTable).caption = caption[1]!.trim();
      continue;
    }
    kept.push(token);
  }
  return kept;
}

/** Headings start at h2 (the page's title is the h1) and never skip a level. */
function checkHeadingOrder(tokens: Token[]) {
  let previous = 1;
  for (const token of tokens) {
    if (token.type !== "heading") continue;
    const { depth, text } = token as Tokens.Heading;
    if (depth < 2) throw new Error(`heading "${text}": the article's title is its only h1; start at ##`);
    if (depth > previous + 1) throw new Error(`heading "${text}": h${depth} follows h${previous} (a level is skipped)`);
    previous = depth;
  }
}

function createRenderer(): Marked {
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    hooks: {
      processAllTokens(tokens) {
        checkHeadingOrder(tokens);
        return attachTableCaptions(tokens);
      },
    },
    walkTokens(token) {
      if (token.type === "html") throw new Error(`raw HTML is not allowed: ${token.raw.trim().slice(0, 40)}`);
      if (token.type === "image") throw new Error(`images in the body are not allowed (the illustration is the frontmatter's image): ${token.raw}`);
      if (token.type === "link" && !/^\/(?!\/)/.test(token.href)) throw new Error(`links must be paths on this site ("/..."): ${token.href}`);
    },
    renderer: {
      text(token) {
        if ("tokens" in token && token.tokens) return this.parser.parseInline(token.tokens);
        return isolateLtrRuns("escaped" in token && token.escaped ? token.text : escapeHtml(token.text));
      },
      table(token) {
        const { caption } = token as CaptionedTable;
        if (!caption) throw new Error(`every table needs a caption: a line "טבלה: ..." right above it`);
        const cell = (c: Tokens.TableCell) => this.parser.parseInline(c.tokens);
        const head = token.header.map((c) => `<th scope="col">${cell(c)}</th>`).join("");
        const rows = token.rows.map((row) => `<tr>${row.map((c, i) => (i === 0 ? `<th scope="row">${cell(c)}</th>` : `<td>${cell(c)}</td>`)).join("")}</tr>`);
        // On a phone a wide table scrolls inside a named region that the keyboard can reach.
        return `<div class="overflow-x-auto" role="region" aria-label="${escapeHtml(caption)}" tabindex="0"><table>\n<caption>${isolateLtrRuns(escapeHtml(caption))}</caption>\n<thead>\n<tr>${head}</tr>\n</thead>\n<tbody>\n${rows.join("\n")}\n</tbody>\n</table></div>\n`;
      },
    },
  });
  return marked;
}

const renderer = createRenderer();

/**
 * Markdown (GFM, tables included) to HTML for our own trusted content, still locked down: raw
 * HTML, body images and off-site links fail, so a slip in a content file fails the build
 * instead of reaching a page.
 */
export function renderMarkdown(body: string): string {
  try {
    return renderer.parse(body) as string;
  } catch (error) {
    // marked appends a "please report this" line meant for its own bugs; ours are content errors.
    const message = errorMessage(error);
    throw new Error(message.replace(/\s*Please report this to https:\/\/github\.com\/markedjs\/marked\.?\s*$/, ""));
  }
}
