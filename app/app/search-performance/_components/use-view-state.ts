"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { withTrailingSlash } from "@/lib/filters/page-config";
import {
  parseViewState,
  patchViewState,
  withViewState,
  type ViewState,
  type ViewStatePatch,
} from "@/lib/search-performance/url-state";

/** The view's state from the URL, and an update that writes a patch of it back (replacing history). */
export function useViewState(): [ViewState, (patch: ViewStatePatch) => void] {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = useMemo(() => parseViewState(searchParams), [searchParams]);
  const update = useCallback(
    (patch: ViewStatePatch) => {
      const current = new URLSearchParams(searchParams.toString());
      const search = withViewState(current, patchViewState(parseViewState(current), patch));
      const path = withTrailingSlash(pathname);
      router.replace(search ? `${path}?${search}` : path, { scroll: false });
    },
    [router, pathname, searchParams],
  );
  return [state, update];
}
