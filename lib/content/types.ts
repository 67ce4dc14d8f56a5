// Content planning's vocabulary and answers, without zod: the board, the table and the calendar
// load this in the browser. lib/content/schemas.ts checks the inputs against the same lists.

/** The workflow, in order (lib/content/workflow.ts says which moves are allowed). */
export const CONTENT_STATUSES = [
  "idea",
  "brief",
  "writing",
  "review",
  "scheduled",
  "published",
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  idea: "Idea",
  brief: "Brief",
  writing: "Writing",
  review: "Review",
  scheduled: "Scheduled",
  published: "Published",
};

/** Lowest first: sorting by priority ascending puts "low" on top. */
export const CONTENT_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type ContentPriority = (typeof CONTENT_PRIORITIES)[number];

/** Where an item came from; `sourceRef` names the row (an opportunity's id, a query, a page). */
export const CONTENT_SOURCES = [
  "manual",
  "opportunity",
  "search_query",
  "search_page",
  "cannibalization",
] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

/** What a cannibalization fix does with the pages competing with the primary one. */
export const CANNIBAL_ACTIONS = ["consolidate_redirect", "differentiate", "relink"] as const;
export type CannibalAction = (typeof CANNIBAL_ACTIONS)[number];

export const CANNIBAL_ACTION_LABELS: Record<CannibalAction, string> = {
  consolidate_redirect: "Consolidate and redirect",
  differentiate: "Differentiate the pages",
  relink: "Relink to the primary page",
};

export const CONTENT_LIMITS = {
  title: 200,
  targetQueries: 20,
  targetQuery: 200,
  targetUrl: 2048,
  author: 200,
  briefMd: 50_000,
  tags: 20,
  tag: 50,
  sourceRef: 2200,
  annotationLabel: 200,
  search: 200,
  /** Rows of one page of the table. */
  pageSize: 100,
  /** Items per column the board shows; the column header still counts them all. */
  boardColumn: 200,
} as const;

export const CONTENT_SORTS = [
  "position",
  "title",
  "status",
  "priority",
  "dueDate",
  "publishDate",
  "createdAt",
  "updatedAt",
] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

export type ContentItem = {
  id: string;
  projectId: string;
  title: string;
  status: ContentStatus;
  targetQueries: string[];
  targetUrl: string | null;
  author: string | null;
  priority: ContentPriority;
  /** yyyy-MM-dd */
  dueDate: string | null;
  /** yyyy-MM-dd: planned, or (published) the day it went live. */
  publishDate: string | null;
  briefMd: string;
  tags: string[];
  source: ContentSource;
  sourceRef: string | null;
  /** Sent back with an update; a stale one is refused (409 edit_conflict). */
  version: number;
  position: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  // A cannibalization fix's fields; the server always sends them (null for other items).
  /** The query the pages compete for. */
  cannibalQuery?: string | null;
  /** The page chosen to keep the query. */
  primaryUrl?: string | null;
  cannibalAction?: CannibalAction | null;
  /** yyyy-MM-dd: the day the fix was made; its result is measured around it. */
  actionDate?: string | null;
};

export type ContentStatusCounts = Record<ContentStatus, number>;

export type ContentItemPage = {
  items: ContentItem[];
  /** Rows matching the filters (status included). */
  total: number;
  pageIndex: number;
  pageSize: number;
  /** Per status, over the filters except status: the board's and the tabs' headers. */
  counts: ContentStatusCounts;
};

export type ContentBoard = {
  columns: { status: ContentStatus; items: ContentItem[]; total: number }[];
};

export type ChartAnnotation = {
  id: string;
  projectId: string;
  /** yyyy-MM-dd */
  day: string;
  label: string;
  source: "manual" | "content_item";
  contentItemId: string | null;
  createdAt: string;
};

export type CalendarFeed = {
  /** The secret address, shown once: only its hash is stored. */
  url: string;
  createdAt: string;
};

export type PerformanceMetrics = {
  clicks: number;
  impressions: number;
  /** A fraction, 0–1. */
  ctr: number;
  position: number;
};

export type ContentWindow = { startDate: string; endDate: string };

export type ContentPerformance =
  | { status: "unpublished"; message: string }
  | {
      status: "pending" | "ready";
      url: string;
      publishDate: string;
      before: ContentWindow;
      after: ContentWindow;
      /** The URL over the 28 days before publishing. */
      beforeMetrics: PerformanceMetrics;
      /** The URL over the 28 days after; null while the window is not final yet. */
      afterMetrics: PerformanceMetrics | null;
      /** Each target query over the whole property, before and after (null while pending). */
      queries: { query: string; before: PerformanceMetrics; after: PerformanceMetrics | null }[];
      /** Days until the after window's last day is final data; 0 when ready. */
      daysToWait: number;
      /** The first day the comparison is expected to be ready (yyyy-MM-dd). */
      readyOn: string;
      /** The URL's index state; absent without a Search Console property. */
      index?: ContentIndexState;
    };

/** 409 `edit_conflict`: the item changed since the form was opened. */
export const EDIT_CONFLICT_CODE = "edit_conflict";
export const EDIT_CONFLICT_MESSAGE =
  "Someone else changed this item since you opened it. Reload it to see their changes; yours are still in the form.";

export type CalendarFeedStatus = { exists: boolean; createdAt: string | null };

/** The table's request (GET /api/content/items/ and its CSV): filters, sort and page. */
export type ContentListParams = {
  projectId: string;
  status?: ContentStatus | undefined;
  q?: string | undefined;
  tag?: string | undefined;
  author?: string | undefined;
  sort?: ContentSort | undefined;
  desc?: boolean | undefined;
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
};

/** The board's request: the table's filters without status, sort and page. */
export type ContentBoardParams = Pick<ContentListParams, "projectId" | "q" | "tag" | "author">;

export type AnnotationRange = { projectId: string; startDate?: string; endDate?: string };

/** The primary page's part of a query's Search Console rows (query × page) over one window. */
export type CannibalizationShare = {
  primaryClicks: number;
  primaryImpressions: number;
  /** Every page's clicks and impressions on the query. */
  totalClicks: number;
  totalImpressions: number;
  /** Fractions, 0–1; null when the query had no clicks (or impressions) at all. */
  clickShare: number | null;
  impressionShare: number | null;
  /** Pages with impressions on the query. */
  pages: number;
};

/** GET /api/content/items/[id]/cannibalization/ — a cannibalization fix's result. */
export type CannibalizationResult =
  | { status: "not_a_fix" | "no_action_date"; message: string }
  | {
      status: "pending" | "ready";
      query: string;
      primaryUrl: string;
      action: CannibalAction | null;
      actionDate: string;
      before: ContentWindow;
      after: ContentWindow;
      beforeShare: CannibalizationShare;
      /** Null while the after window is not final yet. */
      afterShare: CannibalizationShare | null;
      daysToWait: number;
      readyOn: string;
    };

/** A published item's URL in Google's index, from its newest stored URL inspection. */
export type ContentIndexState =
  | {
      status: "not_inspected";
      /** yyyy-MM-dd: the Pacific day its inspection is queued for (three days after publishing). */
      checkOn: string;
    }
  | {
      status: "indexed" | "not_indexed";
      /** Google's verdict: PASS, NEUTRAL, FAIL… */
      verdict: string;
      /** Google's own words, e.g. "Submitted and indexed". */
      coverageState: string | null;
      /** Rankwell's issue group (lib/coverage/issues.ts). */
      issue: string;
      inspectedAt: string;
      checkOn: string;
    };
