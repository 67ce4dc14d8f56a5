import "server-only";
import { getDb } from "@/lib/db/client";
import { addPropertyGmbConnections, listGmbLocations } from "@/lib/db/queries/gmb";
import { listGoogleProperties } from "@/lib/db/queries/google-properties";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import type { ConnectPropertiesResponse } from "@/lib/data-api/types";
import { matchPropertiesToLocations } from "./domain-match";

export const NO_LOCATIONS =
  "No Business Profile locations are synced yet. Sync your Business Profile accounts first.";
export const NO_PROPERTIES =
  "No Search Console or Analytics properties are synced yet. Sync your Google properties first.";

/**
 * Connects each synced Search Console and GA4 property to the Business Profile locations of the
 * same website. Pairs already connected are kept; only new ones are counted.
 */
export async function connectPropertiesToGmb(
  userId: string,
  deps: { db?: Db } = {},
): Promise<ConnectPropertiesResponse> {
  const db = deps.db ?? (await getDb());
  return withUser(
    userId,
    async (tx) => {
      const locations = await listGmbLocations(tx);
      if (locations.length === 0) return { connectionsCreated: 0, error: NO_LOCATIONS };
      const properties = (await listGoogleProperties(tx)).filter((p) => p.property_type !== "gmb");
      if (properties.length === 0) return { connectionsCreated: 0, error: NO_PROPERTIES };
      const pairs = matchPropertiesToLocations(properties, locations);
      const created = await addPropertyGmbConnections(tx, pairs);
      return { connectionsCreated: created.length, error: null };
    },
    db,
  );
}
