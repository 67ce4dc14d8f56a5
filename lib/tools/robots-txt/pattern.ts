// Path patterns as Google and RFC 9309 match them: `*` matches any run of characters, a final `$`
// anchors the end, anything else (a `$` elsewhere too) is literal. Patterns are compiled once; the
// greedy left-most search below is exact for `*`-only globs and never backtracks.

export type PathMatcher = (path: string) => boolean;

export function compilePattern(pattern: string): PathMatcher {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  if (!body.includes("*")) {
    return anchored ? (path) => path === body : (path) => path.startsWith(body);
  }
  const parts = body.split("*");
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const middle = parts.slice(1, -1).filter((p) => p !== "");
  return (path) => {
    if (!path.startsWith(first)) return false;
    let pos = first.length;
    for (const part of middle) {
      const at = path.indexOf(part, pos);
      if (at === -1) return false;
      pos = at + part.length;
    }
    if (anchored) return path.length - last.length >= pos && path.endsWith(last);
    return last === "" || path.indexOf(last, pos) !== -1;
  };
}

/**
 * GetPathParamsQuery: the path, params and query of a URL (no scheme, host or fragment), always
 * starting with "/". The URL is taken as given; callers percent-encode it first.
 */
export function pathOfUrl(url: string): string {
  const searchStart = url.startsWith("//") ? 2 : 0;
  const earlyPath = firstOf(url, "/?;", searchStart);
  let protocolEnd = url.indexOf("://", searchStart);
  if (earlyPath !== -1 && (protocolEnd === -1 || earlyPath < protocolEnd)) protocolEnd = -1;
  protocolEnd = protocolEnd === -1 ? searchStart : protocolEnd + 3;
  const pathStart = firstOf(url, "/?;", protocolEnd);
  if (pathStart === -1) return "/";
  const hash = url.indexOf("#", searchStart);
  if (hash !== -1 && hash < pathStart) return "/";
  const path = url.slice(pathStart, hash === -1 ? url.length : hash);
  return path.startsWith("/") ? path : `/${path}`;
}

function firstOf(s: string, chars: string, from: number): number {
  for (let i = from; i < s.length; i++) if (chars.includes(s[i]!)) return i;
  return -1;
}
