import "server-only";
import { parseInput } from "@/lib/api/request";
import { ga4Report } from "@/lib/data-api/ga4";
import { gbpMetrics } from "@/lib/data-api/gbp";
import { findUserLocation } from "@/lib/data-api/ownership";
import { gbpMetricsQuerySchema } from "@/lib/data-api/schemas/gbp";
import type { DateRange } from "@/lib/dates/format";
import { getDb } from "@/lib/db/client";
import { logFailure } from "@/lib/errors/failure-summary";
import { primarySource } from "@/lib/filters/selectors";
import { ga4DailyTotal, gbpDailyTotal } from "@/lib/overview/kpis";
import { organicSessionsRequest, profileActionsQuery } from "@/lib/overview/requests";
import { locationNumbers } from "@/lib/overview/sources";
import { getProjectDataSources } from "@/lib/projects/data-sources";
import type { OtherFindings, PeriodTotals } from "@/lib/seo/insights-writer";
import type { AiInsightsInput } from "./schemas";

// The project's Google Analytics and Business Profile figures for AI Insights: the Overview's organic
// sessions and profile actions, over the same two periods as the click change. A source that fails
// (access withdrawn, quota) is left out of the text rather than failing it.

async function bothPeriods(
  input: AiInsightsInput,
  total: (range: DateRange) => Promise<number>,
): Promise<PeriodTotals> {
  const [now, before] = await Promise.all([
    total({ startDate: input.startDate, endDate: input.endDate }),
    total(input.compareWith),
  ]);
  return { now, before };
}

async function settled<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    logFailure(`[ai-insights] ${what} left out`, error, "warn");
    return null;
  }
}

/** Organic sessions (GA4) and profile actions (Business Profile) when the project has them. */
export async function otherFindings(
  userId: string,
  input: AiInsightsInput,
): Promise<OtherFindings> {
  const db = await getDb();
  const sources = await getProjectDataSources(db, userId, input.projectId);
  const ga4 = primarySource(sources, "ga4");
  const locations = locationNumbers(sources);
  const [sessions, actions] = await Promise.all([
    ga4
      ? settled("GA4 sessions", () =>
          bothPeriods(input, async (range) => {
            const { request } = organicSessionsRequest(
              { projectId: input.projectId, propertyId: ga4.id },
              range,
            );
            return ga4DailyTotal(await ga4Report(userId, ga4.property_uri, request)).total;
          }),
        )
      : null,
    locations.length > 0
      ? settled("Business Profile actions", async () => {
          const found = await Promise.all(
            locations.map(async (id) => [id, await findUserLocation(db, userId, id)] as const),
          );
          return bothPeriods(input, async (range) => {
            const series = await Promise.all(
              found.map(([id, location]) =>
                gbpMetrics(
                  userId,
                  location,
                  parseInput(profileActionsQuery(id, range), gbpMetricsQuerySchema),
                ),
              ),
            );
            return gbpDailyTotal(series).total;
          });
        })
      : null,
  ]);
  return {
    sessions,
    profileActions: actions ? { ...actions, locations: locations.length } : null,
  };
}
