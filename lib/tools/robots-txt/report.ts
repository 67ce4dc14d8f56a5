// What the tool shows about the file itself: each line with its kind, the groups, the sitemaps and
// the crawl-delay lines.
import { binaryToText, type RawLine } from "./lines";
import type { GoogleParse } from "./google-match";
import type { Group } from "./rules";

export type LineKind =
  "user-agent" | "allow" | "disallow" | "sitemap" | "other" | "comment" | "blank" | "invalid";
export type ViewLine = { number: number; text: string; kind: LineKind };
export type GroupSummary = { line: number; agents: string[]; rules: number };
export type SitemapLine = { line: number; url: string; absolute: boolean };
export type CrawlDelayLine = { line: number; value: string; agents: string[] };

export function viewLines(lines: RawLine[], parse: GoogleParse): ViewLine[] {
  const kinds = new Map<number, LineKind>();
  for (const r of parse.records) kinds.set(r.line, r.key === "unknown" ? "other" : r.key);
  return lines.map((raw) => {
    const text = binaryToText(raw.bytes);
    const trimmed = text.trim();
    const kind =
      kinds.get(raw.number) ??
      (trimmed === "" ? "blank" : trimmed.startsWith("#") ? "comment" : "invalid");
    return { number: raw.number, text, kind };
  });
}

export function summariseGroups(groups: Group[]): GroupSummary[] {
  return groups.map((g) => ({
    line: g.line,
    agents: g.labels.map(binaryToText),
    rules: g.rules.filter((r) => !r.derived).length,
  }));
}

export function sitemapLines(parse: GoogleParse): SitemapLine[] {
  return parse.records
    .filter((r) => r.key === "sitemap")
    .map((r) => ({
      line: r.line,
      url: binaryToText(r.value),
      absolute: /^https?:\/\/[^/\s]+/i.test(r.value),
    }));
}

/** Crawl-delay lines with the group they sit in (Google ignores them; Bing and Yandex do not). */
export function crawlDelayLines(parse: GoogleParse): CrawlDelayLine[] {
  return parse.records
    .filter((r) => r.key === "unknown" && r.keyText.toLowerCase() === "crawl-delay")
    .map((r) => {
      const group = parse.groups.findLast((g) => g.line < r.line);
      return {
        line: r.line,
        value: binaryToText(r.value),
        agents: group ? group.labels.map(binaryToText) : [],
      };
    });
}
