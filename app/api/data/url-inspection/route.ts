// POST /api/data/url-inspection — how Google indexed one URL of a project's Search Console property, and the inspection quota left
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { ok, parseBody, respondData } from "@/lib/data-api/http";
import { findProjectProperty } from "@/lib/data-api/ownership";
import { urlInspectionRequestSchema } from "@/lib/data-api/schemas/search-console-tools";
import { inspectUrl } from "@/lib/data-api/search-console-tools";
import type { UrlInspectionResponse } from "@/lib/data-api/types";

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, urlInspectionRequestSchema);
  if (!input.ok) return input.response;
  return respondData("inspecting a URL", async () => {
    const source = await findProjectProperty(await getDb(), user.id, input.data, "gsc");
    return ok<UrlInspectionResponse>(
      await inspectUrl(user.id, source.property_uri, input.data.url),
    );
  });
});
