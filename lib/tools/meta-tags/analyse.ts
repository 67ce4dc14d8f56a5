import { checkCanonical, type CanonicalData } from "./canonical";
import { countBySeverity, type Finding, type SeverityCounts } from "./finding";
import { checkHeadings, type HeadingsData } from "./headings";
import { checkHreflang, type HreflangData } from "./hreflang";
import { checkBasics, type BasicsData } from "./page-basics";
import { pageContext, type Area } from "./page";
import { checkRobots, type RobotsData } from "./robots";
import { checkSocial, type SocialData } from "./social";
import { checkStructuredData, type StructuredData } from "./structured-data";
import { checkTitleDescription, type TitleDescriptionData } from "./title-description";

export type FetchedPage = {
  requestedUrl: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  html: string;
  redirects?: { url: string; status: number }[];
  truncated?: boolean;
};

export type MetaTagsReport = {
  page: {
    requestedUrl: string;
    url: string;
    status: number;
    redirects: { url: string; status: number }[];
    truncated: boolean;
  };
  titleDescription: Area<TitleDescriptionData>;
  robots: Area<RobotsData>;
  canonical: Area<CanonicalData>;
  hreflang: Area<HreflangData>;
  basics: Area<BasicsData>;
  social: Area<SocialData>;
  structuredData: Area<StructuredData>;
  headings: Area<HeadingsData>;
  counts: SeverityCounts;
};

export const AREAS = [
  "titleDescription",
  "robots",
  "canonical",
  "hreflang",
  "basics",
  "social",
  "structuredData",
  "headings",
] as const;
export type AreaKey = (typeof AREAS)[number];

/** The whole meta tags report of one fetched HTML page. Pure: the page arrives already fetched. */
export function analysePage(page: FetchedPage): MetaTagsReport {
  const ctx = pageContext(page.html, page.url, page.headers);
  const titleDescription = checkTitleDescription(ctx);
  const canonical = checkCanonical(ctx);
  const areas = {
    titleDescription,
    robots: checkRobots(ctx),
    canonical,
    hreflang: checkHreflang(ctx, canonical.data.target),
    basics: checkBasics(ctx),
    social: checkSocial(ctx, {
      title: titleDescription.data.title?.text ?? "",
      description: titleDescription.data.description?.text ?? "",
      canonical: canonical.data.target,
    }),
    structuredData: checkStructuredData(ctx),
    headings: checkHeadings(ctx),
  };
  const all: Finding[] = AREAS.flatMap((key) => areas[key].findings);
  return {
    page: {
      requestedUrl: page.requestedUrl,
      url: ctx.url.href,
      status: page.status,
      redirects: page.redirects ?? [],
      truncated: page.truncated ?? false,
    },
    ...areas,
    counts: countBySeverity(all),
  };
}
