// Turns what people type into the URLs a crawler would request: a full http(s) URL or a path, with
// non-ASCII characters percent-encoded (as a browser sends them) and %xx escapes upper-cased.

export type ResolvedUrl = {
  /** The URL (or path, when no site is known) that is tested. */
  url: string;
  /** Path, parameters and query, as matched. */
  path: string;
  /** Origin of a full URL; null for a bare path. */
  origin: string | null;
};

const PLACEHOLDER_ORIGIN = "http://robots.invalid";

function upperEscapes(s: string): string {
  return s.replace(/%[0-9a-f]{2}/gi, (m) => m.toUpperCase());
}

export function resolveTestUrl(input: string, base?: string): ResolvedUrl | null {
  const value = input.trim();
  if (value === "" || /\s/.test(value)) return null;
  const isPath = value.startsWith("/") && !value.startsWith("//");
  if (!isPath && !/^https?:\/\//i.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, base ?? PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  const path = upperEscapes(parsed.pathname + parsed.search);
  if (isPath && !base) return { url: path, path, origin: null };
  return { url: parsed.origin + path, path, origin: parsed.origin };
}

/**
 * The robots.txt URL for what was typed: a robots.txt URL is kept, any other URL or bare host
 * gives <origin>/robots.txt. Returns null when it is not an http(s) URL.
 */
export function robotsTxtUrlFor(input: string): string | null {
  const value = input.trim();
  if (value === "" || /\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (
    !parsed.hostname.includes(".") &&
    parsed.hostname !== "localhost" &&
    !parsed.hostname.startsWith("[")
  )
    return null;
  if (parsed.pathname.endsWith("/robots.txt")) return `${parsed.origin}${parsed.pathname}`;
  return `${parsed.origin}/robots.txt`;
}
