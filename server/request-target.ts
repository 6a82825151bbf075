/**
 * Pure checks on what a client put in its request line and Host header, done before anything
 * else looks at them.
 */

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isValidHost(host: string): boolean {
  return host.length <= 255 && HOST.test(host);
}

/**
 * The origin-form ("/path?query") of a request target. An absolute-form target
 * ("http://host/path?query", which proxies send and HTTP/1.1 servers must accept) is reduced to
 * its path and query; anything else (the asterisk form, garbage) gives undefined.
 */
export function originForm(target: string): string | undefined {
  if (target.startsWith("/")) return target;
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

/**
 * Where a GET for a path with a trailing slash is sent: the same path without it, always a path
 * on this site. Leading runs of slashes and backslashes collapse to one slash ("//evil.example/"
 * would otherwise be a protocol-relative URL, and browsers read "\" as "/"), any other backslash
 * is percent-encoded, and a target with bytes outside printable ASCII is not redirected at all
 * (it can be no page of ours). Undefined when the path needs no redirect.
 */
export function trailingSlashRedirect(pathname: string, search: string): string | undefined {
  if (pathname.length <= 1 || !pathname.endsWith("/")) return undefined;
  if (/[^\x21-\x7e]/.test(pathname + search)) return undefined;
  const trimmed = pathname.replace(/\/+$/, "").replace(/^[/\\]+/, "");
  const location = "/" + trimmed.replaceAll("\\", "%5C") + search;
  return location.startsWith("//") || location.startsWith("/\\") ? "/" : location;
}
