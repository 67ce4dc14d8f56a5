import "server-only";
import { parseInput } from "@/lib/api/request";
import { gscInsights } from "@/lib/gsc-insights/report";
import { gscInsightsRequestSchema } from "@/lib/gsc-insights/schemas";
import type { GscInsightsResponse } from "@/lib/gsc-insights/types";
import { opportunityList } from "@/lib/opportunities/report";
import {
  opportunityListRequestSchema,
  type OpportunityListRequest,
} from "@/lib/opportunities/schemas";
import type { OpportunityListResponse } from "@/lib/opportunities/types";
import { writeInsights, type InsightFindings } from "@/lib/seo/insights-writer";
import { otherFindings } from "./other-sources";
import type { AiInsightsInput } from "./schemas";
import type { AiInsightsResponse } from "./types";

/** The open opportunities the writer picks its actions from: the largest, of every kind. */
const CANDIDATES = 100;

/**
 * What AI Insights is written from: the answers of GSC Insights and Opportunities, the project's
 * Analytics and Business Profile figures, and the findings of them all.
 */
export type AiInsightsSources = {
  insights: GscInsightsResponse;
  opportunities: OpportunityListResponse;
  findings: InsightFindings;
};

/** The Opportunities request of AI Insights' range: `table` picks the page (largest gain first by default). */
export function opportunitiesOf(
  input: AiInsightsInput,
  table: OpportunityListRequest["table"] = {},
  types: OpportunityListRequest["types"] = [],
) {
  return parseInput(
    {
      projectId: input.projectId,
      propertyId: input.propertyId,
      startDate: input.startDate,
      endDate: input.endDate,
      dataState: input.dataState,
      brandTerms: input.brandTerms,
      types,
      table: { sort: "gain", desc: true, pageIndex: 0, pageSize: CANDIDATES, ...table },
    },
    opportunityListRequestSchema,
  );
}

/**
 * The findings of GSC Insights and Opportunities for the period (both remembered, so this costs
 * little after those views), with the project's organic sessions and profile actions.
 */
export async function aiInsightsSources(
  userId: string,
  siteUrl: string,
  input: AiInsightsInput,
): Promise<AiInsightsSources> {
  const { brandTerms: _brandTerms, ...period } = input;
  const [insights, opportunities, other] = await Promise.all([
    gscInsights(userId, siteUrl, parseInput(period, gscInsightsRequestSchema)),
    opportunityList(userId, siteUrl, opportunitiesOf(input)),
    otherFindings(userId, input),
  ]);
  const findings: InsightFindings = {
    change: insights.change,
    story: insights.story,
    opportunities: opportunities.rows,
    byType: opportunities.byType,
    siteUrl,
    other,
  };
  return { insights, opportunities, findings };
}

/** The period's summary and action list, written by Rankwell from the findings. */
export async function aiInsights(
  userId: string,
  siteUrl: string,
  input: AiInsightsInput,
): Promise<AiInsightsResponse> {
  const { findings } = await aiInsightsSources(userId, siteUrl, input);
  return { ...writeInsights(findings), writer: "rankwell" };
}
