"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { replaceQuery } from "@/lib/routing/replace-query";
import {
  parseViewState,
  patchViewState,
  withViewState,
  type ViewState,
  type ViewStatePatch,
} from "@/lib/search-performance/url-state";

/** The view's state from the URL, and an update that writes a patch of it back (replacing history). */
export function useViewState(): [ViewState, (patch: ViewStatePatch) => void] {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = useMemo(() => parseViewState(searchParams), [searchParams]);
  const update = useCallback(
    (patch: ViewStatePatch) => {
      const current = new URLSearchParams(searchParams.toString());
      const search = withViewState(current, patchViewState(parseViewState(current), patch));
      replaceQuery(pathname, search);
    },
    [pathname, searchParams],
  );
  return [state, update];
}
