import * as z from "@/lib/zod-mini";
import { LOCAL_KEYS, tryStorage, type StorageLike, type UserProfileRecord } from "./local-keys";

// Reads the profile record back, checked, since storage holds whatever was written there. Apart
// from ./local-keys so that the dashboard's first load, which only writes the record, loads no zod.

const userProfileSchema = z.object({ email: z.string(), lastLogin: z.string() });

export function readUserProfile(storage: StorageLike): UserProfileRecord | null {
  return tryStorage(() => {
    const parsed = userProfileSchema.safeParse(
      JSON.parse(storage.getItem(LOCAL_KEYS.userProfile) ?? "null"),
    );
    return parsed.success ? parsed.data : null;
  }, null);
}
