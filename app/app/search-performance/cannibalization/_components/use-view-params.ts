"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import {
  parseViewParams,
  withViewParams,
  type CannibalizationViewParams,
} from "@/lib/cannibalization/view-params";
import { replaceQuery } from "@/lib/routing/replace-query";

/** The view's thresholds, branded switch and open issue, read from and written to the URL. */
export function useViewParams(): [
  CannibalizationViewParams,
  (patch: Partial<CannibalizationViewParams>) => void,
] {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => parseViewParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<CannibalizationViewParams>) => {
      const search = withViewParams(new URLSearchParams(searchParams.toString()), patch);
      replaceQuery(pathname, search);
    },
    [pathname, searchParams],
  );
  return [params, update];
}
