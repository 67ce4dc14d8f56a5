import "server-only";
import { listGoogleProperties } from "@/lib/db/queries/google-properties";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { toGooglePropertyDto } from "./dto";
import type { GooglePropertyDto } from "./types";

/** The Google properties synced to the user's account, ordered by name. */
export function getGoogleProperties(db: Db, userId: string): Promise<GooglePropertyDto[]> {
  return withUser(
    userId,
    async (tx) => (await listGoogleProperties(tx)).map(toGooglePropertyDto),
    db,
  );
}
