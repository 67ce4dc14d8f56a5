// The shape of a topic's vocabulary: which pages a site of that topic has and which searches
// lead to each. The generator (search-site.ts) expands these into pages and queries.
export type PageKind = "home" | "hub" | "guide" | "product" | "post" | "local" | "service";

/** Rich results a page's search listings may show, with the share of its impressions. */
export type Appearance = readonly [value: string, share: number];

/** Pages made from subjects: `{slug}` (from `one`), `{slugs}` (from `many`), `{yyyy}`/`{mm}`. */
export type Section = {
  kind: PageKind;
  host: number;
  path: string;
  /** `one|many` pairs, e.g. `tomato|tomatoes`; a single word stands for both. */
  subjects: readonly string[];
  /** Query templates with `{one}` and `{many}`; the first ones are the most searched. */
  queries: readonly string[];
  /** Appended to the templates to reach the long tail, e.g. ` in oregon`. */
  suffixes?: readonly string[];
  appearances?: readonly Appearance[];
  /** The child sitemap that lists these pages. */
  sitemap: string;
};

export type FixedPage = {
  kind: PageKind;
  host: number;
  path: string;
  queries: readonly string[];
  appearances?: readonly Appearance[];
  sitemap: string;
};

export type Topic = {
  fixed: readonly FixedPage[];
  sections: readonly Section[];
  /** Brand searches (`{brand}` is each brand term) and the fixed page each lands on. */
  brand: readonly (readonly [template: string, path: string])[];
  /** Day of the year the topic's searches peak, and how far they swing (0–1). */
  seasonPeak: number;
  seasonSwing: number;
  /** Sunday … Saturday, relative. */
  week: readonly number[];
  /** ISO-3166 alpha-3 (lowercase, as Google sends) and shares; the rest is spread thin. */
  countries: readonly (readonly [string, number])[];
  /** MOBILE, DESKTOP, TABLET. */
  devices: readonly [number, number, number];
};

export const subjectParts = (subject: string): { one: string; many: string } => {
  const [one = subject, many = one] = subject.split("|");
  return { one, many };
};

export const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
