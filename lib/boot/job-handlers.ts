import "server-only";
import { checkUserAlerts } from "@/lib/alerts/check";
import { syncGmbAccounts } from "@/lib/google-sync/sync-gmb";
import { syncGoogleProperties } from "@/lib/google-sync/sync-properties";
import { googleCallContext } from "@/lib/google/call-context";
import { searchConsole } from "@/lib/google/search-console";
import { runInspectionBatches } from "@/lib/url-inspection/run-batches";
import { runReportPdfs, sendDueReports } from "@/lib/reports/jobs";
import { runAuthorCrawls } from "@/lib/authors/crawl";
import { runContentIndexChecks } from "@/lib/content/index-check";
import { getJobQueue } from "@/lib/jobs/process";
import type { JobHandlers } from "@/lib/jobs/worker";

/** The code each kind of job runs. */
export const jobHandlers: JobHandlers = {
  "google-property-sync": ({ userId, db, progress }) =>
    syncGoogleProperties(userId, { db, onProgress: progress }),
  "gbp-sync": ({ userId, db, progress }) => syncGmbAccounts(userId, { db, onProgress: progress }),
  "alert-check": ({ userId, db, progress }) => checkUserAlerts(userId, { db, progress }),
  "url-inspection": ({ userId, db, progress, signal }) =>
    runInspectionBatches(userId, {
      db,
      progress,
      signal,
      inspect: (siteUrl, url) => searchConsole(googleCallContext(userId)).inspectUrl(siteUrl, url),
      schedule: async (at) => {
        const queue = await getJobQueue();
        // A paused batch's job waits apart from one queued to go on now.
        await (at
          ? queue.enqueue("url-inspection", userId, {
              startAfter: at,
              singletonKey: `${userId}:resume`,
              step: "Waits for Google's inspection budget (midnight Pacific)",
            })
          : queue.enqueue("url-inspection", userId));
      },
    }),
  "report-pdf": (ctx) => runReportPdfs(ctx),
  "report-send": (ctx) => sendDueReports(ctx),
  "author-crawl": ({ userId, db, progress, signal }) =>
    runAuthorCrawls(userId, { db, progress, signal }),
  "content-index-check": ({ userId, db }) =>
    runContentIndexChecks(userId, { db, queue: getJobQueue }),
};
