"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  gbpKeywordsSearchParams,
  type GbpKeywordsQuery,
  type GbpKeywordsResponse,
} from "@/lib/business-profile/keywords";
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from "@/lib/projects/api-client";

export const gbpKeywordKeys = {
  all: ["gbp-keywords"] as const,
  months: ({ locationId, startMonth, endMonth }: GbpKeywordsQuery) =>
    ["gbp-keywords", locationId, startMonth, endMonth] as const,
};

// A failure throws ApiRequestError with the server's status and code, as the other data hooks do.
async function fetchGbpKeywords(query: GbpKeywordsQuery): Promise<GbpKeywordsResponse> {
  const response = await fetch(`/api/data/gbp/keywords/?${gbpKeywordsSearchParams(query)}`).catch(
    () => {
      throw new ApiRequestError(undefined, "network_error", NETWORK_ERROR_MESSAGE);
    },
  );
  const body = (await response.json().catch(() => null)) as
    (GbpKeywordsResponse & { error?: { code?: string; message?: string } }) | null;
  if (!response.ok || !Array.isArray(body?.keywords)) {
    throw new ApiRequestError(
      response.status,
      body?.error?.code ?? "http_error",
      body?.error?.message ?? `The request failed (${response.status}).`,
    );
  }
  return body;
}

/** The search keywords a location was found with over whole months. */
export function useGbpKeywordsQuery(query: GbpKeywordsQuery) {
  return useQuery({
    queryKey: gbpKeywordKeys.months(query),
    queryFn: () => fetchGbpKeywords(query),
    placeholderData: keepPreviousData,
  });
}
