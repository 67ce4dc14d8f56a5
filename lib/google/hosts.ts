import "server-only";
import { runMode, siteUrl } from "@/lib/env";
import { EMBEDDED_GOOGLE_BASE_PATH, GOOGLE_API_ROOTS, googleApiRootsAt } from "./base-urls";

export { GOOGLE_API_ROOTS, googleApiRootsAt, type GoogleApiRoots } from "./base-urls";

/** Embedded mode answers Google's calls on the app's own origin; every other mode calls Google. */
export function googleBaseUrl(): string | undefined {
  return runMode() === "embedded"
    ? `${siteUrl.replace(/\/+$/, "")}${EMBEDDED_GOOGLE_BASE_PATH}`
    : undefined;
}

/** The only difference between production and embedded mode: where each API answers. */
export function googleApiRoots() {
  const base = googleBaseUrl();
  return base ? googleApiRootsAt(base) : GOOGLE_API_ROOTS;
}
