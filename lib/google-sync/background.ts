import "server-only";
import { after } from "next/server";
import { syncGooglePropertiesIfIncomplete } from "./sync-properties";

/**
 * After the sign-in's response has gone out, fills the property list of a user who has none yet,
 * or whose GA4 properties lack their time zone.
 * Fire and forget: a failure is logged, and the user can still sync by hand.
 */
export function syncGooglePropertiesInBackground(userId: string): void {
  const task = () =>
    syncGooglePropertiesIfIncomplete(userId).catch((error: unknown) =>
      console.warn("[google-sync] the first property sync failed", error),
    );
  try {
    after(task);
  } catch {
    // Outside a request (a script or a unit test) nothing is scheduled: no response to run after.
  }
}
