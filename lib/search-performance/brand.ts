// Brand terms as a Search Console regex filter (RE2), matching as lib/seo/search-metrics'
// brandMatcher does: whole words, any case, a plural "s", multi-word terms joined by anything.

const NON_WORD = String.raw`[^\p{L}\p{N}]`;

function termWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * An RE2 pattern that matches a query naming one of the terms, or null without terms. RE2 has no
 * lookbehind, so the word boundaries are matched as characters (or the ends of the query).
 */
export function brandPattern(brandTerms: readonly string[]): string | null {
  const alternatives = [
    ...new Set(
      brandTerms
        .map(termWords)
        .filter((w) => w.length > 0)
        .map((w) => w.join(`${NON_WORD}*`)),
    ),
  ];
  if (alternatives.length === 0) return null;
  return `(?i)(?:^|${NON_WORD})(?:${alternatives.join("|")})s?(?:${NON_WORD}|$)`;
}

// Second-level labels under which a country's sites register (example.co.uk, example.com.au).
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "ac", "gov", "edu", "ne", "or"]);

/**
 * A first guess at the brand from a Search Console property (sc-domain:greenleaf.example or
 * https://www.greenleaf.example/): the site's name without its suffix. Only a suggestion: the
 * project's own brand terms win, and the view lets the person change it.
 */
export function brandTermsFromProperty(propertyUri: string): string[] {
  const host = propertyUri.startsWith("sc-domain:")
    ? propertyUri.slice("sc-domain:".length)
    : (() => {
        try {
          return new URL(propertyUri).hostname;
        } catch {
          return "";
        }
      })();
  const labels = host.toLowerCase().split(".").filter(Boolean);
  if (labels.length < 2) return [];
  const last = labels.length - 1;
  const nameIndex =
    labels.length >= 3 && SECOND_LEVEL.has(labels[last - 1]!) && labels[last]!.length === 2
      ? last - 2
      : last - 1;
  const name = labels[nameIndex];
  return name && /[a-z]/.test(name) ? [name] : [];
}

/** Terms typed by a person, comma separated, cleaned as the URL keeps them. */
export function parseBrandTerms(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((term) => term.trim().toLowerCase())
        .filter((term) => term.length > 0 && term.length <= 100),
    ),
  ].slice(0, 10);
}

export type BrandTermsSource = "project" | "url" | "property";

/** The brand terms in force: those edited in the view (the URL's), else the project's, else a guess from the property. */
export function resolveBrandTerms(
  projectTerms: readonly string[] | undefined,
  urlTerms: readonly string[] | undefined,
  propertyUri: string | undefined,
): { terms: string[]; source: BrandTermsSource } {
  if (urlTerms?.length) return { terms: [...urlTerms], source: "url" };
  if (projectTerms?.length) return { terms: [...projectTerms], source: "project" };
  return { terms: propertyUri ? brandTermsFromProperty(propertyUri) : [], source: "property" };
}
