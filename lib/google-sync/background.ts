import "server-only";
import { after } from "next/server";
import { getDb } from "@/lib/db/client";
import { getJobQueue } from "@/lib/jobs/process";
import { propertyListIncomplete } from "./sync-properties";

/**
 * After the sign-in's response has gone out, queues a property sync for a user who has no
 * properties yet, or whose GA4 properties lack their time zone. The job survives a restart and
 * retries; the jobs tray shows its progress. A failure to queue it is logged, and the user can
 * still sync by hand.
 */
export function syncGooglePropertiesInBackground(userId: string): void {
  const task = async () => {
    try {
      if (await propertyListIncomplete(userId, await getDb())) {
        await (await getJobQueue()).enqueue("google-property-sync", userId);
      }
    } catch (error) {
      console.warn("[google-sync] the first property sync could not be queued", error);
    }
  };
  try {
    after(task);
  } catch {
    // Outside a request (a script or a unit test) nothing is scheduled: no response to run after.
  }
}
