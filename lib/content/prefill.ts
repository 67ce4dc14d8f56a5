import type { Opportunity, OpportunityType } from "@/lib/seo/opportunities";
import type { ContentCreateInput } from "./schemas";
import {
  CANNIBAL_ACTION_LABELS,
  CONTENT_LIMITS as L,
  CONTENT_SOURCES,
  type CannibalAction,
  type ContentSource,
} from "./types";

// What "Add to content plan" fills in, from an opportunity or a Search Performance row. Pure; the
// form opens with it and the user can change anything before saving.

export type ContentDraft = Omit<ContentCreateInput, "projectId">;

const TYPE_TITLES: Record<OpportunityType, string> = {
  "striking-distance": "Reach page one",
  "low-ctr": "Improve the snippet",
  "decaying-page": "Refresh",
  cannibalization: "Consolidate",
  "weaker-page": "Strengthen",
  "missing-from-sitemap": "Add to the sitemap",
  "sitemap-no-impressions": "Review",
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

/** The create form's fields in the planning view's URL (`new=1` opens the form). */
export type ContentPrefill = {
  projectId: string;
  draft: Partial<
    Pick<ContentDraft, "title" | "targetQueries" | "targetUrl" | "source" | "sourceRef">
  >;
};

export const CONTENT_PLANNING_PATH = "/app/content-planning/";

/** `/app/content-planning/?project=…&new=1&title=…&query=…&url=…&source=…&sourceRef=…` */
export function contentPrefillHref(projectId: string, draft: ContentDraft): string {
  const search = new URLSearchParams({ project: projectId, new: "1" });
  if (draft.title) search.set("title", draft.title);
  for (const query of draft.targetQueries ?? []) search.append("query", query);
  if (draft.targetUrl) search.set("url", draft.targetUrl);
  if (draft.source) search.set("source", draft.source);
  if (draft.sourceRef) search.set("sourceRef", draft.sourceRef);
  return `${CONTENT_PLANNING_PATH}?${search.toString()}`;
}

const isSource = (value: string | null): value is ContentSource =>
  value !== null && (CONTENT_SOURCES as readonly string[]).includes(value);

const singleLine = (value: string | null, max: number) => {
  const text = value?.trim();
  return text && text.length <= max && !/[\u0000-\u001f\u007f]/.test(text) ? text : null;
};

/**
 * The prefill in a planning view's URL, or null without `new=1` and a project. Runs as the view
 * renders, so it checks with plain predicates, drops what the form would refuse and never throws;
 * the form's own schema checks the rest on save.
 */
export function parseContentPrefill(search: URLSearchParams): ContentPrefill | null {
  const projectId = search.get("project");
  if (search.get("new") !== "1" || !projectId) return null;
  const title = singleLine(search.get("title"), L.title);
  const queries = search
    .getAll("query")
    .map((q) => singleLine(q, L.targetQuery)?.toLowerCase())
    .filter((q): q is string => Boolean(q));
  const source = search.get("source");
  const sourceRef = singleLine(search.get("sourceRef"), L.sourceRef);
  const known = isSource(source) && (source === "manual" || sourceRef !== null);
  return {
    projectId,
    draft: {
      ...(title ? { title } : {}),
      targetQueries: [...new Set(queries)].slice(0, L.targetQueries),
      targetUrl: pageUrl(singleLine(search.get("url"), L.targetUrl)),
      source: known ? source : "manual",
      sourceRef: known && source !== "manual" ? sourceRef : null,
    },
  };
}

/** The fix a cannibalization detector's suggestion maps to. */
export const SUGGESTED_FIX: Record<
  "consolidate" | "differentiate" | "internal_link",
  CannibalAction
> = {
  consolidate: "consolidate_redirect",
  differentiate: "differentiate",
  internal_link: "relink",
};

const FIX_STEPS: Record<CannibalAction, (primary: string, others: string) => string> = {
  consolidate_redirect: (primary, others) =>
    `Merge what is useful from ${others} into ${primary}, then redirect them (301) to it.`,
  differentiate: (primary, others) =>
    `Keep ${primary} on this query and retarget ${others} at a different intent: title, headings and copy.`,
  relink: (primary, others) =>
    `Link from ${others} to ${primary} with anchor text on this query, so Google sees which page leads.`,
};

/** A plan item fixing a cannibalized query: the primary page keeps it, the action handles the rest. */
export function draftFromCannibalization(input: {
  query: string;
  primaryUrl: string;
  pages: readonly string[];
  action: CannibalAction;
  actionDate?: string | null;
}): ContentDraft {
  const query = input.query.trim();
  const others = input.pages.filter((p) => p !== input.primaryUrl);
  const list = others.length > 0 ? others.join(", ") : "the other pages";
  return {
    title: cut(`${CANNIBAL_ACTION_LABELS[input.action]}: “${query}”`, L.title),
    source: "cannibalization",
    sourceRef: cut(`cannibalization:${query}:`, L.sourceRef),
    targetQueries: queryOf(query),
    targetUrl: pageUrl(input.primaryUrl),
    briefMd:
      `## Why\n\nSeveral pages compete for “${query}”; ${input.primaryUrl} should keep it.\n\n` +
      `## What to do\n\n${FIX_STEPS[input.action](input.primaryUrl, list)}\n`,
    tags: ["cannibalization"],
    cannibalQuery: queryOf(query)[0] ?? null,
    primaryUrl: pageUrl(input.primaryUrl),
    cannibalAction: input.action,
    actionDate: input.actionDate ?? null,
  };
}
