import "server-only";
import type { DataSource } from "@/lib/db/queries/data-sources";
import type { Db } from "@/lib/db/types";
import { listSitemaps } from "@/lib/data-api/search-console-tools";
import { sitemapErrorsAlert, type AlertCandidate } from "./evaluate";
import { subjectOf } from "./series";
import { recordObservation, type AlertRuleRow } from "./store";

// The sitemap-errors rule: Google gives only the count as it is now, so each check keeps its reading
// (alert_observations) and compares it with the last one of an earlier day.

/** Every sitemap Google lists for the property, with its errors: the top-level ones and each index's children. */
async function sitemapErrorCounts(userId: string, siteUrl: string) {
  const top = await listSitemaps(userId, siteUrl);
  const children = await Promise.all(
    top.filter((s) => s.isSitemapsIndex).map((s) => listSitemaps(userId, siteUrl, s.path)),
  );
  // A child may also be submitted on its own: counted once.
  const byPath = new Map([...top, ...children.flat()].map((s) => [s.path, s.errors]));
  return [...byPath].map(([path, errors]) => ({ path, errors }));
}

export async function checkSitemapErrors(input: {
  db: Db;
  userId: string;
  rule: Pick<AlertRuleRow, "id" | "user_id" | "project_id">;
  source: DataSource;
  /** Google's (Pacific) today: the day the reading is kept under. */
  today: string;
}): Promise<{ candidate: AlertCandidate | null; href: string }> {
  const { db, userId, rule, source, today } = input;
  const sitemaps = await sitemapErrorCounts(userId, source.property_uri);
  const total = sitemaps.reduce((sum, s) => sum + s.errors, 0);
  const { previous, history } = await recordObservation(db, rule, today, total);
  return {
    candidate: sitemapErrorsAlert({
      day: today,
      subject: subjectOf(source),
      sitemaps,
      previous,
      history,
    }),
    href: `/app/search-performance/sitemaps/?project=${rule.project_id}&property=${source.id}`,
  };
}
