import "server-only";
import { checkUserAlerts } from "@/lib/alerts/check";
import { syncGmbAccounts } from "@/lib/google-sync/sync-gmb";
import { syncGoogleProperties } from "@/lib/google-sync/sync-properties";
import type { JobHandlers } from "./worker";

/** The code each kind of job runs. */
export const jobHandlers: JobHandlers = {
  "google-property-sync": ({ userId, db, progress }) =>
    syncGoogleProperties(userId, { db, onProgress: progress }),
  "gbp-sync": ({ userId, db, progress }) => syncGmbAccounts(userId, { db, onProgress: progress }),
  "alert-check": ({ userId, db, progress }) => checkUserAlerts(userId, { db, progress }),
};
