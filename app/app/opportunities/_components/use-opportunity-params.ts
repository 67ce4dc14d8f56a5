"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import {
  parseOpportunityParams,
  withOpportunityParams,
  type OpportunityViewParams,
} from "@/lib/opportunities/view-params";
import { replaceQuery } from "@/lib/routing/replace-query";

/** The view's filters, table order and thresholds, read from and written to the URL. */
export function useOpportunityParams(): [
  OpportunityViewParams,
  (next: OpportunityViewParams) => void,
] {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => parseOpportunityParams(searchParams), [searchParams]);
  const update = useCallback(
    (next: OpportunityViewParams) =>
      replaceQuery(
        pathname,
        withOpportunityParams(new URLSearchParams(searchParams.toString()), next),
      ),
    [pathname, searchParams],
  );
  return [params, update];
}
