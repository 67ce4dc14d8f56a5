"use client";

import { useQuery } from "@tanstack/react-query";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from "@/lib/query/request";
import type { SitemapCheck } from "@/lib/sitemaps/types";

// Rankwell's read of a sitemap changes only when the site does: it is kept for 10 minutes.
const CHECK_STALE_TIME_MS = 10 * 60_000;

export const sitemapCheckKeys = {
  all: ["sitemap-check"] as const,
  one: (ref: PropertyRef, url: string) =>
    ["sitemap-check", ref.projectId, ref.propertyId, url] as const,
};

async function fetchSitemapCheck(ref: PropertyRef, url: string): Promise<SitemapCheck> {
  const query = new URLSearchParams({ ...ref, url });
  const response = await fetch(`/api/sitemaps/inspect/?${query}`).catch(() => {
    throw new ApiRequestError(undefined, "network_error", NETWORK_ERROR_MESSAGE);
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body) return body as SitemapCheck;
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  throw new ApiRequestError(
    response.status,
    typeof error?.code === "string" ? error.code : "http_error",
    typeof error?.message === "string" ? error.message : `The check failed (${response.status}).`,
  );
}

/** Rankwell's own read of one sitemap of the property; `url` null sends nothing. */
export function useSitemapCheck(ref: PropertyRef | null, url: string | null) {
  return useQuery({
    queryKey: ref && url ? sitemapCheckKeys.one(ref, url) : sitemapCheckKeys.all,
    queryFn: () => fetchSitemapCheck(ref!, url!),
    enabled: ref !== null && url !== null,
    staleTime: CHECK_STALE_TIME_MS,
  });
}
