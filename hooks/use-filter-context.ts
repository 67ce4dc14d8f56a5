"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { useSessionUser } from "@/hooks/use-auth";
import { useDataSourcesQuery } from "@/hooks/queries/use-data-sources-query";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import { googleToday } from "@/lib/dates/google-day";
import {
  parseFilterParams,
  resolveDateRange,
  withFilterParams,
  type CompareMode,
  type DateRange,
  type FilterParams,
} from "@/lib/filters/filter-context";
import { pageConfigFor, usesFilters, type PageFilterConfig } from "@/lib/filters/page-config";
import {
  dataSourceOptions,
  effectiveProperty,
  propertyOptions,
  type DataSourceOption,
  type FilterProperty,
} from "@/lib/filters/selectors";
import { readStoredFilters, restoredSearch, storeFilters } from "@/lib/filters/stored-filters";
import type { DataSourceType } from "@/lib/projects/limits";
import { useReplaceSearch } from "./use-replace-search";

export type FilterProject = { id: string; name: string; dataSourceCount: number };
export type { FilterProperty };

/** Spec §3 filter context: what the URL selects, what can be selected, and setters that edit the URL. */
export type FilterContext = {
  pageConfig: PageFilterConfig;
  /** The view's own source, else the URL's; null means every source. */
  selectedDataSource: DataSourceType | null;
  /** Null for "all": no project, or one the user does not have. */
  selectedProjectId: string | null;
  /**
   * The property the view reads: the URL's, else on a single-source view the project's first
   * property of that source (also when the selector is disabled because there is only one).
   */
  selectedPropertyId: string | null;
  selectedProperty: FilterProperty | null;
  /** True when `selectedProperty` is that default rather than the URL's choice; it stays out of the URL. */
  propertyIsDefault: boolean;
  /** The URL's range, else the view's default (last 28 days ending yesterday; 30 on business profile). */
  dateRange: DateRange;
  compare: CompareMode | null;
  /** True when the view includes fresh days (`fresh=1`); final data only otherwise. */
  fresh: boolean;
  availableDataSources: DataSourceOption[];
  availableProjects: FilterProject[];
  /** The selected project's data sources of the selected source. */
  availableProperties: FilterProperty[];
  projectsLoading: boolean;
  propertiesLoading: boolean;
  setDataSource: (source: DataSourceType | null) => void;
  /** Choosing another project also clears the property. */
  setProject: (projectId: string | null) => void;
  setProperty: (propertyId: string | null) => void;
  setDateRange: (range: DateRange) => void;
  setCompare: (compare: CompareMode | null) => void;
  setFresh: (fresh: boolean) => void;
};

type ParamsPatch = { [K in keyof FilterParams]?: FilterParams[K] | null };

// localStorage can be missing or throw on access (disabled storage); the URL still works without it.
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useFilterContext(): FilterContext {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const replaceSearch = useReplaceSearch();
  const user = useSessionUser();
  const pageConfig = pageConfigFor(pathname);
  const params = useMemo(() => parseFilterParams(searchParams), [searchParams]);
  const projects = useProjectsQuery();
  const knownProject =
    params.project && (!projects.data || projects.data.some((p) => p.id === params.project));
  const selectedProjectId = knownProject ? params.project! : null;
  const sources = useDataSourcesQuery(selectedProjectId);
  const selectedDataSource = pageConfig.dataSource ?? params.source ?? null;

  const availableProperties = propertyOptions(sources.data ?? [], selectedDataSource);
  const { property: selectedProperty, isDefault: propertyIsDefault } = effectiveProperty(
    selectedProjectId,
    availableProperties,
    params.property,
    pageConfig.dataSource,
  );

  const update = useCallback(
    (patch: ParamsPatch) =>
      replaceSearch((current) => {
        const next = { ...parseFilterParams(current), ...patch } as FilterParams;
        const storage = browserStorage();
        if (user && storage) storeFilters(storage, user.id, next);
        return withFilterParams(current, next);
      }),
    [user, replaceSearch],
  );

  return {
    pageConfig,
    selectedDataSource,
    selectedProjectId,
    selectedPropertyId: selectedProperty?.id ?? null,
    selectedProperty,
    propertyIsDefault,
    dateRange: resolveDateRange(params, googleToday(), pageConfig.defaultRangeDays),
    compare: params.compare ?? null,
    fresh: params.fresh === "1",
    availableDataSources: dataSourceOptions(
      selectedProjectId && sources.data ? sources.data.map((s) => s.type) : null,
    ),
    availableProjects: (projects.data ?? []).map(({ id, name, dataSourceCount }) => ({
      id,
      name,
      dataSourceCount,
    })),
    availableProperties,
    projectsLoading: projects.isPending,
    propertiesLoading: selectedProjectId !== null && sources.isPending,
    setDataSource: (source) => update({ source, property: null }),
    setProject: (project) => update({ project, property: null }),
    setProperty: (property) => update({ property }),
    setDateRange: ({ startDate, endDate }) => update({ start: startDate, end: endDate }),
    setCompare: (compare) => update({ compare }),
    setFresh: (fresh) => update({ fresh: fresh ? "1" : null }),
  };
}

/** Brings back the user's last choice on a view opened without filter params. Mount it once, in the shell. */
export function useRestoreFilterContext(): void {
  const pathname = usePathname();
  const replaceSearch = useReplaceSearch();
  const user = useSessionUser();
  const handledPath = useRef<string | null>(null);

  useEffect(() => {
    // Once per visit of a path: clearing every filter later must not bring the old choice back.
    if (!user || handledPath.current === pathname) return;
    handledPath.current = pathname;
    const storage = browserStorage();
    if (!storage || !usesFilters(pageConfigFor(pathname))) return;
    const stored = readStoredFilters(storage, user.id);
    // Built on the newest query string, so a key another writer just set (?location=) stays.
    replaceSearch((current) => restoredSearch(current, stored));
  }, [pathname, user, replaceSearch]);
}
