"use client";

import { useCallback } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { withTrailingSlash } from "@/lib/filters/page-config";
import { latestSearch, type SearchWrite } from "@/lib/filters/search-writes";
import { replaceQuery } from "@/lib/routing/replace-query";

// One per tab: every writer of the shell's query keys builds on the last write, not on the render.
let lastWrite: SearchWrite | null = null;

/**
 * Replaces the query string (no history entry) with what `build` makes of the newest one, which
 * may be a write the router has not rendered yet; `build` answers null to leave the URL alone.
 */
export function useReplaceSearch(): (build: (current: URLSearchParams) => string | null) => void {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return useCallback(
    (build) => {
      const path = withTrailingSlash(pathname);
      const rendered = searchParams.toString();
      const search = build(new URLSearchParams(latestSearch(lastWrite, path, rendered)));
      if (search === null) return;
      lastWrite = { path, from: rendered, to: search };
      replaceQuery(path, search);
    },
    [pathname, searchParams],
  );
}
