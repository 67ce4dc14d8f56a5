// The sections a report can hold, their names and options. Pure and zod-free: the builder, the
// print page and the server read the same list.

export const SECTION_TYPES = [
  "kpis",
  "trend",
  "top-queries",
  "top-pages",
  "movers",
  "branded",
  "cannibalization",
  "opportunities",
  "coverage",
  "ga4",
  "gbp",
  "ai-summary",
  "content",
  "note",
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const SECTION_LABELS: Record<SectionType, string> = {
  kpis: "KPI summary",
  trend: "Clicks and impressions trend",
  "top-queries": "Top queries",
  "top-pages": "Top pages",
  movers: "Winners and losers",
  branded: "Branded vs non-branded",
  cannibalization: "Cannibalization",
  opportunities: "Opportunities",
  coverage: "Index coverage",
  ga4: "GA4 organic traffic and key events",
  gbp: "Business Profile actions",
  "ai-summary": "AI Insights summary",
  content: "Content published in the period",
  note: "Note",
};

export const SECTION_DESCRIPTIONS: Record<SectionType, string> = {
  kpis: "Clicks, impressions, CTR and average position, with their change.",
  trend: "Daily clicks and impressions, beside the comparison period.",
  "top-queries": "The queries with the most clicks.",
  "top-pages": "The pages with the most clicks.",
  movers: "The queries that gained and lost the most clicks.",
  branded: "Clicks from queries naming the brand and from the others.",
  cannibalization: "Queries split between competing pages.",
  opportunities: "The largest estimated gains, with what to do.",
  coverage: "Indexed and not indexed pages, and the main issues.",
  ga4: "Organic sessions, engaged sessions and key events from Google Analytics.",
  gbp: "Calls, website visits and direction requests from Business Profile.",
  "ai-summary": "The period's summary written by AI Insights.",
  content: "Pieces published in the period and how their pages did.",
  note: "Your own words, in plain text.",
};

/** The sections that are tables: each becomes one CSV in the zip. */
export const TABLE_SECTIONS: readonly SectionType[] = [
  "top-queries",
  "top-pages",
  "movers",
  "cannibalization",
  "opportunities",
  "coverage",
  "content",
];

export const SECTION_LIMITS = {
  sections: 20,
  rows: { min: 3, max: 50, default: 10 },
  noteChars: 5000,
  titleChars: 200,
  brandChars: 100,
} as const;

export type ReportSection = {
  /** Stable within the report, so the builder can reorder it. */
  id: string;
  type: SectionType;
  /** Rows of a table section. */
  rows?: number;
  /** A note section's text. */
  text?: string;
};

export const hasRows = (type: SectionType) => TABLE_SECTIONS.includes(type) && type !== "content";

export function newSection(type: SectionType, id: string): ReportSection {
  if (type === "note") return { id, type, text: "" };
  if (hasRows(type)) return { id, type, rows: SECTION_LIMITS.rows.default };
  return { id, type };
}

/** What a new report starts with. */
export const DEFAULT_SECTIONS: readonly SectionType[] = [
  "kpis",
  "trend",
  "top-queries",
  "top-pages",
  "movers",
];

/** The section at `index` moved by `by` places (−1 up, +1 down), within the list. */
export function moveSection<T>(list: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}
