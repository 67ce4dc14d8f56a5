// GET /api/sitemaps/inspect?projectId&propertyId&url — Rankwell's own read of a sitemap of a project's Search Console property
import { rateLimited } from "@/lib/api/errors";
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { checkRateLimit } from "@/lib/security/rate-limit";
import { checkSitemap } from "@/lib/sitemaps/fetch-sitemap";
import { sitemapInspectQuerySchema } from "@/lib/sitemaps/inspect-schema";
import type { SitemapCheck } from "@/lib/sitemaps/types";

export const GET = withSessionUser(async (request, user) => {
  const input = parseQuery(request, sitemapInspectQuerySchema);
  const limit = await checkRateLimit("sitemap-inspect", user.id);
  if (!limit.ok) {
    const seconds = limit.retryAfterSeconds;
    throw rateLimited(
      `Rankwell read many sitemaps for you this minute. Please wait ${seconds} seconds and try again.`,
      seconds,
    );
  }
  const source = await findProjectProperty(await getDb(), user.id, input, "gsc");
  // A refused address (bad URL, private network) throws; every other fetch failure is the report.
  return ok<SitemapCheck>(await checkSitemap(input.url, { propertyUri: source.property_uri }));
});
