import "server-only";
import PQueue from "p-queue";
import { getDb } from "@/lib/db/client";
import {
  countGa4PropertiesWithoutTimeZone,
  countGoogleProperties,
  removeUnlistedGoogleProperties,
  upsertGoogleProperties,
} from "@/lib/db/queries/google-properties";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { analyticsAdmin, type Ga4AccountSummary } from "@/lib/google/analytics-admin";
import { googleCallContext, type GoogleCallContext } from "@/lib/google/call-context";
import { GoogleApiError } from "@/lib/google/errors";
import { searchConsole } from "@/lib/google/search-console";
import { ga4PropertyRows, gscPropertyRow } from "./property-rows";

/**
 * Stores the user's Search Console sites and GA4 properties as Google lists them now, and forgets
 * the ones Google no longer lists. Either list failing leaves the stored rows untouched.
 */
export async function syncGoogleProperties(
  userId: string,
  deps: { db?: Db } = {},
): Promise<{ synced: number }> {
  const ctx = googleCallContext(userId);
  const [sites, summaries] = await Promise.all([
    searchConsole(ctx).listSites(),
    analyticsAdmin(ctx).listAccountSummaries(),
  ]);
  const zones = await ga4TimeZones(ctx, summaries);
  const rows = [
    ...sites.map(gscPropertyRow),
    ...ga4PropertyRows(summaries).map((row) => ({
      ...row,
      time_zone: zones.get(row.property_uri) ?? null,
    })),
  ];
  const db = deps.db ?? (await getDb());
  return withUser(
    userId,
    async (tx) => {
      await upsertGoogleProperties(tx, rows);
      await removeUnlistedGoogleProperties(tx, ["gsc", "ga4"], rows);
      return { synced: rows.length };
    },
    db,
  );
}

const TIME_ZONE_CONCURRENCY = 4;

/**
 * Each GA4 property's reporting time zone, by property URI. Account summaries leave it out, so each
 * property is read once (a few at a time). A property Google refuses or fails on is left out: the
 * zone stored before is kept, and the views count Pacific days until a later sync reads it.
 */
async function ga4TimeZones(
  ctx: GoogleCallContext,
  summaries: readonly Ga4AccountSummary[],
): Promise<Map<string, string>> {
  const admin = analyticsAdmin(ctx);
  const zones = new Map<string, string>();
  const queue = new PQueue({ concurrency: TIME_ZONE_CONCURRENCY });
  const ids = summaries.flatMap((account) => account.properties.map((p) => p.propertyId));
  await queue.addAll(
    ids.map((id) => async () => {
      try {
        const zone = await admin.getTimeZone(id);
        if (zone) zones.set(`properties/${id}`, zone);
      } catch (error) {
        if (!(error instanceof GoogleApiError)) throw error;
      }
    }),
  );
  return zones;
}

/**
 * Runs the property sync when the user has no properties yet (their first sign-in), or has a GA4
 * property whose reporting time zone was never read (synced before the app kept it, or Google failed
 * to answer then).
 */
export async function syncGooglePropertiesIfIncomplete(
  userId: string,
  deps: { db?: Db } = {},
): Promise<void> {
  const db = deps.db ?? (await getDb());
  const incomplete = await withUser(
    userId,
    async (tx) =>
      (await countGoogleProperties(tx)) === 0 || (await countGa4PropertiesWithoutTimeZone(tx)) > 0,
    db,
  );
  if (incomplete) await syncGoogleProperties(userId, { db });
}
