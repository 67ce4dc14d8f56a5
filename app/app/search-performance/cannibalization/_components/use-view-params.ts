"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import {
  parseViewParams,
  withViewParams,
  type CannibalizationViewParams,
} from "@/lib/cannibalization/view-params";

/** The view's thresholds, branded switch and open issue, read from and written to the URL. */
export function useViewParams(): [
  CannibalizationViewParams,
  (patch: Partial<CannibalizationViewParams>) => void,
] {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = useMemo(() => parseViewParams(searchParams), [searchParams]);
  const update = useCallback(
    (patch: Partial<CannibalizationViewParams>) => {
      const search = withViewParams(new URLSearchParams(searchParams.toString()), patch);
      const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
      router.replace(search ? `${path}?${search}` : path, { scroll: false });
    },
    [router, pathname, searchParams],
  );
  return [params, update];
}
