import "server-only";
import { parseInput } from "@/lib/api/request";
import { gscInsights } from "@/lib/gsc-insights/report";
import { gscInsightsRequestSchema } from "@/lib/gsc-insights/schemas";
import { opportunityList } from "@/lib/opportunities/report";
import { opportunityListRequestSchema } from "@/lib/opportunities/schemas";
import { writeInsights } from "@/lib/seo/insights-writer";
import type { AiInsightsInput } from "./schemas";
import type { AiInsightsResponse } from "./types";

/** The open opportunities the writer picks its actions from: the largest, of every kind. */
const CANDIDATES = 100;

/**
 * The period's summary and action list, written from the findings of GSC Insights and
 * Opportunities (both remembered, so this page costs little after those views).
 */
export async function aiInsights(
  userId: string,
  siteUrl: string,
  input: AiInsightsInput,
): Promise<AiInsightsResponse> {
  const { brandTerms, ...period } = input;
  const [insights, opportunities] = await Promise.all([
    gscInsights(userId, siteUrl, parseInput(period, gscInsightsRequestSchema)),
    opportunityList(
      userId,
      siteUrl,
      parseInput(
        {
          projectId: input.projectId,
          propertyId: input.propertyId,
          startDate: input.startDate,
          endDate: input.endDate,
          dataState: input.dataState,
          brandTerms,
          table: { sort: "gain", desc: true, pageIndex: 0, pageSize: CANDIDATES },
        },
        opportunityListRequestSchema,
      ),
    ),
  ]);
  const written = writeInsights({
    change: insights.change,
    story: insights.story,
    opportunities: opportunities.rows,
    byType: opportunities.byType,
    siteUrl,
  });
  return { ...written, writer: "rankwell" };
}
