import "server-only";
import { notFound } from "@/lib/api/errors";
import { monthsOfRange } from "@/lib/business-profile/keywords";
import { gbpSearchKeywords } from "@/lib/business-profile/search-keywords";
import { searchConsoleRowsInOrder } from "@/lib/data-api/search-console";
import { listDataSources } from "@/lib/db/queries/data-sources";
import { listGmbLocations } from "@/lib/db/queries/gmb";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { locationNumbers } from "@/lib/overview/sources";
import {
  compareMapsAndWeb,
  keywordKey,
  webRangeOf,
  type MapsVsOrganicRow,
  type WebQuery,
} from "./maps";
import type { MapsVsOrganicInput } from "./schemas";
import type { MapsVsOrganicResponse } from "./view-types";

/**
 * A location's keywords on Maps and Search beside the same queries in web search, every keyword
 * (the route pages them out, the CSV writes them all). Null when the project has no Search
 * Console property.
 */
export async function mapsVsOrganic(
  db: Db,
  userId: string,
  input: MapsVsOrganicInput,
): Promise<(Omit<MapsVsOrganicResponse, "rows"> & { rows: MapsVsOrganicRow[] }) | null> {
  const sources = await withUser(userId, (tx) => listDataSources(tx, input.projectId), db);
  const gsc = sources.find((s) => s.type === "gsc");
  if (!gsc) return null;
  const months = monthsOfRange(input);
  const webRange = webRangeOf(input);
  const numbers = new Set(locationNumbers(sources));
  const locations =
    numbers.size === 0
      ? []
      : (await withUser(userId, (tx) => listGmbLocations(tx), db)).filter(
          (l) => numbers.has(l.location_id) && l.website_uri,
        );
  const empty = { alsoInWeb: 0, keywords: 0, mapsCounted: 0, webImpressions: 0 };
  if (locations.length === 0) {
    return {
      locations: [],
      locationId: null,
      months,
      webRange,
      rows: [],
      total: 0,
      summary: empty,
    };
  }
  const location = input.locationId
    ? locations.find((l) => l.id === input.locationId)
    : locations[0];
  if (!location) throw notFound("This location is not one of the project's Business Profiles.");

  const [keywords, queries] = await Promise.all([
    gbpSearchKeywords(userId, location, { locationId: location.id, ...months }),
    searchConsoleRowsInOrder(userId, gsc.property_uri, {
      projectId: input.projectId,
      propertyId: input.propertyId,
      ...webRange,
      dimensions: ["query"],
      dataState: "final",
      table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 1 },
    }),
  ]);
  const web = new Map<string, WebQuery>();
  for (const row of queries) {
    const query = row.keys[0];
    if (query === undefined) continue;
    web.set(keywordKey(query), {
      clicks: row.clicks,
      impressions: row.impressions,
      position: row.position,
    });
  }
  const { rows, summary } = compareMapsAndWeb(keywords.keywords, web);
  return {
    locations: locations.map((l) => ({
      id: l.id,
      title: l.title ?? l.location_name,
      websiteUrl: l.website_uri!,
    })),
    locationId: location.id,
    months,
    webRange,
    rows,
    total: rows.length,
    summary,
  };
}
