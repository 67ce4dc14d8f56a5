const DOMAIN_PREFIX = "sc-domain:";

/** The hosts whose URLs a table shows as a bare path: the property's own site. */
function homeOf(base: string): { host: string; origin?: string } | null {
  if (base.startsWith(DOMAIN_PREFIX))
    return { host: base.slice(DOMAIN_PREFIX.length).toLowerCase() };
  try {
    const url = new URL(base);
    return { host: url.host, origin: url.origin };
  } catch {
    return null;
  }
}

function readable(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * How a table names a page or file: the path on the property's own site (its origin is said once
 * elsewhere on the screen), the host and path on another one; never the scheme. `base` is a Search
 * Console property (a URL prefix or `sc-domain:`) or an origin. Text that is not a URL stays as it is.
 */
export function urlDisplayText(url: string, base?: string | null): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return url;
  const path = readable(`${parsed.pathname}${parsed.search}${parsed.hash}`);
  const home = base ? homeOf(base) : null;
  const onHome = home?.origin
    ? parsed.origin === home.origin
    : home !== null && (parsed.host === home.host || parsed.host === `www.${home.host}`);
  return onHome ? path : `${parsed.host}${path === "/" ? "" : path}`;
}

/**
 * Splits a display text for a middle ellipsis: the head may be cut short, the tail (the last path
 * segment, at most `tailMax` characters) always shows, since that is where similar URLs differ.
 */
export function splitForMiddleEllipsis(text: string, tailMax = 24): { head: string; tail: string } {
  if (text.length <= tailMax) return { head: text, tail: "" };
  const trimmed = text.endsWith("/") ? text.slice(0, -1) : text;
  const segmentStart = trimmed.lastIndexOf("/");
  const start = Math.max(segmentStart, text.length - tailMax);
  return { head: text.slice(0, start), tail: text.slice(start) };
}
