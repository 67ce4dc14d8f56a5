import "server-only";
import { getDb } from "@/lib/db/client";
import {
  removeUnlistedGoogleProperties,
  upsertGoogleProperties,
} from "@/lib/db/queries/google-properties";
import {
  removeUnlistedGmbRows,
  upsertGmbAccounts,
  upsertGmbLocations,
  type GmbLocationInput,
} from "@/lib/db/queries/gmb";
import { withUser } from "@/lib/db/user-scope";
import { businessProfile, type GbpAccount, type GbpLocation } from "@/lib/google/business-profile";
import { googleCallContext } from "@/lib/google/call-context";
import { GoogleApiError } from "@/lib/google/errors";
import type { SyncGmbResponse } from "@/lib/data-api/types";
import { gmbLocationRow, gmbPropertyRow, type LocationRow } from "./property-rows";
import type { SyncDeps, SyncProgress } from "./sync-properties";

type Listed = { account: GbpAccount; locations: GbpLocation[] };

/** Reads every account and its locations; one account at a time, since the quota is per project. */
async function listEverything(userId: string, progress: SyncProgress): Promise<Listed[]> {
  const client = businessProfile(googleCallContext(userId));
  const listed: Listed[] = [];
  await progress({ done: 0, total: null, step: "Listing Business Profile accounts" });
  const accounts = await client.listAccounts();
  // One unit per account's locations, one for the accounts and one for saving.
  const total = accounts.length + 2;
  for (const account of accounts) {
    await progress({
      done: 1 + listed.length,
      total,
      step: `Listing locations (account ${listed.length + 1} of ${accounts.length})`,
    });
    listed.push({ account, locations: await client.listLocations(account.name) });
  }
  await progress({ done: total - 1, total, step: "Saving" });
  return listed;
}

/**
 * Stores the user's Business Profile accounts and locations as Google lists them now. A grant
 * without Business Profile access answers needsAuth instead of failing.
 */
export async function syncGmbAccounts(
  userId: string,
  deps: SyncDeps = {},
): Promise<SyncGmbResponse> {
  let listed: Listed[];
  try {
    listed = await listEverything(userId, deps.onProgress ?? (async () => {}));
  } catch (error) {
    if (error instanceof GoogleApiError && error.requiresReauth) {
      return { needsAuth: true, accountsSynced: 0, locationsSynced: 0 };
    }
    throw error;
  }
  const db = deps.db ?? (await getDb());
  return withUser(
    userId,
    async (tx) => {
      const accounts = await upsertGmbAccounts(
        tx,
        listed.map(({ account }) => ({
          account_name: account.name,
          account_display_name: account.accountName || null,
          type: account.type,
        })),
      );
      const accountIds = new Map(accounts.map((a) => [a.account_name, a.id]));
      // A location reachable through two accounts (personal and group) is stored once.
      const seen = new Set<string>();
      const locations: (GmbLocationInput & LocationRow)[] = [];
      for (const { account, locations: found } of listed) {
        for (const location of found) {
          const row = gmbLocationRow(location);
          if (seen.has(row.location_name)) continue;
          seen.add(row.location_name);
          locations.push({ ...row, account_id: accountIds.get(account.name)! });
        }
      }
      const stored = await upsertGmbLocations(tx, locations);
      await removeUnlistedGmbRows(tx, {
        accountIds: accounts.map((a) => a.id),
        locationIds: stored.map((l) => l.id),
      });
      // Locations are properties too: a project's gmb data source points at a google_properties row.
      const properties = locations.map(gmbPropertyRow);
      await upsertGoogleProperties(tx, properties);
      await removeUnlistedGoogleProperties(tx, ["gmb"], properties);
      return { needsAuth: false, accountsSynced: accounts.length, locationsSynced: stored.length };
    },
    db,
  );
}
