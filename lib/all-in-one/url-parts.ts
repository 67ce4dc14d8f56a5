// The pieces of a page key that need RFC 3986 care: percent-encoding (§6.2.2), dot segments
// (§5.2.4), index pages, tracking parameters. Written over char codes, not `new URL`: the join
// keys 150,000 URLs at a time and these loops are several times faster than parsing each one.

const HEX = "0123456789ABCDEF";

function asciiTable(chars: string): Uint8Array {
  const table = new Uint8Array(128);
  for (const char of chars) table[char.charCodeAt(0)] = 1;
  return table;
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const UNRESERVED = asciiTable(`${ALNUM}-._~`);
/** What a path keeps as written: unreserved, sub-delims, ":", "@" and "/". */
export const PATH_SAFE = asciiTable(`${ALNUM}-._~!$&'()*+,;=:@/`);
/** A query parameter also keeps "?"; "&" never reaches it (parameters are split first). */
export const QUERY_SAFE = asciiTable(`${ALNUM}-._~!$'()*+,;=:@/?`);
const QUERY_PLAIN = asciiTable(`${ALNUM}-._~!$'()*+,;=:@/?&`);

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 70) return code - 55;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}

const percent = (byte: number) => `%${HEX[byte >> 4]}${HEX[byte & 15]}`;

function utf8Percent(codePoint: number): string {
  if (codePoint < 0x800) return percent(0xc0 | (codePoint >> 6)) + percent(0x80 | (codePoint & 63));
  if (codePoint < 0x10000) {
    return (
      percent(0xe0 | (codePoint >> 12)) +
      percent(0x80 | ((codePoint >> 6) & 63)) +
      percent(0x80 | (codePoint & 63))
    );
  }
  return (
    percent(0xf0 | (codePoint >> 18)) +
    percent(0x80 | ((codePoint >> 12) & 63)) +
    percent(0x80 | ((codePoint >> 6) & 63)) +
    percent(0x80 | (codePoint & 63))
  );
}

/**
 * One spelling per character: unreserved characters decoded, other escapes in uppercase hex,
 * everything outside `safe` (spaces, quotes, non-ASCII as UTF-8) encoded, a stray "%" as "%25".
 */
export function normalizeEncoding(text: string, safe: Uint8Array): string {
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code >= 128 || safe[code] !== 1) break;
    i += 1;
  }
  if (i === text.length) return text;
  let out = text.slice(0, i);
  for (; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 37) {
      const high = hexValue(text.charCodeAt(i + 1));
      const low = hexValue(text.charCodeAt(i + 2));
      if (high < 0 || low < 0) {
        out += "%25";
        continue;
      }
      const byte = high * 16 + low;
      out += UNRESERVED[byte] === 1 ? String.fromCharCode(byte) : percent(byte);
      i += 2;
    } else if (code < 128) {
      out += safe[code] === 1 ? text[i] : percent(code);
    } else {
      let codePoint = text.codePointAt(i)!;
      if (codePoint > 0xffff) i += 1;
      else if (codePoint >= 0xd800 && codePoint <= 0xdfff) codePoint = 0xfffd;
      out += utf8Percent(codePoint);
    }
  }
  return out;
}

/**
 * Whether `text[from, end)` is a path and query that need no normalising but the ends of the
 * path: -2 if not (an escape, a character to encode, a segment starting with a dot), else the
 * index of "?" or -1. The scan sits here, beside its tables, for the join's fast path.
 */
export function plainQuestionMark(text: string, from: number, end: number): number {
  let question = -1;
  for (let i = from; i < end; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 128) return -2;
    if (question !== -1) {
      if (QUERY_PLAIN[code] !== 1) return -2;
    } else if (code === 63) {
      question = i;
    } else if (PATH_SAFE[code] !== 1 || (code === 46 && text.charCodeAt(i - 1) === 47)) {
      return -2;
    }
  }
  return question;
}

const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/** `/a/./b/../c` → `/a/c`, for a path that starts with "/". */
export function removeDotSegments(path: string): string {
  if (!DOT_SEGMENT.test(path)) return path;
  const segments = path.split("/");
  const out: string[] = [];
  for (let i = 1; i < segments.length; i += 1) {
    const segment = segments[i]!;
    const last = i === segments.length - 1;
    if (segment === "." || segment === "..") {
      if (segment === "..") out.pop();
      if (last) out.push("");
    } else {
      out.push(segment);
    }
  }
  return `/${out.join("/")}`;
}

// Directory index files that servers answer for their folder. Matched without case: IIS serves
// `Default.aspx` for `default.aspx`, and no site names a page `Index.html` beside its folder's own.
const INDEX_PAGE = /\/(?:index|default)\.(?:html?|php|aspx?)$/i;

/** The path with its trailing slashes and index pages folded: `/a/`, `/a/index.html` → `/a`. */
export function foldPathEnd(path: string): string {
  let folded = path;
  for (;;) {
    let end = folded.length;
    while (end > 1 && folded.charCodeAt(end - 1) === 47) end -= 1;
    if (end !== folded.length) folded = folded.slice(0, end);
    // Every index page ends in l, m, p or x: most paths skip the regular expression.
    const last = folded.charCodeAt(end - 1) | 32;
    if (last !== 108 && last !== 109 && last !== 112 && last !== 120) return folded;
    const index = INDEX_PAGE.exec(folded);
    if (!index) return folded;
    folded = folded.slice(0, index.index + 1);
  }
}

/**
 * Parameters that say how a visitor arrived, never which page they saw: campaign tags (`utm_*`),
 * ad click ids (Google, Microsoft, Meta, Yandex, TikTok, X, LinkedIn), Mailchimp, HubSpot and
 * Marketo ids, GA cross-domain linkers, and `srsltid`, which Google adds to product results.
 * `ref` is kept: many sites use it for content (branches, referral pages), so dropping it could
 * fold two pages into one.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "gad_source",
  "srsltid",
  "fbclid",
  "msclkid",
  "yclid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "_ga",
  "_gl",
]);

export function isTrackingParam(name: string): boolean {
  if (name.startsWith("utm_") || TRACKING_PARAMS.has(name)) return true;
  const lower = name.toLowerCase();
  return lower !== name && (lower.startsWith("utm_") || TRACKING_PARAMS.has(lower));
}

const nameOf = (part: string) => {
  const equals = part.indexOf("=");
  return equals === -1 ? part : part.slice(0, equals);
};

const byName = (a: string, b: string) => {
  const [nameA, nameB] = [nameOf(a), nameOf(b)];
  return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
};

/** The query without tracking or empty parameters, each normalised, sorted by name (stable). */
export function normalizeQuery(query: string): string {
  const kept: string[] = [];
  let from = 0;
  while (from < query.length) {
    let to = query.indexOf("&", from);
    if (to === -1) to = query.length;
    if (to > from) {
      const part = normalizeEncoding(query.slice(from, to), QUERY_SAFE);
      if (!isTrackingParam(nameOf(part))) kept.push(part);
    }
    from = to + 1;
  }
  if (kept.length > 1) kept.sort(byName);
  return kept.length === 1 ? kept[0]! : kept.join("&");
}
