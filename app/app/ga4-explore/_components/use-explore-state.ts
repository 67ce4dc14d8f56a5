"use client";

import { usePathname, useSearchParams } from "next/navigation";
import type { PropertyScope } from "@/components/data-state/scoped-view";
import { comparisonRange } from "@/lib/dates/compare";
import type { ExplorationDefinition } from "@/lib/explore/definition";
import {
  explorationOf,
  parseExploreState,
  withExploration,
  withExplorePage,
  type ExploreState,
} from "@/lib/explore/url-state";
import { replaceQuery } from "@/lib/routing/replace-query";

export type ExploreControls = {
  state: ExploreState;
  /** The whole exploration: the URL's definition over the filter context's periods. */
  definition: ExplorationDefinition;
  /** Writes a changed exploration to the URL (its first page; the saved one it came from stays). */
  change: (patch: Partial<ExploreState["definition"]>, options?: { saved?: string | null }) => void;
  setPage: (page: { pageIndex: number; pageSize: number }) => void;
};

/** GA4 Explore's state in the URL, and its writers; the filter context's params are kept. */
export function useExploreState(scope: PropertyScope): ExploreControls {
  const pathname = usePathname();
  const params = useSearchParams();
  const state = parseExploreState(params);
  const definition = explorationOf(
    state.definition,
    scope.range,
    comparisonRange(scope.range, scope.compare),
  );
  const search = () => new URLSearchParams(params.toString());
  return {
    state,
    definition,
    change: (patch, options) =>
      replaceQuery(
        pathname,
        withExploration(search(), { ...definition, ...patch }, options).toString(),
      ),
    setPage: (page) => replaceQuery(pathname, withExplorePage(search(), page).toString()),
  };
}
