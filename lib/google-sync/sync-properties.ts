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

/** Where a sync has got to, for a job's progress bar (lib/jobs). */
export type SyncProgress = (progress: {
  done: number;
  total?: number | null;
  step?: string | null;
}) => Promise<void>;

export type SyncDeps = { db?: Db; onProgress?: SyncProgress };

/**
 * Stores the user's Search Console sites and GA4 properties as Google lists them now, and forgets
 * the ones Google no longer lists. Either list failing leaves the stored rows untouched.
 */
export async function syncGoogleProperties(
  userId: string,
  deps: SyncDeps = {},
): Promise<{ synced: number }> {
  const progress = deps.onProgress ?? (async () => {});
  const ctx = googleCallContext(userId);
  await progress({ done: 0, total: null, step: "Listing Search Console sites and GA4 properties" });
  const [sites, summaries] = await Promise.all([
    searchConsole(ctx).listSites(),
    analyticsAdmin(ctx).listAccountSummaries(),
  ]);
  // One unit per GA4 property's time zone, one for the listing and one for saving.
  const ga4Count = summaries.reduce((n, account) => n + account.properties.length, 0);
  const total = ga4Count + 2;
  await progress({ done: 1, total, step: "Reading each GA4 property's time zone" });
  let read = 0;
  const zones = await ga4TimeZones(ctx, summaries, () =>
    progress({ done: 1 + ++read, step: `Reading GA4 time zones (${read} of ${ga4Count})` }),
  );
  await progress({ done: total - 1, step: "Saving" });
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
  onEach: () => Promise<void>,
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
      await onEach();
    }),
  );
  return zones;
}

/**
 * Whether the user's property list wants a sync: they have no properties yet (their first sign-in),
 * or a GA4 property whose reporting time zone was never read (synced before the app kept it, or
 * Google failed to answer then).
 */
export async function propertyListIncomplete(userId: string, db: Db): Promise<boolean> {
  return withUser(
    userId,
    async (tx) =>
      (await countGoogleProperties(tx)) === 0 || (await countGa4PropertiesWithoutTimeZone(tx)) > 0,
    db,
  );
}
