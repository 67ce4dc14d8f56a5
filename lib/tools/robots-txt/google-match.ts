// Google's matching, ported from google/robotstxt (robots.cc) by hand: the robots-parser package
// fails 14 of the 145 conformance cases (user-agent cut at a space, missing colon, index.html,
// long lines, raw UTF-8 URLs) and cannot say which group it chose.
import { linesOf, type RobotsInput } from "./lines";
import { parseGoogleLine, type GoogleRecord } from "./google-parse";
import { GroupBuilder, compileRules, type Group, type Rule, type RuleSet } from "./rules";
import { pathOfUrl } from "./pattern";
import { tokenChain } from "./user-agents";

const INDEX_HTM = "/index.htm";

/** ExtractUserAgent: the leading run of [a-zA-Z_-] ("Googlebot/2.1" and "Foo Bar" → "Googlebot", "Foo"). */
export function extractToken(value: string): string {
  return /^[A-Za-z_-]*/.exec(value)![0];
}

/** `*`, or `*` followed by whitespace and anything, names every crawler. */
export function isGlobalAgent(value: string): boolean {
  return value.startsWith("*") && (value.length === 1 || /[ \t\n\v\f\r]/.test(value[1]!));
}

export type GoogleParse = { records: GoogleRecord[]; groups: Group[]; orphanRules: GoogleRecord[] };

export function parseForGoogle(robotsTxt: RobotsInput): GoogleParse {
  const records: GoogleRecord[] = [];
  const orphanRules: GoogleRecord[] = [];
  const builder = new GroupBuilder();
  for (const raw of linesOf(robotsTxt)) {
    const record = parseGoogleLine(raw);
    if (!record) continue;
    records.push(record);
    if (record.key === "user-agent") {
      builder.userAgent(
        record.line,
        isGlobalAgent(record.value) ? null : extractToken(record.value),
        record.value,
      );
    } else if (record.key === "allow" || record.key === "disallow") {
      const accepted = rulesOf(record).map((rule) => builder.rule(rule));
      if (!accepted[0]) orphanRules.push(record);
    }
  }
  return { records, groups: builder.groups, orphanRules };
}

/** An allow rule for ".../index.htm*" also allows the directory itself (".../$"). */
function rulesOf(record: GoogleRecord): Rule[] {
  const rule: Rule = { allow: record.key === "allow", pattern: record.value, line: record.line };
  if (!rule.allow) return [rule];
  const slash = record.value.lastIndexOf("/");
  if (slash === -1 || !record.value.startsWith(INDEX_HTM, slash)) return [rule];
  return [rule, { ...rule, pattern: `${record.value.slice(0, slash + 1)}$`, derived: true }];
}

export type GroupChoice =
  | { kind: "specific"; token: string; groups: Group[] }
  | { kind: "global"; groups: Group[] }
  | { kind: "none"; groups: [] };

/** The groups of the most specific token the agent answers to, else every `*` group, else none. */
export function chooseGoogleGroups(groups: Group[], agent: string): GroupChoice {
  for (const token of tokenChain(agent)) {
    const specific = groups.filter((g) => g.agents.includes(token));
    if (specific.length > 0) return { kind: "specific", token, groups: specific };
  }
  const global = groups.filter((g) => g.global);
  return global.length > 0 ? { kind: "global", groups: global } : { kind: "none", groups: [] };
}

export function compileChoice(choice: GroupChoice): RuleSet {
  return compileRules(choice.groups.flatMap((g) => g.rules));
}

/** RobotsMatcher::OneAgentAllowedByRobots, for one URL taken as given. */
export function googleAllowed(robotsTxt: string, agent: string, url: string): boolean {
  const rules = compileChoice(chooseGoogleGroups(parseForGoogle(robotsTxt).groups, agent));
  const rule = rules.decide(pathOfUrl(url));
  return rule === null || rule.allow;
}
