// GET /api/sitemaps/inspect?projectId&propertyId&url — Rankwell's own read of a sitemap of a project's Search Console property
import { jsonError } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { ok, parseInput, respondData } from "@/lib/data-api/http";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { checkRateLimit } from "@/lib/security/rate-limit";
import { SafeFetchError } from "@/lib/security/safe-fetch";
import { checkSitemap } from "@/lib/sitemaps/fetch-sitemap";
import { sitemapInspectQuerySchema } from "@/lib/sitemaps/inspect-schema";
import type { SitemapCheck } from "@/lib/sitemaps/types";

export const GET = withSessionUser(async (request, user) => {
  const params = request.nextUrl.searchParams;
  const input = parseInput(
    {
      projectId: params.get("projectId") ?? undefined,
      propertyId: params.get("propertyId") ?? undefined,
      url: params.get("url") ?? undefined,
    },
    sitemapInspectQuerySchema,
  );
  if (!input.ok) return input.response;
  const limit = await checkRateLimit("sitemap-inspect", user.id);
  if (!limit.ok) {
    const seconds = limit.retryAfterSeconds;
    return jsonError(
      429,
      "rate_limited",
      `Rankwell read many sitemaps for you this minute. Please wait ${seconds} seconds and try again.`,
      { "Retry-After": String(seconds) },
    );
  }
  return respondData("checking a sitemap", async () => {
    const source = await findProjectProperty(await getDb(), user.id, input.data, "gsc");
    try {
      const check = await checkSitemap(input.data.url, { propertyUri: source.property_uri });
      return ok<SitemapCheck>(check);
    } catch (error) {
      // Only a refused address comes back as an error: every other fetch failure is the report.
      if (!(error instanceof SafeFetchError)) throw error;
      const status = error.code === "invalid_url" ? 400 : 403;
      return jsonError(status, error.code, error.message);
    }
  });
});
