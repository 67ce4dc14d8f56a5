import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { authorCrawls, jobRuns } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { JobQueue } from "@/lib/jobs/queue";
import { queueCrawl, setCrawlJob } from "./store";

// Starting an author crawl: one waits or runs per project at a time; asking again answers the
// crawl already under way.

/**
 * Ends the project's crawls whose job ended without them (a job that failed for good, or was
 * cancelled from the tray before it took the crawl up), so a new crawl may start.
 */
export async function settleStaleCrawls(db: Db, projectId: string): Promise<void> {
  const ended = db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(inArray(jobRuns.state, ["completed", "failed", "cancelled"]));
  await db
    .update(authorCrawls)
    .set({
      state: sql`case when (select state from job_runs where id = ${authorCrawls.job_id}) = 'cancelled' then 'cancelled' else 'failed' end`,
      error_message: sql`case when (select state from job_runs where id = ${authorCrawls.job_id}) = 'cancelled' then null else 'The crawl stopped before it finished. Please try again.' end`,
      updated_at: sql`now()`,
      finished_at: sql`now()`,
    })
    .where(
      and(
        eq(authorCrawls.project_id, projectId),
        inArray(authorCrawls.state, ["queued", "running"]),
        inArray(authorCrawls.job_id, ended),
      ),
    );
}

/** Queues a crawl of the project's site (or finds the one under way); its job's id. */
export async function startAuthorCrawl(
  db: Db,
  queue: JobQueue,
  input: { userId: string; projectId: string; siteUrl: string },
): Promise<string> {
  await settleStaleCrawls(db, input.projectId);
  const { crawl, created } = await queueCrawl(db, input);
  if (!created && crawl.job_id) return crawl.job_id;
  const jobId = await queue.enqueue("author-crawl", input.userId, {
    step: "Waits to read the site's pages",
  });
  await setCrawlJob(db, crawl.id, jobId);
  return jobId;
}
