import { canonicalAuthorId } from "./aliases";
import type { AuthorshipSource, AuthorSummary } from "./api-types";
import { authorIdOf } from "./names";
import { parseRulePattern } from "./patterns";
import { resolveAuthor, type AuthorRule } from "./rules";

// Who wrote each page of a project, resolved once per request from what is stored: the crawl's
// names, the rules, imports and edits (lib/authors/rules.ts resolveAuthor), then merged ids
// followed to the author they joined. Pure; report.ts adds the Search Console figures.

export type StoredPageFacts = {
  url: string;
  title: string | null;
  authors: readonly string[];
  published: Date | null;
  modified: Date | null;
  /** How the crawl's fetch ended: a page that answered an error or could not be read is no page. */
  http_status?: number | null;
  error?: string | null;
  robots_blocked?: boolean;
};

const isLivePage = (p: StoredPageFacts) =>
  p.robots_blocked === true || (!p.error && (p.http_status ?? 200) < 400);

export type AttributionInputs = {
  pages: readonly StoredPageFacts[];
  rules: readonly { pattern: string; author_name: string; position: number; id?: string }[];
  imported: ReadonlyMap<string, string>;
  manual: ReadonlyMap<string, string | null>;
  aliases: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, string>;
};

export type PageAuthorship = {
  /** The canonical author id, null when no one is named. */
  authorId: string | null;
  source: AuthorshipSource | null;
};

export type Attribution = {
  /** Resolves any page key (memoised): pages Search Console shows may not be stored. */
  of(key: string): PageAuthorship;
  /** The stored facts of a page, when the crawl read it. */
  facts(key: string): StoredPageFacts | undefined;
  /**
   * The project's pages: crawled (those that answered), imported or edited; Search Console's are
   * added by the caller.
   */
  storedKeys(): string[];
  /** The author's name and the names merged into it. */
  summary(authorId: string): AuthorSummary;
  /** The canonical id `id` resolves to. */
  canonical(id: string): string;
};

const toSource = (source: string): AuthorshipSource | null =>
  source === "none" ? null : (source as AuthorshipSource);

export function attribute(inputs: AttributionInputs): Attribution {
  const rules: AuthorRule[] = inputs.rules.map((r) => ({
    pattern: r.pattern,
    author: r.author_name,
    position: r.position,
  }));
  const facts = new Map(inputs.pages.map((p) => [p.url, p]));
  const resolved = new Map<string, PageAuthorship>();
  // Every spelling seen per canonical id, with how often: the most common one names the author.
  const spellings = new Map<string, Map<string, number>>();
  const canonical = (id: string) => canonicalAuthorId(inputs.aliases, id);

  const of = (key: string): PageAuthorship => {
    let found = resolved.get(key);
    if (found) return found;
    const { author, source } = resolveAuthor(key, {
      manual: inputs.manual,
      imported: inputs.imported,
      rules,
      crawled: facts.get(key)?.authors ?? [],
    });
    if (author === null) {
      found = { authorId: null, source: toSource(source) };
    } else {
      const id = canonical(authorIdOf(author));
      const seen = spellings.get(id) ?? new Map<string, number>();
      seen.set(author, (seen.get(author) ?? 0) + 1);
      spellings.set(id, seen);
      found = { authorId: id, source: toSource(source) };
    }
    resolved.set(key, found);
    return found;
  };

  const summary = (authorId: string): AuthorSummary => {
    const seen = [...(spellings.get(authorId) ?? new Map<string, number>())].sort(
      (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
    );
    const own = seen.find(([name]) => authorIdOf(name) === authorId)?.[0];
    const name = inputs.names.get(authorId) ?? own ?? seen[0]?.[0] ?? authorId;
    const aliases = new Map<string, string>();
    for (const [spelling] of seen) {
      const id = authorIdOf(spelling);
      if (id !== authorId && id !== authorIdOf(name) && !aliases.has(id)) aliases.set(id, spelling);
    }
    return { id: authorId, name, aliases: [...aliases.values()].sort() };
  };

  return {
    of,
    facts: (key) => facts.get(key),
    storedKeys: () => [
      ...new Set([
        ...inputs.pages.filter(isLivePage).map((p) => p.url),
        ...inputs.imported.keys(),
        ...inputs.manual.keys(),
      ]),
    ],
    summary,
    canonical,
  };
}

/** Per rule, the pages it decides: those no edit or import claims and no earlier rule matches. */
export function ruleMatches(
  keys: Iterable<string>,
  inputs: Pick<AttributionInputs, "rules" | "imported" | "manual">,
): Map<string, number> {
  const compiled = [...inputs.rules]
    .sort((a, b) => a.position - b.position)
    .flatMap((rule) => {
      const parsed = parseRulePattern(rule.pattern);
      return parsed.ok && rule.id ? [{ id: rule.id, test: parsed.test }] : [];
    });
  const counts = new Map<string, number>(inputs.rules.flatMap((r) => (r.id ? [[r.id, 0]] : [])));
  for (const key of keys) {
    if (inputs.manual.has(key) || inputs.imported.has(key)) continue;
    const rule = compiled.find((r) => r.test(key));
    if (rule) counts.set(rule.id, (counts.get(rule.id) ?? 0) + 1);
  }
  return counts;
}
