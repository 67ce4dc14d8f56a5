// POST /api/authors/crawl — starts the author crawl of the project's site (one at a time per project)
// GET /api/authors/crawl?projectId — the project's newest author crawl
import { parseBody, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import type { AuthorCrawlStatus } from "@/lib/authors/api-types";
import { authorCrawlStatus } from "@/lib/authors/report";
import { projectRefSchema } from "@/lib/authors/schemas";
import { startAuthorCrawl } from "@/lib/authors/start";
import { projectGscSite, projectSite } from "@/lib/authors/store";
import { getDb } from "@/lib/db/client";
import { getJobQueue } from "@/lib/jobs/process";

export const POST = withSessionUser(async (request, user) => {
  const { projectId } = await parseBody(request, projectRefSchema);
  const db = await getDb();
  const source = await projectGscSite(db, user.id, projectId);
  const jobId = await startAuthorCrawl(db, await getJobQueue(), {
    userId: user.id,
    projectId,
    siteUrl: source.property_uri,
  });
  return ok<{ jobId: string }>({ jobId }, { status: 202 });
});

export const GET = withSessionUser(async (request, user) => {
  const { projectId } = parseQuery(request, projectRefSchema);
  const db = await getDb();
  await projectSite(db, user.id, projectId);
  return ok<AuthorCrawlStatus>(await authorCrawlStatus(db, user.id, projectId));
});
