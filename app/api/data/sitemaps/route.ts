// GET /api/data/sitemaps?projectId&propertyId[&sitemapIndex] — the sitemaps of a project's Search
// Console property, or the children Google lists for one of its sitemap indexes
// POST /api/data/sitemaps — submits { feedpath }; DELETE — removes it from the report (both need the webmasters scope)
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { noContent, ok, parseBody, parseInput, respondData } from "@/lib/data-api/http";
import { findProjectProperty } from "@/lib/data-api/ownership";
import {
  sitemapBodySchema,
  sitemapsQuerySchema,
} from "@/lib/data-api/schemas/search-console-tools";
import { deleteSitemap, listSitemaps, submitSitemap } from "@/lib/data-api/search-console-tools";
import type { SitemapsResponse } from "@/lib/data-api/types";

export const GET = withSessionUser(async (request, user) => {
  const params = request.nextUrl.searchParams;
  const input = parseInput(
    {
      projectId: params.get("projectId") ?? undefined,
      propertyId: params.get("propertyId") ?? undefined,
      sitemapIndex: params.get("sitemapIndex") ?? undefined,
    },
    sitemapsQuerySchema,
  );
  if (!input.ok) return input.response;
  return respondData("listing sitemaps", async () => {
    const source = await findProjectProperty(await getDb(), user.id, input.data, "gsc");
    const { sitemapIndex } = input.data;
    return ok<SitemapsResponse>({
      sitemaps: await listSitemaps(user.id, source.property_uri, sitemapIndex),
    });
  });
});

const change = (context: string, run: typeof submitSitemap) =>
  withSessionUser(async (request, user) => {
    const input = await parseBody(request, sitemapBodySchema);
    if (!input.ok) return input.response;
    return respondData(context, async () => {
      const source = await findProjectProperty(await getDb(), user.id, input.data, "gsc");
      await run(user.id, source.property_uri, input.data.feedpath);
      return noContent();
    });
  });

export const POST = change("submitting a sitemap", submitSitemap);
export const DELETE = change("removing a sitemap", deleteSitemap);
