"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GbpKeywordsQuery } from "@/lib/business-profile/keywords";
import { fetchGbpKeywords } from "@/lib/data-api/api-client";

export const gbpKeywordKeys = {
  all: ["gbp-keywords"] as const,
  months: ({ locationId, startMonth, endMonth }: GbpKeywordsQuery) =>
    ["gbp-keywords", locationId, startMonth, endMonth] as const,
};

/** The search keywords a location was found with over whole months. */
export function useGbpKeywordsQuery(query: GbpKeywordsQuery) {
  return useQuery({
    queryKey: gbpKeywordKeys.months(query),
    queryFn: () => fetchGbpKeywords(query),
    placeholderData: keepPreviousData,
  });
}
