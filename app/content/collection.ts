/**
 * Content collections are checked by zod when their module loads: at build time (pre-rendering
 * and routes.ts import them), so a broken record fails `npm run build` with a message that names
 * the file and the field, e.g. `app/content/city-pages/haifa.ts: neighbourhoods[3]: Too small...`.
 */
import { config, type z } from "zod";

// These checks also run in the browser, where our CSP forbids the `new Function` zod would
// compile validators with (and probe for): a CSP violation on every page (decision 012).
config({ jitless: true });

export class ContentError extends Error {
  override name = "ContentError";
}

/** A zod issue path as a reader writes it: `rows[2].price`, `["a key"]`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let text = "";
  for (const key of path) {
    if (typeof key === "number") text += `[${key}]`;
    else if (typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)) text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text || "(the record itself)";
}

/**
 * Validates `records` (one record, a list, or an object of lists: whatever `schema` describes)
 * and returns the parsed value. Throws a ContentError listing every problem as
 * `<file>: <field path>: <message>`.
 */
export function defineCollection<S extends z.ZodType>(file: string, schema: S, records: z.input<S>): z.output<S> {
  const result = schema.safeParse(records);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${file}: ${formatPath(issue.path)}: ${issue.message}`);
  throw new ContentError(`Invalid content in ${file}:\n${lines.join("\n")}`);
}
