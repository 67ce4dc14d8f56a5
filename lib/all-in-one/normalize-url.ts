import { splitUrl } from "./parse-url";
import { keyOrigin, type SiteRule } from "./site-rule";
import {
  foldPathEnd,
  normalizeEncoding,
  normalizeQuery,
  PATH_SAFE,
  plainQuestionMark,
  removeDotSegments,
} from "./url-parts";

export { siteRuleOf, type SiteRule } from "./site-rule";

// One key per page of a Search Console property, whatever spelling a source used: full URLs
// (Search Console, Business Profile), paths or host+path without a scheme (GA4). The key is an
// absolute URL; inside the join it stays relative (`/path?query`) while the page is on the
// property's own origin, which saves building and hashing 200,000 longer strings.

export type UnkeyedReason =
  "empty" | "not-set" | "not-a-url" | "unsupported-scheme" | "other-host" | "outside-prefix";

export type PageKeyResult = { key: string; reason?: never } | { key: null; reason: UnkeyedReason };

// GA4's placeholders for a dimension without a value.
const NOT_SET = new Set(["(not set)", "(other)", "(not provided)"]);

// Internally a key and a reason share one string, no object per URL: a key starts with "/"
// (relative) or "http", and no reason does.
type KeyOrReason = string;
const isKey = (value: KeyOrReason) => value.charCodeAt(0) === 47 || value.charCodeAt(0) === 104;

function finish(site: SiteRule, origin: string, path: string, query: string): KeyOrReason {
  const { pathPrefix } = site;
  if (pathPrefix !== "/" && !path.startsWith(pathPrefix) && !`${path}/`.startsWith(pathPrefix)) {
    return "outside-prefix" satisfies UnkeyedReason;
  }
  const kept = query === "" ? "" : normalizeQuery(query);
  const relative = kept === "" ? path : `${path}?${kept}`;
  return origin === site.origin ? relative : origin + relative;
}

/** Path, query and fragment after the host, spelled in any way. */
function restKey(site: SiteRule, origin: string, rest: string): KeyOrReason {
  const hash = rest.indexOf("#");
  const beforeHash = hash === -1 ? rest : rest.slice(0, hash);
  const question = beforeHash.indexOf("?");
  const rawPath = question === -1 ? beforeHash : beforeHash.slice(0, question);
  const slashed = rawPath.startsWith("/") ? rawPath : `/${rawPath}`;
  const path = foldPathEnd(removeDotSegments(normalizeEncoding(slashed, PATH_SAFE)));
  return finish(site, origin, path, question === -1 ? "" : beforeHash.slice(question + 1));
}

/** The same, without the general steps, when nothing but the path's end needs normalising. */
function plainRestKey(site: SiteRule, rest: string, from: number): KeyOrReason | undefined {
  const hash = rest.indexOf("#", from);
  const end = hash === -1 ? rest.length : hash;
  const question = plainQuestionMark(rest, from, end);
  if (question === -2) return undefined;
  let pathEnd = question === -1 ? end : question;
  while (pathEnd > from + 1 && rest.charCodeAt(pathEnd - 1) === 47) pathEnd -= 1;
  const path = pathEnd === from ? "/" : foldPathEnd(rest.slice(from, pathEnd));
  return finish(site, site.origin, path, question === -1 ? "" : rest.slice(question + 1, end));
}

/**
 * The common shapes — a path, or a URL or GA4 host+path on the property's own hosts — without
 * the general parser, which costs several times as much: a join keys 200,000 URLs at once.
 * `undefined` sends anything else (other hosts, odd spellings) to the general parser.
 */
function fastKey(input: string, site: SiteRule): KeyOrReason | undefined {
  if (input.charCodeAt(0) === 47) {
    return input.charCodeAt(1) === 47 ? undefined : plainRestKey(site, input, 0);
  }
  let start = 0;
  if (input.startsWith("https://")) start = 8;
  else if (input.startsWith("http://")) start = 7;
  for (const host of site.originHosts) {
    const end = start + host.length;
    if (input.startsWith(host, start) && input.charCodeAt(end) === 47) {
      return plainRestKey(site, input, end);
    }
  }
  return undefined;
}

function fullKey(url: string, site: SiteRule): KeyOrReason | UnkeyedReason {
  const input = url.replace(/[\t\n\r]/g, "").trim();
  if (input === "") return "empty";
  if (NOT_SET.has(input.toLowerCase())) return "not-set";
  const parsed = splitUrl(input);
  if (typeof parsed === "string") return parsed;
  const origin = parsed.authority ? keyOrigin(site, parsed.authority) : site.origin;
  if (origin === null) return "other-host";
  return restKey(site, origin, parsed.rest);
}

/**
 * The page key without `site.origin` when the page is on it (`/path?query`), else absolute: the
 * join's key. Never throws; `onMiss` hears why there is no key. `fast: false` skips the fast
 * path, for the tests that hold it to the general parser.
 */
export function relativePageKey(
  url: string,
  site: SiteRule,
  onMiss?: (reason: UnkeyedReason) => void,
  fast = true,
): string | null {
  let result: KeyOrReason;
  try {
    if (typeof url !== "string") result = "empty";
    else result = (fast ? fastKey(url, site) : undefined) ?? fullKey(url, site);
  } catch {
    result = "not-a-url";
  }
  if (isKey(result)) return result;
  onMiss?.(result as UnkeyedReason);
  return null;
}

/** The absolute page key of a relative one. */
export const absoluteKey = (key: string, site: SiteRule) =>
  key.charCodeAt(0) === 47 ? site.origin + key : key;

/** The page key of `url` for `site`, or why there is none. Never throws. */
export function pageKeyWithReason(url: string, site: SiteRule): PageKeyResult {
  let reason: UnkeyedReason = "not-a-url";
  const key = relativePageKey(url, site, (why) => (reason = why));
  return key === null ? { key, reason } : { key: absoluteKey(key, site) };
}

/** The canonical absolute URL that stands for `url`'s page on `site`, or null for another site. */
export function pageKey(url: string, site: SiteRule): string | null {
  const key = relativePageKey(url, site);
  return key === null ? null : absoluteKey(key, site);
}
