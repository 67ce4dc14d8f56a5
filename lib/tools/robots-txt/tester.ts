// Tests paths against one robots.txt for one crawler: parsed once, groups chosen once, patterns
// compiled once, so each URL costs one pass over the chosen rules for each reading.
import {
  chooseGoogleGroups,
  compileChoice,
  parseForGoogle,
  type GoogleParse,
  type GroupChoice,
} from "./google-match";
import {
  chooseRfcGroups,
  compileRfcChoice,
  normaliseRfc,
  parseForRfc,
  type RfcChoice,
} from "./rfc9309-match";
import { linesOf, textToBinary, type RobotsInput } from "./lines";
import { pathOfUrl } from "./pattern";
import type { Rule, RuleSet } from "./rules";

export type DecidingRule = { line: number; allow: boolean; pattern: string; derived: boolean };

export type VerdictReason =
  /** A rule matched; `rule` says which. */
  | "rule"
  /** A group applies to the crawler but none of its rules matches the path. */
  | "no-matching-rule"
  /** No group names the crawler and there is no `*` group. */
  | "no-group"
  /** /robots.txt itself is always allowed. */
  | "robots-txt"
  /** The server answered 4xx (or too many redirects): treated as no robots.txt. */
  | "no-robots-txt"
  /** The server answered 5xx or 429, or could not be reached: everything is blocked for now. */
  | "unreachable";

export type Verdict = { allowed: boolean; reason: VerdictReason; rule: DecidingRule | null };

export type UrlVerdict = {
  url: string;
  /** The path, parameters and query that were matched. */
  path: string;
  google: Verdict;
  rfc: Verdict;
  /** Google and RFC 9309 reach different verdicts. */
  differs: boolean;
};

export type Tester = {
  google: GoogleParse;
  googleChoice: GroupChoice;
  rfcChoice: RfcChoice;
  testPath(path: string): Omit<UrlVerdict, "url">;
};

function verdict(rules: RuleSet, hasGroup: boolean, path: string): Verdict {
  if (path === "/robots.txt") return { allowed: true, reason: "robots-txt", rule: null };
  if (!hasGroup) return { allowed: true, reason: "no-group", rule: null };
  const rule: Rule | null = rules.decide(path);
  if (!rule) return { allowed: true, reason: "no-matching-rule", rule: null };
  const deciding = {
    line: rule.line,
    allow: rule.allow,
    pattern: rule.pattern,
    derived: rule.derived === true,
  };
  return { allowed: rule.allow, reason: "rule", rule: deciding };
}

export function createTester(robotsTxt: RobotsInput, userAgent: string): Tester {
  const lines = linesOf(robotsTxt);
  const google = parseForGoogle(lines);
  const googleChoice = chooseGoogleGroups(google.groups, userAgent);
  const rfcChoice = chooseRfcGroups(parseForRfc(lines), userAgent);
  const googleRules = compileChoice(googleChoice);
  const rfcRules = compileRfcChoice(rfcChoice);
  return {
    google,
    googleChoice,
    rfcChoice,
    testPath(path) {
      const g = verdict(googleRules, googleChoice.kind !== "none", path);
      const r = verdict(rfcRules, rfcChoice.kind !== "none", normaliseRfc(textToBinary(path)));
      return { path, google: g, rfc: r, differs: g.allowed !== r.allowed };
    },
  };
}

/**
 * Tests each URL (taken as given, like Google's matcher: percent-encode it first) against the
 * robots.txt for one user-agent token. Parses and compiles once; used by the route and the benchmark.
 */
export function testUrls(robotsTxt: string, userAgent: string, urls: string[]): UrlVerdict[] {
  const tester = createTester(robotsTxt, userAgent);
  return urls.map((url) => ({ url, ...tester.testPath(pathOfUrl(url)) }));
}
