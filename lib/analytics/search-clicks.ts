// GA4 names a landing page by its path (`/blog/x`), Search Console by its full URL
// (`https://www.example.com/blog/x`): the join of the two by path. Pure.

/** Google's longest regular expression is not documented; Search Console takes this one whole. */
export const MAX_PATTERN_LENGTH = 4_000;

/** Whether a GA4 landing page is a path Search Console can have ("(not set)" is not). */
export const isPath = (value: string): boolean => value.startsWith("/");

/** The path of a URL, its query and fragment left out; null when it is not a URL. */
export function urlPath(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
/** The same path with or without its trailing slash; the root has only one form. */
const otherForm = (path: string) =>
  path === "/" ? null : path.endsWith("/") ? path.slice(0, -1) : `${path}/`;

const RE2_SPECIAL = /[\\.^$|?*+()[\]{}]/g;

/**
 * Search Console `includingRegex` patterns that keep the URLs of `paths` (on any host, with or
 * without a trailing slash, a query or a fragment), each at most `max` characters long.
 */
export function pagePatterns(paths: readonly string[], max = MAX_PATTERN_LENGTH): string[] {
  const head = "^https?://[^/]+(?:";
  const tail = ")/?(?:[?#].*)?$";
  const parts = [...new Set(paths.filter(isPath).map(withoutSlash))].map((path) =>
    // The root's part is empty: the host alone, or with "/".
    (path === "/" ? "" : path).replace(RE2_SPECIAL, "\\$&"),
  );
  const patterns: string[] = [];
  let group: string[] = [];
  const flush = () => {
    if (group.length > 0) patterns.push(`${head}${group.join("|")}${tail}`);
    group = [];
  };
  for (const part of parts) {
    if (head.length + tail.length + [...group, part].join("|").length > max) flush();
    group.push(part);
  }
  flush();
  return patterns;
}

/**
 * Each path's Search Console clicks: the clicks of every URL with that path (on any host the
 * property covers, any query string), as GA4 counts a landing page on every host under its path.
 * A path Search Console does not list in one form may be listed with or without a trailing slash:
 * that form counts for it, unless the other form is one of the paths too (it then has its own).
 */
export function searchClicksByPath(
  rows: readonly { url: string; clicks: number }[],
  paths: readonly string[],
): Map<string, number> {
  const byPath = new Map<string, number>();
  for (const row of rows) {
    const path = urlPath(row.url);
    if (path !== null) byPath.set(path, (byPath.get(path) ?? 0) + row.clicks);
  }
  const asked = new Set(paths);
  const clicks = new Map<string, number>();
  for (const path of asked) {
    if (!isPath(path)) continue;
    const other = otherForm(path);
    const fallback = other !== null && !asked.has(other) ? byPath.get(other) : undefined;
    clicks.set(path, byPath.get(path) ?? fallback ?? 0);
  }
  return clicks;
}
