// The shapes shared by the analysis, the route's NDJSON stream and the client widget.

export type RelToken = "nofollow" | "sponsored" | "ugc";

export type FoundLink = {
  href: string;
  /** Visible text of the link, or the alt text of its image. */
  anchor: string;
  kind: "text" | "image";
  rel: RelToken[];
};

/** followed: a plain link; qualified: every link carries nofollow, sponsored or ugc. */
export type LinkVerdict = "followed" | "qualified" | "not-linked" | "error";

export type PageResult = {
  page: string;
  finalUrl: string | null;
  httpStatus: number | null;
  verdict: LinkVerdict;
  /** The strongest link to the site: a followed one first, then the first in the page. */
  link: FoundLink | null;
  linkCount: number;
  /** null when the page could not be read. */
  indexable: boolean | null;
  indexIssues: string[];
  error: string | null;
};

export type StreamLine =
  { type: "result"; index: number; result: PageResult } | { type: "done"; checked: number };
