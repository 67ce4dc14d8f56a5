import { parseRulePattern } from "./patterns";

export { parseRulePattern, type RulePattern } from "./patterns";
export { canonicalAuthorId, checkAliases, mergeAuthors, renameAuthor } from "./aliases";
export type { AliasResult, AuthorAliases, AuthorDirectory, DirectoryResult } from "./aliases";
export { parseAuthorCsv, type AuthorCsv, type AuthorCsvRow } from "./csv";

export type AuthorRule = { pattern: string; author: string; position: number };

export type AuthorInputs = {
  /** Per-page edits, by page key; `null` says "no author" on purpose. */
  manual?: ReadonlyMap<string, string | null>;
  /** CSV imports, by page key. */
  imported?: ReadonlyMap<string, string>;
  rules: readonly AuthorRule[];
  /** What the crawl read on the page, in order. */
  crawled?: readonly string[];
};

export type ResolvedAuthor = {
  author: string | null;
  source: "manual" | "import" | "rule" | "crawl" | "none";
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
 * Who wrote a page, strongest first: a person's edit, a CSV import, the first matching rule by
 * position, what the page itself says. A rule is a person's decision about a section, so it wins
 * over the markup the crawl read (often a template's default author).
 */
export function resolveAuthor(pageUrl: string, inputs: AuthorInputs): ResolvedAuthor {
  if (inputs.manual?.has(pageUrl)) {
    return { author: inputs.manual.get(pageUrl) ?? null, source: "manual" };
  }
  const imported = inputs.imported?.get(pageUrl);
  if (imported) return { author: imported, source: "import" };
  const rule = compile(inputs.rules).find((r) => r.test(pageUrl));
  if (rule) return { author: rule.author, source: "rule" };
  const crawled = inputs.crawled?.find((name) => name.trim() !== "");
  return crawled ? { author: crawled, source: "crawl" } : { author: null, source: "none" };
}
