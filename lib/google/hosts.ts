import "server-only";
import { configuredSiteUrl, runMode, selfOrigin } from "@/lib/env";
import { EMBEDDED_GOOGLE_BASE_PATH, GOOGLE_API_ROOTS, googleApiRootsAt } from "./base-urls";

export { GOOGLE_API_ROOTS, googleApiRootsAt, type GoogleApiRoots } from "./base-urls";

/**
 * Embedded mode answers Google's calls on the app's own origin; every other mode calls Google.
 * That origin is SITE_URL when set; else `origin` (the public origin of a request, for URLs the
 * browser opens), else this server on loopback at the port it listens on (for its own calls).
 */
export function googleBaseUrl(origin?: string): string | undefined {
  if (runMode() !== "embedded") return undefined;
  const base = configuredSiteUrl ?? origin ?? selfOrigin();
  return `${base.replace(/\/+$/, "")}${EMBEDDED_GOOGLE_BASE_PATH}`;
}

/** The only difference between production and embedded mode: where each API answers. */
export function googleApiRoots() {
  const base = googleBaseUrl();
  return base ? googleApiRootsAt(base) : GOOGLE_API_ROOTS;
}
