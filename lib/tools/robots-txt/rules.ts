// The structures both matchers share: groups of user-agent lines with their rules, and a compiled
// rule set that finds the deciding rule for a path (longest pattern wins, allow wins a tie).
import { compilePattern, type PathMatcher } from "./pattern";

export type Rule = {
  allow: boolean;
  /** The normalised pattern the path is matched against; its length is the rule's priority. */
  pattern: string;
  line: number;
  /** Set when Google derived the rule from an `index.html` allow rule. */
  derived?: boolean;
};

export type Group = {
  /** The first user-agent line of the group. */
  line: number;
  /** Product tokens of its user-agent lines, lower-case. */
  agents: string[];
  /** The user-agent values as written. */
  labels: string[];
  /** True when one of its user-agent lines names every crawler (`*`). */
  global: boolean;
  rules: Rule[];
};

/** Collects groups from records in file order: user-agent lines after a rule start a new group. */
export class GroupBuilder {
  readonly groups: Group[] = [];
  private current: Group | null = null;

  userAgent(line: number, token: string | null, label: string) {
    if (!this.current || this.current.rules.length > 0) {
      this.current = { line, agents: [], labels: [], global: false, rules: [] };
      this.groups.push(this.current);
    }
    this.current.labels.push(label);
    if (token === null) this.current.global = true;
    else this.current.agents.push(token.toLowerCase());
  }

  /** Returns false when the rule comes before any user-agent line (and is ignored). */
  rule(rule: Rule): boolean {
    if (!this.current) return false;
    this.current.rules.push(rule);
    return true;
  }
}

type CompiledRule = Rule & { order: number; matches: PathMatcher };

export type RuleSet = { decide(path: string): Rule | null };

/** The literal text every path matching the pattern must start with. */
function literalPrefix(pattern: string): string {
  const star = pattern.indexOf("*");
  const body = star === -1 ? pattern : pattern.slice(0, star);
  return star === -1 && body.endsWith("$") ? body.slice(0, -1) : body;
}

/**
 * Orders the rules once (longest pattern first, allow before disallow, then file order) and files
 * them by literal prefix, so a path only tries the rules whose prefix it starts with. Empty
 * patterns never decide (Google gives them priority 0).
 */
export function compileRules(rules: Rule[]): RuleSet {
  const sorted = rules
    .filter((r) => r.pattern !== "")
    .map((r, index) => ({ r, index }))
    .sort(
      (a, b) =>
        b.r.pattern.length - a.r.pattern.length ||
        Number(b.r.allow) - Number(a.r.allow) ||
        a.index - b.index,
    );
  const byPrefix = new Map<string, CompiledRule[]>();
  sorted.forEach(({ r }, order) => {
    const prefix = literalPrefix(r.pattern);
    const bucket = byPrefix.get(prefix) ?? [];
    bucket.push({ ...r, order, matches: compilePattern(r.pattern) });
    byPrefix.set(prefix, bucket);
  });
  const lengths = [...new Set([...byPrefix.keys()].map((k) => k.length))].sort((a, b) => a - b);
  return {
    decide(path) {
      let best: CompiledRule | null = null;
      for (const length of lengths) {
        if (length > path.length) break;
        const bucket = byPrefix.get(path.slice(0, length));
        if (!bucket) continue;
        for (const rule of bucket) {
          if (best && rule.order > best.order) break;
          if (rule.matches(path)) {
            best = rule;
            break;
          }
        }
      }
      return best;
    },
  };
}
