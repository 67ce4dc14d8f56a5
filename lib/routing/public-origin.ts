import "server-only";
import { configuredSiteUrl } from "@/lib/env";

/**
 * The origin the browser used for this request: SITE_URL when it is set (the other modes require
 * it), else the request's own origin. Embedded mode needs no SITE_URL, so `npm start -- -p 4000`
 * signs in at http://localhost:4000 without settings.
 */
export function publicOrigin(
  request: Request,
  siteUrl: string | undefined = configuredSiteUrl,
): string {
  return siteUrl ?? new URL(request.url).origin;
}
