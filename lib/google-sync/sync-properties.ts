import "server-only";
import { getDb } from "@/lib/db/client";
import {
  countGoogleProperties,
  removeUnlistedGoogleProperties,
  upsertGoogleProperties,
} from "@/lib/db/queries/google-properties";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { analyticsAdmin } from "@/lib/google/analytics-admin";
import { googleCallContext } from "@/lib/google/call-context";
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
  const rows = [...sites.map(gscPropertyRow), ...ga4PropertyRows(summaries)];
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

/** Runs the property sync when the user has no properties yet (their first sign-in). */
export async function syncGooglePropertiesIfNone(
  userId: string,
  deps: { db?: Db } = {},
): Promise<void> {
  const db = deps.db ?? (await getDb());
  const count = await withUser(userId, (tx) => countGoogleProperties(tx), db);
  if (count === 0) await syncGoogleProperties(userId, { db });
}
