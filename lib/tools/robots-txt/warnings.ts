// Parse warnings: what Google ignores, reads differently from other crawlers, or does not support.
import { MAX_LINE_BYTES, asciiTrim, binaryToText, type RawLine } from "./lines";
import { extractToken, isGlobalAgent, type GoogleParse } from "./google-match";
import type { GoogleRecord } from "./google-parse";

export type Severity = "warning" | "info";
export type ParseWarning = { line: number | null; severity: Severity; message: string };

const MAX_WARNINGS = 200;

const KNOWN_OTHERS: Record<string, { severity: Severity; message: string }> = {
  host: { severity: "info", message: "Host is a Yandex directive; Google ignores it." },
  "clean-param": {
    severity: "info",
    message: "Clean-param is a Yandex directive; Google ignores it.",
  },
  noindex: {
    severity: "warning",
    message:
      "Google has not supported noindex in robots.txt since September 2019. Use a robots meta tag or an X-Robots-Tag header instead.",
  },
  nofollow: {
    severity: "warning",
    message:
      'Nofollow is not a robots.txt directive; Google ignores it. Use a robots meta tag or rel="nofollow" on links.',
  },
};

function ruleWarnings(r: GoogleRecord): ParseWarning[] {
  const out: ParseWarning[] = [];
  const name = r.key === "allow" ? "Allow" : "Disallow";
  if (r.value === "" && r.key === "disallow") {
    out.push({
      line: r.line,
      severity: "info",
      message:
        "Disallow with no path blocks nothing: this group allows every URL unless another rule matches.",
    });
  } else if (r.value !== "" && r.value[0] !== "/" && r.value[0] !== "*") {
    out.push({
      line: r.line,
      severity: "warning",
      message: `${name} pattern "${binaryToText(r.value)}" does not start with / or *, so it can never match a URL path.`,
    });
  }
  return out;
}

function recordWarnings(r: GoogleRecord): ParseWarning[] {
  const out: ParseWarning[] = [];
  const keyText = binaryToText(r.keyText);
  if (r.tooLong)
    out.push({
      line: r.line,
      severity: "warning",
      message: `Line longer than ${MAX_LINE_BYTES.toLocaleString("en-US")} bytes: Google reads only its first ${MAX_LINE_BYTES.toLocaleString("en-US")} bytes.`,
    });
  if (r.noColon)
    out.push({
      line: r.line,
      severity: "warning",
      message: `No colon after "${keyText}": Google still reads the line, but RFC 9309 crawlers ignore it.`,
    });
  if (r.key !== "unknown" && keyText.toLowerCase() !== r.key) {
    out.push({
      line: r.line,
      severity: "warning",
      message: `"${keyText}" is not the standard spelling: Google reads it as ${r.key}, RFC 9309 crawlers ignore the line.`,
    });
  }
  // Crawl-delay lines are listed on their own, with the group they belong to.
  if (r.key === "unknown" && keyText.toLowerCase() !== "crawl-delay") {
    const known = KNOWN_OTHERS[keyText.toLowerCase()];
    out.push({
      line: r.line,
      ...(known ?? {
        severity: "warning",
        message: `Unknown directive "${keyText}": Google ignores it.`,
      }),
    });
  }
  if (r.key === "user-agent") {
    const value = binaryToText(r.value);
    if (isGlobalAgent(r.value) && r.value !== "*") {
      out.push({
        line: r.line,
        severity: "info",
        message: `Google reads "${value}" as * (every crawler); RFC 9309 expects * alone.`,
      });
    } else if (!isGlobalAgent(r.value)) {
      const token = extractToken(r.value);
      if (token === "")
        out.push({
          line: r.line,
          severity: "warning",
          message: `User-agent "${value}" has no product token (letters, - and _), so it matches no crawler.`,
        });
      else if (token !== r.value)
        out.push({
          line: r.line,
          severity: "info",
          message: `Google reads user-agent "${value}" as "${token}"; RFC 9309 expects the bare product token.`,
        });
    }
  }
  if (r.key === "allow" || r.key === "disallow") out.push(...ruleWarnings(r));
  if (r.key === "sitemap" && !/^https?:\/\/[^/\s]+/i.test(r.value)) {
    out.push({
      line: r.line,
      severity: "warning",
      message:
        "A sitemap must be given as an absolute URL (https://…); Google ignores relative ones.",
    });
  }
  return out;
}

export function parseWarnings(lines: RawLine[], parse: GoogleParse, bom: boolean): ParseWarning[] {
  const out: ParseWarning[] = [];
  if (bom)
    out.push({
      line: 1,
      severity: "info",
      message: "The file starts with a UTF-8 byte order mark; Google skips it.",
    });
  const recorded = new Set(parse.records.map((r) => r.line));
  for (const raw of lines) {
    if (recorded.has(raw.number)) continue;
    if (asciiTrim(raw.bytes.replace(/#.*/, "")) !== "")
      out.push({
        line: raw.number,
        severity: "warning",
        message: "Not a directive (no colon, and more than a key and a value): ignored.",
      });
  }
  for (const r of parse.records) out.push(...recordWarnings(r));
  for (const r of parse.orphanRules) {
    out.push({
      line: r.line,
      severity: "warning",
      message: "This rule comes before any User-agent line, so no crawler applies it.",
    });
  }
  if (parse.groups.length === 0) {
    out.push({
      line: null,
      severity: "info",
      message: "The file has no User-agent groups, so every crawler may fetch every URL.",
    });
  }
  out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (out.length <= MAX_WARNINGS) return out;
  const more = out.length - MAX_WARNINGS;
  return [
    ...out.slice(0, MAX_WARNINGS),
    {
      line: null,
      severity: "info",
      message: `${more.toLocaleString("en-US")} more warnings are not shown.`,
    },
  ];
}
