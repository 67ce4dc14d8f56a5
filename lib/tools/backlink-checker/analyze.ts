import { canonicalElsewhere, metaRobotsDirectives, xRobotsDirectives } from "./indexability";
import { readPage } from "./page-links";
import type { Target } from "./target";
import type { FoundLink, PageResult } from "./types";

export type FetchedPage = {
  page: string;
  finalUrl: string;
  httpStatus: number;
  headers: Record<string, string>;
  html: string;
  /** false: robots.txt blocks Googlebot; null: robots.txt could not be read. */
  robotsAllowed: boolean | null;
};

const isFollowed = (link: FoundLink) => link.rel.length === 0;

/** Turns a fetched page into its row: the strongest link to the target and why it may not count. */
export function analyzePage(fetched: FetchedPage, target: Target): PageResult {
  const facts = readPage(fetched.html, fetched.finalUrl, target);
  const meta = metaRobotsDirectives(facts.robotsDirectives);
  const header = xRobotsDirectives(fetched.headers["x-robots-tag"]);
  // A page-wide nofollow (meta or header) qualifies every link on it, whatever its own rel says.
  const links =
    meta.nofollow || header.nofollow
      ? facts.links.map((l) => ({
          ...l,
          rel: l.rel.includes("nofollow") ? l.rel : [...l.rel, "nofollow" as const],
        }))
      : facts.links;
  const best = links.find(isFollowed) ?? links[0] ?? null;

  const indexIssues: string[] = [];
  if (meta.noindex) indexIssues.push("noindex in the robots meta tag");
  if (header.noindex) indexIssues.push("noindex in the X-Robots-Tag header");
  if (canonicalElsewhere(facts.canonical, fetched.finalUrl))
    indexIssues.push(`canonical points to ${facts.canonical}`);
  if (fetched.robotsAllowed === false)
    indexIssues.push("robots.txt blocks Googlebot from this page");

  return {
    page: fetched.page,
    finalUrl: fetched.finalUrl,
    httpStatus: fetched.httpStatus,
    verdict: !best ? "not-linked" : isFollowed(best) ? "followed" : "qualified",
    link: best,
    linkCount: links.length,
    indexable: indexIssues.length === 0,
    indexIssues,
    error: null,
  };
}

/** The row of a page that could not be checked. */
export function failedPage(
  page: string,
  error: string,
  extra: Partial<PageResult> = {},
): PageResult {
  return {
    page,
    finalUrl: null,
    httpStatus: null,
    verdict: "error",
    link: null,
    linkCount: 0,
    indexable: null,
    indexIssues: [],
    error,
    ...extra,
  };
}
