"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GbpKeywordsQuery } from "@/lib/business-profile/keywords";
import { fetchGbpKeywords } from "@/lib/query/google-data";
import { gbpKeywordKeys } from "@/lib/query/keys";

/** The search keywords a location was found with over whole months. */
export function useGbpKeywordsQuery(query: GbpKeywordsQuery) {
  return useQuery({
    queryKey: gbpKeywordKeys.months(query),
    queryFn: () => fetchGbpKeywords(query),
    placeholderData: keepPreviousData,
  });
}
