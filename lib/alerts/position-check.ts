import "server-only";
import type { DataSource } from "@/lib/db/queries/data-sources";
import type { AlertCandidate } from "./evaluate";
import { positionAlert } from "./position";
import { searchConsoleDays, searchViewHref, seriesTarget, subjectOf } from "./series";
import type { AlertRuleRow } from "./store";

/** A tracked query's rule checked on the final days Search Console has of it. */
export async function checkQueryPosition(
  userId: string,
  rule: Pick<AlertRuleRow, "project_id" | "metric" | "target" | "threshold">,
  source: DataSource,
  today: string,
): Promise<{ candidate: AlertCandidate | null; href: string }> {
  const target = seriesTarget(rule.metric, rule.target)!;
  const { days } = await searchConsoleDays(userId, source, today, target);
  // Search Console's last final day of the property, not of the query: a query that lost every
  // impression has no rows of its own for the newest days.
  const { days: property } = await searchConsoleDays(userId, source, today);
  const lastDay = property.at(-1)?.date;
  if (!lastDay) return { candidate: null, href: searchViewHref(rule.project_id, source, today) };
  return {
    candidate: positionAlert({
      query: rule.target,
      subject: subjectOf(source),
      threshold: rule.threshold,
      days,
      lastDay,
    }),
    href: searchViewHref(rule.project_id, source, lastDay, target),
  };
}
