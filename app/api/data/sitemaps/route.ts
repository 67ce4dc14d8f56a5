// GET /api/data/sitemaps?projectId&propertyId[&sitemapIndex] — the sitemaps of a project's Search
// Console property, or the children Google lists for one of its sitemap indexes
// POST /api/data/sitemaps — submits { feedpath }; DELETE — removes it from the report (both need the webmasters scope)
import { parseBody, parseQuery } from "@/lib/api/request";
import { noContent, ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import {
  sitemapBodySchema,
  sitemapsQuerySchema,
} from "@/lib/data-api/schemas/search-console-tools";
import { deleteSitemap, listSitemaps, submitSitemap } from "@/lib/data-api/search-console-tools";
import type { SitemapsResponse } from "@/lib/data-api/types";

export const GET = withSessionUser(async (request, user) => {
  const input = parseQuery(request, sitemapsQuerySchema);
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  return ok<SitemapsResponse>({
    sitemaps: await listSitemaps(user.id, source.property_uri, input.sitemapIndex),
  });
});

const change = (run: typeof submitSitemap) =>
  withSessionUser(async (request, user) => {
    const input = await parseBody(request, sitemapBodySchema);
    const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
    await run(user.id, source.property_uri, input.feedpath);
    return noContent();
  });

export const POST = change(submitSitemap);
export const DELETE = change(deleteSitemap);
