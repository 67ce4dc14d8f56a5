import type { GscInsightsResponse } from "@/lib/gsc-insights/types";
import { OPPORTUNITY_TYPE_LABELS } from "@/lib/opportunities/limits";
import type { OpportunityListResponse } from "@/lib/opportunities/types";
import type { DateRange } from "@/lib/dates/format";
import { CHANGE_STEP_LABELS, type Contribution } from "@/lib/seo/click-change";
import type { OtherFindings, WrittenInsights } from "@/lib/seo/insights-writer";

// What a language model is given to write AI Insights' summary from: the findings the other views
// show, as plain structured data. Every figure Rankwell lets the model write must be one of these
// (or a tool's result), so nothing here is computed for the model alone.

type Mover = { key: string; clicksBefore: number; clicksNow: number; change: number };

export type ModelFindings = {
  site: string;
  range: { start: string; end: string };
  /** The period the change is measured against; null when the two do not compare yet. */
  comparedWith: { start: string; end: string } | null;
  clicks: { now: number; before: number; change: number; changePercent: number | null } | null;
  /** Rankwell's own sentences on why clicks changed; each figure in them is in `parts` or the movers. */
  why: string[];
  /** The click change split into parts that add up exactly to `clicks.change`. */
  parts: { part: string; clicks: number }[];
  queriesUp: Mover[];
  queriesDown: Mover[];
  pagesUp: Mover[];
  pagesDown: Mover[];
  /** The same days a year earlier (364 days back), when Google still holds them. */
  sameDaysLastYear: { start: string; end: string; clicks: number } | null;
  /** Open opportunities per kind, with the clicks each kind could bring over the range. */
  opportunities: { type: string; label: string; count: number; gain: number }[];
  /** Rankwell's prioritised actions. */
  actions: { rank: number; title: string; gain: number }[];
  /** Google Analytics sessions from organic search, when the project has a GA4 property. */
  organicSessions: { now: number; before: number } | null;
  /** Business Profile calls, website visits and direction requests, when it has locations. */
  profileActions: { now: number; before: number; locations: number } | null;
};

/** How many movers of each list the model reads. */
const MOVERS = 3;

const mover = (c: Contribution): Mover => ({
  key: c.key,
  clicksBefore: c.previous.clicks,
  clicksNow: c.current.clicks,
  change: c.change,
});

const period = (range: DateRange) => ({ start: range.startDate, end: range.endDate });

/** The findings of one period, from the answers of GSC Insights and Opportunities. */
export function modelFindings(
  siteUrl: string,
  range: DateRange,
  insights: GscInsightsResponse,
  opportunities: Pick<OpportunityListResponse, "byType">,
  written: WrittenInsights,
  other?: OtherFindings,
): ModelFindings {
  const { change } = insights;
  return {
    site: siteUrl,
    range: period(range),
    comparedWith: change && insights.compared ? period(insights.compared) : null,
    clicks: change
      ? {
          now: change.current.clicks,
          before: change.previous.clicks,
          change: change.change,
          changePercent: change.ratio === null ? null : Math.round(change.ratio * 1000) / 10,
        }
      : null,
    why: insights.story.map((s) => s.text),
    parts: (change?.steps ?? [])
      .filter((s) => s.value !== 0)
      .map((s) => ({ part: CHANGE_STEP_LABELS[s.id], clicks: s.value })),
    queriesUp: (insights.queries?.up ?? []).slice(0, MOVERS).map(mover),
    queriesDown: (insights.queries?.down ?? []).slice(0, MOVERS).map(mover),
    pagesUp: (insights.pages?.up ?? []).slice(0, MOVERS).map(mover),
    pagesDown: (insights.pages?.down ?? []).slice(0, MOVERS).map(mover),
    sameDaysLastYear: insights.lastYear
      ? { ...period(insights.lastYear.range), clicks: insights.lastYear.totals.clicks }
      : null,
    opportunities: opportunities.byType
      .filter((t) => t.count > 0)
      .map((t) => ({
        type: t.type,
        label: OPPORTUNITY_TYPE_LABELS[t.type],
        count: t.count,
        gain: t.gain,
      })),
    actions: written.actions.map((a) => ({ rank: a.rank, title: a.title, gain: a.gain })),
    organicSessions: other?.sessions ?? null,
    profileActions: other?.profileActions ?? null,
  };
}
