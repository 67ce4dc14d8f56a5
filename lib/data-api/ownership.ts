import "server-only";
import { isProjectUuid } from "@/lib/auth/uuid";
import { getGmbLocation, type GmbLocation } from "@/lib/db/queries/gmb";
import { listDataSourcesAsUser, type DataSource } from "@/lib/db/queries/data-sources";
import type { DataSourceType } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { notFound } from "@/lib/api/errors";
import type { PropertyRef } from "./schemas/common";

const LABELS: Record<DataSourceType, string> = {
  gsc: "Search Console",
  ga4: "Google Analytics 4",
  gmb: "Business Profile",
};

/**
 * The Google property behind a data source of one of the user's projects. Row level security
 * limits the lookup to the user's own projects; a missing, foreign or other-typed one is a 404.
 */
export async function findProjectProperty(
  db: Db,
  userId: string,
  ref: PropertyRef,
  type: DataSourceType,
): Promise<DataSource> {
  const sources = await listDataSourcesAsUser(db, userId, ref.projectId);
  const source = sources.find((s) => s.id === ref.propertyId && s.type === type);
  if (!source) {
    throw notFound(`No ${LABELS[type]} data source with this id exists in this project.`);
  }
  return source;
}

/** One of the user's synced Business Profile locations, by row id or Google's id, or a 404. */
export async function findUserLocation(
  db: Db,
  userId: string,
  locationId: string,
): Promise<GmbLocation> {
  const ref = isProjectUuid(locationId) ? { id: locationId } : { location_id: locationId };
  const location = await withUser(userId, (tx) => getGmbLocation(tx, ref), db);
  if (!location)
    throw notFound("No Business Profile location with this id is synced to your account.");
  return location;
}
