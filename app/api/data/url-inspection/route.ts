// POST /api/data/url-inspection/ — inspects one URL of a project's Search Console property, keeps the
// result in the URL's history, and answers it with the property's inspection budget left
import { ApiError } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { urlInspectionRequestSchema } from "@/lib/data-api/schemas/search-console-tools";
import { inspectUrl } from "@/lib/data-api/search-console-tools";
import { isInProperty } from "@/lib/sitemaps/property-scope";
import { inspectionQuota } from "@/lib/url-inspection/quota";
import { recordInspection } from "@/lib/url-inspection/store";
import type { InspectUrlResponse } from "@/lib/url-inspection/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, urlInspectionRequestSchema);
  const db = await getDb();
  const source = await findProjectProperty(db, user.id, input, "gsc");
  const url = new URL(input.url);
  // Google answers a URL outside the property with a bare 400; this says what is wrong.
  if (!isInProperty(source.property_uri, url)) {
    throw new ApiError(
      400,
      "url_outside_property",
      `${url.href} is not part of the property ${source.property_uri}. Search Console inspects only URLs of the property: choose the property that covers it, or a URL it covers.`,
    );
  }
  const { result, quota } = await inspectUrl(user.id, source.property_uri, url.href);
  const at = new Date();
  await recordInspection(db, {
    userId: user.id,
    siteUrl: source.property_uri,
    url: url.href,
    result,
    at,
  });
  return ok<InspectUrlResponse>({
    url: url.href,
    inspectedAt: at.toISOString(),
    result,
    quota: await inspectionQuota(source.property_uri, quota, +at),
  });
});
