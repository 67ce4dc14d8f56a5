// How Google's open-source parser (google/robotstxt, robots.cc) reads each robots.txt line: comment
// cut, key/value split (a missing colon is accepted), key names with frequent typos, and patterns
// percent-encoded. All strings are binary strings (one char per UTF-8 byte).
import { MAX_LINE_BYTES, asciiTrim as strip, type RawLine } from "./lines";

export type GoogleKey = "user-agent" | "allow" | "disallow" | "sitemap" | "unknown";

export type GoogleRecord = {
  line: number;
  key: GoogleKey;
  /** The key as written (for unknown keys and typo reports). */
  keyText: string;
  /** User-agent and sitemap values as written; allow/disallow values percent-encoded. */
  value: string;
  /** The line had no colon and Google split it at whitespace instead. */
  noColon: boolean;
  /** The key was accepted only as a known misspelling (e.g. "dissallow"). */
  typo: boolean;
  /** The line was longer than 16,663 bytes and was cut there. */
  tooLong: boolean;
};

/** Splits "<key>[ \t]*:[ \t]*<value>", or "<key> <value>" when there are exactly two words. */
export function splitKeyValue(
  raw: string,
): { key: string; value: string; noColon: boolean } | null {
  const nul = raw.indexOf("\0");
  let line = nul === -1 ? raw : raw.slice(0, nul);
  const hash = line.indexOf("#");
  if (hash !== -1) line = line.slice(0, hash);
  line = strip(line);
  let sep = line.indexOf(":");
  let noColon = false;
  if (sep === -1) {
    sep = line.search(/[ \t]/);
    if (sep === -1) return null;
    if (/[ \t]/.test(line.slice(sep).replace(/^[ \t]+/, ""))) return null;
    noColon = true;
  }
  return { key: strip(line.slice(0, sep)), value: strip(line.slice(sep + 1)), noColon };
}

const TYPOS: Record<Exclude<GoogleKey, "unknown">, { prefix: string[]; typos: string[] }> = {
  "user-agent": { prefix: ["user-agent"], typos: ["useragent", "user agent"] },
  allow: { prefix: ["allow"], typos: [] },
  disallow: {
    prefix: ["disallow"],
    typos: ["dissallow", "dissalow", "disalow", "diasllow", "disallaw"],
  },
  sitemap: { prefix: ["sitemap"], typos: ["site-map"] },
};

/** Google compares key names by case-insensitive prefix, so "Disallowed" is read as Disallow. */
export function classifyKey(key: string): { key: GoogleKey; typo: boolean } {
  const lower = key.toLowerCase();
  for (const name of ["user-agent", "allow", "disallow", "sitemap"] as const) {
    const spec = TYPOS[name];
    if (spec.prefix.some((p) => lower.startsWith(p))) return { key: name, typo: false };
    if (spec.typos.some((p) => lower.startsWith(p))) return { key: name, typo: true };
  }
  return { key: "unknown", typo: false };
}

const HEX = "0123456789ABCDEF";
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);

/** MaybeEscapePattern: bytes >= 0x80 become %XX and existing %xx escapes are upper-cased. */
export function escapePattern(bin: string): string {
  if (!/[%\x80-\xff]/.test(bin)) return bin;
  let out = "";
  for (let i = 0; i < bin.length; i++) {
    const c = bin[i]!;
    if (c === "%" && isHex(bin[i + 1]) && isHex(bin[i + 2])) {
      out += "%" + bin[i + 1]!.toUpperCase() + bin[i + 2]!.toUpperCase();
      i += 2;
    } else if (c.charCodeAt(0) >= 0x80) {
      const code = c.charCodeAt(0);
      out += "%" + HEX[code >> 4] + HEX[code & 15];
    } else {
      out += c;
    }
  }
  return out;
}

export function parseGoogleLine(raw: RawLine): GoogleRecord | null {
  const tooLong = raw.bytes.length > MAX_LINE_BYTES;
  const kv = splitKeyValue(tooLong ? raw.bytes.slice(0, MAX_LINE_BYTES) : raw.bytes);
  if (!kv) return null;
  const { key, typo } = classifyKey(kv.key);
  const value = key === "allow" || key === "disallow" ? escapePattern(kv.value) : kv.value;
  return { line: raw.number, key, keyText: kv.key, value, noColon: kv.noColon, typo, tooLong };
}
