// URL patterns of author rules, matched against a page's path: `*` stands for any text within one
// segment, `**` for any number of segments (`/news/**` is /news and everything below it).
// Paths are compared decoded, without trailing slash, and with case kept, as page keys are.

export type RulePattern =
  { ok: true; pattern: string; test: (pageUrl: string) => boolean } | { ok: false; error: string };

const MAX_PATTERN = 500;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const stripSlashes = (path: string) => path.replace(/(.)\/+$/, "$1");

function problemOf(pattern: string): string | null {
  if (pattern === "") return "Enter a path pattern, such as /blog/*.";
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pattern))
    return "Use a path such as /blog/*, not a full URL.";
  if (!pattern.startsWith("/")) return "A pattern starts with “/”, such as /blog/*.";
  if (pattern.length > MAX_PATTERN) return `A pattern has at most ${MAX_PATTERN} characters.`;
  if (/\s/.test(pattern)) return "A pattern has no spaces.";
  if (/[?#]/.test(pattern)) return "Patterns match paths: leave out the ? and # parts.";
  if (/[[\]{}]/.test(pattern)) return "Only * and ** are wildcards: [ ] and { } are not supported.";
  if (pattern.split("/").some((segment) => segment.includes("**") && segment !== "**")) {
    return "** stands alone between slashes, as in /news/**.";
  }
  return null;
}

/** The pattern checked and compiled, or a sentence saying what is wrong with it. */
export function parseRulePattern(input: string): RulePattern {
  const pattern = stripSlashes(input.trim());
  const error = problemOf(pattern);
  if (error) return { ok: false, error };
  const source = decode(pattern)
    .split("/")
    .slice(1)
    .map((segment) =>
      segment === "**" ? "(?:/.*)?" : `/${segment.split("*").map(escapeRegExp).join("[^/]*")}`,
    )
    .join("");
  const regex = new RegExp(`^${source}$`);
  return { ok: true, pattern, test: (pageUrl) => regex.test(pathOf(pageUrl)) };
}

/** The decoded path of a page URL or key (`/blog/x`), "/" when it has none. */
export function pathOf(pageUrl: string): string {
  let path = pageUrl;
  if (!pageUrl.startsWith("/")) {
    try {
      path = new URL(pageUrl).pathname;
    } catch {
      return "/";
    }
  }
  return stripSlashes(decode(path.replace(/[?#].*$/, "")) || "/");
}
