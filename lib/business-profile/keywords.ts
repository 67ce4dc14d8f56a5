import { formatMonthYear, fromDateKey, type DateRange } from "@/lib/dates/format";
import { gbpMetricsQuerySchema } from "@/lib/data-api/schemas/gbp";
import { formatNumber } from "@/lib/format/numbers";
import * as z from "@/lib/zod-mini";

// The query and answer of GET /api/data/gbp/keywords/, shared by the route and the view's hook.

const monthSchema = z
  .string({ error: "Months must be written YYYY-MM." })
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Months must be written YYYY-MM."));

export const gbpKeywordsQuerySchema = z
  .object({
    locationId: gbpMetricsQuerySchema.shape.locationId,
    startMonth: monthSchema,
    endMonth: monthSchema,
  })
  .check(
    z.refine((q) => q.startMonth <= q.endMonth, {
      message: "The start month must not be after the end month.",
      path: ["endMonth"],
    }),
  );

export type GbpKeywordsQuery = z.infer<typeof gbpKeywordsQuerySchema>;

/** A keyword people found the location with: its impressions, or the threshold it stays below. */
export type GbpKeyword = { keyword: string; value: number | null; threshold: number | null };

export type GbpKeywordsResponse = {
  locationId: string;
  startMonth: string;
  endMonth: string;
  keywords: GbpKeyword[];
};

/** Google counts search keywords per calendar month: the months a date range touches. */
export function monthsOfRange(range: DateRange): { startMonth: string; endMonth: string } {
  return { startMonth: range.startDate.slice(0, 7), endMonth: range.endDate.slice(0, 7) };
}

/** "Jun 2025", or "May 2025 – Jun 2025". */
export function monthsLabel({ startMonth, endMonth }: { startMonth: string; endMonth: string }) {
  const label = (month: string) => formatMonthYear(fromDateKey(`${month}-01`));
  return startMonth === endMonth ? label(startMonth) : `${label(startMonth)} – ${label(endMonth)}`;
}

/** The query string's fields for the schema above. */
export function gbpKeywordsQueryFromSearchParams(params: URLSearchParams): Record<string, unknown> {
  return {
    locationId: params.get("locationId") ?? undefined,
    startMonth: params.get("startMonth") ?? undefined,
    endMonth: params.get("endMonth") ?? undefined,
  };
}

/** How the table writes a keyword's impressions: the count, or "< 15" when Google gives a threshold. */
export function keywordImpressionsText(keyword: GbpKeyword): string {
  if (keyword.value !== null) return formatNumber(keyword.value);
  return keyword.threshold !== null ? `< ${formatNumber(keyword.threshold)}` : "—";
}

/** Counted keywords by impressions, most first, then the thresholded ones by name. */
export function sortKeywords(keywords: readonly GbpKeyword[]): GbpKeyword[] {
  return [...keywords].sort(
    (a, b) => (b.value ?? -1) - (a.value ?? -1) || a.keyword.localeCompare(b.keyword, "en"),
  );
}

export type KeywordSummary = {
  total: number;
  counted: number;
  /** Impressions of the counted keywords; thresholded ones add an unknown amount below their threshold each. */
  countedImpressions: number;
  belowThreshold: number;
  threshold: number | null;
};

export function keywordSummary(keywords: readonly GbpKeyword[]): KeywordSummary {
  const counted = keywords.filter((k) => k.value !== null);
  const thresholded = keywords.filter((k) => k.value === null && k.threshold !== null);
  return {
    total: keywords.length,
    counted: counted.length,
    countedImpressions: counted.reduce((total, k) => total + k.value!, 0),
    belowThreshold: thresholded.length,
    threshold: thresholded[0]?.threshold ?? null,
  };
}
