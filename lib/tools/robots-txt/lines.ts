// Splits a robots.txt body into lines the way Google's parser does: on UTF-8 bytes, with a leading
// byte order mark skipped, LF, CR and CRLF as line ends, and each line cut at 16,663 bytes.

/** kMaxLineLen in Google's parser is 2083 * 8 bytes including the terminating NUL. */
export const MAX_LINE_BYTES = 2083 * 8 - 1;

const BOM = "\xef\xbb\xbf";

export type RawLine = {
  /** 1-based, counted as Google counts them (a CRLF pair ends one line). */
  number: number;
  /** The line's bytes as a binary string: one char per byte (0–255), without the line end. */
  bytes: string;
};

export type SplitResult = { lines: RawLine[]; bom: boolean };

/** A body as given, or already split (so that one split serves both readings). */
export type RobotsInput = string | RawLine[];

export function linesOf(input: RobotsInput): RawLine[] {
  return typeof input === "string" ? splitLines(input).lines : input;
}

const encoder = new TextEncoder();

function toBinary(bytes: Uint8Array): string {
  let out = "";
  // Chunked so that a large body does not overflow the argument limit of fromCharCode.
  for (let i = 0; i < bytes.length; i += 8192)
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}

/** Encodes text as a binary string of its UTF-8 bytes (ASCII text is returned as is). */
export function textToBinary(text: string): string {
  return /^[\x00-\x7f]*$/.test(text) ? text : toBinary(encoder.encode(text));
}

export function splitLines(body: string): SplitResult {
  const bin = textToBinary(body);
  const lines: RawLine[] = [];
  let pos = 0;
  while (pos < BOM.length && bin[pos] === BOM[pos]) pos++;
  const bom = pos === BOM.length;
  let start = pos;
  let lastWasCR = false;
  for (let i = pos; i < bin.length; i++) {
    const ch = bin.charCodeAt(i);
    if (ch !== 0x0a && ch !== 0x0d) continue;
    const isCrlfContinuation = i === start && lastWasCR && ch === 0x0a;
    if (!isCrlfContinuation) lines.push({ number: lines.length + 1, bytes: bin.slice(start, i) });
    start = i + 1;
    lastWasCR = ch === 0x0d;
  }
  lines.push({ number: lines.length + 1, bytes: bin.slice(start) });
  return { lines, bom };
}

/** Decodes a binary string back to text for display (a cut multi-byte character shows as U+FFFD). */
export function binaryToText(bin: string): string {
  if (!/[\x80-\xff]/.test(bin)) return bin;
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

const isSpace = (c: string) =>
  c === " " || c === "\t" || c === "\n" || c === "\v" || c === "\f" || c === "\r";

/** Trims ASCII whitespace only: String#trim would also eat byte 0xA0 of a UTF-8 sequence. */
export function asciiTrim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isSpace(s[a]!)) a++;
  while (b > a && isSpace(s[b - 1]!)) b--;
  return s.slice(a, b);
}
