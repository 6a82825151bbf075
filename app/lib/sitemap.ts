const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** `lastmod` (yyyy-MM-dd): when the owner last published the facts every page shows (decision 066); left out before he has. */
export function sitemapXml(origin: string, paths: string[], lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc>${modified}</url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
