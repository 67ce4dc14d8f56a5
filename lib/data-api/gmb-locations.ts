import "server-only";
import { listGmbLocations, type GmbLocation } from "@/lib/db/queries/gmb";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import type { GmbLocationDto } from "./types";

export function toGmbLocationDto(location: GmbLocation): GmbLocationDto {
  const address = location.address;
  return {
    id: location.id,
    location_id: location.location_id,
    location_name: location.location_name,
    title: location.title,
    address: address ? { ...address, addressLines: address.addressLines ?? [] } : null,
    website_uri: location.website_uri,
  };
}

/** The user's synced Business Profile locations, ordered by location name (spec §7). */
export async function getGmbLocations(db: Db, userId: string): Promise<GmbLocationDto[]> {
  return withUser(userId, async (tx) => (await listGmbLocations(tx)).map(toGmbLocationDto), db);
}
