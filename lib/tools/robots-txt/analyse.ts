// The whole report for one run of the tool: the fetch outcome, the file as Google reads it, and a
// verdict per URL by Google's rules and by RFC 9309's.
import { binaryToText, splitLines } from "./lines";
import { extractToken, type GroupChoice } from "./google-match";
import type { RfcChoice } from "./rfc9309-match";
import { createTester, type UrlVerdict, type Verdict } from "./tester";

export { testUrls } from "./tester";
import { resolveTestUrl } from "./test-urls";
import { parseWarnings, type ParseWarning } from "./warnings";
import { MAX_ROBOTS_BYTES } from "./schema";
import type { FetchOutcome } from "./fetch-status";
import {
  crawlDelayLines,
  sitemapLines,
  summariseGroups,
  viewLines,
  type CrawlDelayLine,
  type GroupSummary,
  type SitemapLine,
  type ViewLine,
} from "./report";

export type RobotsSource =
  | { kind: "pasted" }
  | {
      kind: "fetched";
      robotsUrl: string;
      finalUrl: string;
      status: number | null;
      redirects: string[];
      contentType: string | null;
      bytes: number;
      truncated: boolean;
    };

export type TestedUrl = UrlVerdict & { input: string; otherHost: boolean };

export type GroupChoiceSummary = {
  kind: "specific" | "global" | "none";
  /** The token whose groups apply (Google may fall back from Googlebot-Image to Googlebot). */
  token: string | null;
  /** That token as the file writes it, e.g. "Googlebot". */
  label: string | null;
  /** First lines of the groups that apply. */
  lines: number[];
};

export type RobotsFile = {
  lines: ViewLine[];
  groups: GroupSummary[];
  sitemaps: SitemapLine[];
  crawlDelays: CrawlDelayLine[];
  warnings: ParseWarning[];
};

export type RobotsReport = {
  source: RobotsSource;
  outcome: FetchOutcome;
  userAgent: string;
  file: RobotsFile | null;
  choice: { google: GroupChoiceSummary; rfc: GroupChoiceSummary } | null;
  results: TestedUrl[];
};

export type RunInput = {
  userAgent: string;
  urls: string[];
  source: RobotsSource;
  outcome: FetchOutcome;
};

const baseOf = (source: RobotsSource) =>
  source.kind === "fetched" ? new URL(source.robotsUrl).origin : undefined;

function sourceWarnings(source: RobotsSource): ParseWarning[] {
  if (source.kind !== "fetched") return [];
  const out: ParseWarning[] = [];
  if (source.truncated) {
    out.push({
      line: null,
      severity: "warning",
      message: `The file is larger than ${MAX_ROBOTS_BYTES / 1024} KiB. Google ignores everything after the first 500 KiB, and so does this test.`,
    });
  }
  if (source.contentType && /html/i.test(source.contentType)) {
    out.push({
      line: null,
      severity: "warning",
      message: `The server sent ${source.contentType} instead of text/plain. This is often an error page; Google still reads it as robots.txt text.`,
    });
  }
  return out;
}

function summariseChoice(
  choice: GroupChoice | RfcChoice,
  token: string | null,
  tokenOf: (label: string) => string,
): GroupChoiceSummary {
  const label =
    token === null
      ? undefined
      : choice.groups[0]?.labels.find((l) => tokenOf(l).toLowerCase() === token);
  return {
    kind: choice.kind,
    token,
    label: label === undefined ? null : tokenOf(binaryToText(label)),
    lines: choice.groups.map((g) => g.line),
  };
}

/** Tests the URLs against a file that was read (pasted, or fetched with a 2xx answer). */
export function analyseRobotsTxt(robotsTxt: string, input: RunInput): RobotsReport {
  const { lines, bom } = splitLines(robotsTxt);
  const tester = createTester(lines, input.userAgent);
  const base = baseOf(input.source);
  const results = input.urls.map((raw) => {
    const resolved = resolveTestUrl(raw, base);
    const path = resolved?.path ?? "/";
    const otherHost = base !== undefined && resolved?.origin != null && resolved.origin !== base;
    return { input: raw, url: resolved?.url ?? raw, otherHost, ...tester.testPath(path) };
  });
  const { googleChoice, rfcChoice, google } = tester;
  return {
    source: input.source,
    outcome: input.outcome,
    userAgent: input.userAgent,
    file: {
      lines: viewLines(lines, google),
      groups: summariseGroups(google.groups),
      sitemaps: sitemapLines(google),
      crawlDelays: crawlDelayLines(google),
      warnings: [...sourceWarnings(input.source), ...parseWarnings(lines, google, bom)],
    },
    choice: {
      google: summariseChoice(
        googleChoice,
        googleChoice.kind === "specific" ? googleChoice.token : null,
        extractToken,
      ),
      rfc: summariseChoice(
        rfcChoice,
        rfcChoice.kind === "specific" ? input.userAgent.toLowerCase() : null,
        (l) => l,
      ),
    },
    results,
  };
}

/** Every URL gets the verdict the fetch outcome implies (no file, or a server error). */
export function reportWithoutFile(input: RunInput): RobotsReport {
  const allowed = input.outcome.kind !== "disallow-all";
  const verdict: Verdict = {
    allowed,
    reason: allowed ? "no-robots-txt" : "unreachable",
    rule: null,
  };
  const base = baseOf(input.source);
  const results = input.urls.map((raw) => {
    const resolved = resolveTestUrl(raw, base);
    const otherHost = base !== undefined && resolved?.origin != null && resolved.origin !== base;
    return {
      input: raw,
      url: resolved?.url ?? raw,
      path: resolved?.path ?? "/",
      otherHost,
      google: verdict,
      rfc: verdict,
      differs: false,
    };
  });
  return {
    source: input.source,
    outcome: input.outcome,
    userAgent: input.userAgent,
    file: null,
    choice: null,
    results,
  };
}
