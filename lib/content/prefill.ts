import type { Opportunity, OpportunityType } from "@/lib/seo/opportunities";
import type { ContentCreateInput } from "./schemas";
import { CONTENT_LIMITS as L } from "./types";

// What "Add to content plan" fills in, from an opportunity or a Search Performance row. Pure; the
// form opens with it and the user can change anything before saving.

export type ContentDraft = Omit<ContentCreateInput, "projectId">;

const TYPE_TITLES: Record<OpportunityType, string> = {
  "striking-distance": "Reach page one",
  "low-ctr": "Improve the snippet",
  "decaying-page": "Refresh",
  cannibalization: "Consolidate",
  "weaker-page": "Strengthen",
};

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** A page's address without the scheme, for a title. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

const pageUrl = (url: string | null) =>
  url && /^https?:\/\//i.test(url) && url.length <= L.targetUrl ? url : null;

const queryOf = (query: string | null) =>
  query ? [cut(query.trim().toLowerCase(), L.targetQuery)] : [];

export function draftFromOpportunity(
  o: Pick<Opportunity, "id" | "type" | "query" | "page" | "action" | "reason">,
): ContentDraft {
  const subject = o.query ?? (o.page ? shortUrl(o.page) : "");
  return {
    title: cut(`${TYPE_TITLES[o.type]}: ${subject}`, L.title),
    source: o.type === "cannibalization" ? "cannibalization" : "opportunity",
    sourceRef: cut(o.id, L.sourceRef),
    targetQueries: queryOf(o.query),
    targetUrl: pageUrl(o.page),
    briefMd: `## Why\n\n${o.reason}\n\n## What to do\n\n${o.action}\n`,
    tags: [o.type],
  };
}

/** A query row: a piece to write for it. A page row: that page, to improve. */
export function draftFromSearchRow(dimension: "query" | "page", key: string): ContentDraft {
  if (dimension === "query")
    return {
      title: cut(`Write for “${key.trim()}”`, L.title),
      source: "search_query",
      sourceRef: cut(key, L.sourceRef),
      targetQueries: queryOf(key),
    };
  return {
    title: cut(`Improve ${shortUrl(key)}`, L.title),
    source: "search_page",
    sourceRef: cut(key, L.sourceRef),
    targetUrl: pageUrl(key),
  };
}
