import { parseRulePattern } from "./patterns";

export { parseRulePattern, type RulePattern } from "./patterns";
export { canonicalAuthorId, checkAliases, mergeAuthors, renameAuthor } from "./aliases";
export type { AliasResult, AuthorAliases, AuthorDirectory, DirectoryResult } from "./aliases";
export { parseAuthorCsv, type AuthorCsv, type AuthorCsvRow } from "./csv";

export type AuthorRule = { pattern: string; author: string; position: number };

export type AuthorInputs = {
  /** Per-page edits and CSV imports, by page key; `null` says "no author" on purpose. */
  manual?: ReadonlyMap<string, string | null>;
  rules: readonly AuthorRule[];
  /** What the crawl read on the page, in order. */
  crawled?: readonly string[];
};

export type ResolvedAuthor = {
  author: string | null;
  source: "manual" | "crawl" | "rule" | "none";
};

type CompiledRule = { test: (path: string) => boolean; author: string };

// Rules are compiled once per list: a resolve runs for every page of a property.
const compiled = new WeakMap<readonly AuthorRule[], CompiledRule[]>();

function compile(rules: readonly AuthorRule[]): CompiledRule[] {
  let list = compiled.get(rules);
  if (!list) {
    list = [...rules]
      .sort((a, b) => a.position - b.position)
      .flatMap((rule) => {
        const parsed = parseRulePattern(rule.pattern);
        // A pattern refused when it was saved is skipped rather than failing every page.
        return parsed.ok ? [{ test: parsed.test, author: rule.author }] : [];
      });
    compiled.set(rules, list);
  }
  return list;
}

/**
 * Who wrote a page. A person's edit wins over everything; then what the page itself says; rules
 * only fill pages that say nothing, so a broad `/blog/**` cannot overwrite the bylines it covers.
 */
export function resolveAuthor(pageUrl: string, inputs: AuthorInputs): ResolvedAuthor {
  if (inputs.manual?.has(pageUrl)) {
    return { author: inputs.manual.get(pageUrl) ?? null, source: "manual" };
  }
  const crawled = inputs.crawled?.find((name) => name.trim() !== "");
  if (crawled) return { author: crawled, source: "crawl" };
  const rule = compile(inputs.rules).find((r) => r.test(pageUrl));
  return rule ? { author: rule.author, source: "rule" } : { author: null, source: "none" };
}
