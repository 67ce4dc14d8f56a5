import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { TablePageQuery } from "@/lib/tables/table-page";
import type { CoverageRequest } from "./schemas";
import type { CoverageSort, CoverageState } from "./types";

// The Coverage view's requests, built the same way by its prefetch and its hooks.

export type CoverageViewState = {
  state?: CoverageState;
  issue?: string;
  table: TablePageQuery<CoverageSort>;
};

export const DEFAULT_COVERAGE_STATE: CoverageViewState = {
  table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 25 },
};

export function coverageRequest(ref: PropertyRef, view: CoverageViewState): CoverageRequest {
  return {
    ...ref,
    ...(view.state ? { state: view.state } : {}),
    ...(view.issue ? { issue: view.issue } : {}),
    table: {
      sort: view.table.sort,
      desc: view.table.desc,
      pageIndex: view.table.pageIndex,
      pageSize: view.table.pageSize,
      ...(view.table.search ? { search: view.table.search } : {}),
    },
  };
}

/** The streamed CSV of every URL the table's filter holds, in its order. */
export function coverageExportHref(request: CoverageRequest, filename: string): string {
  const { table, ...rest } = request;
  const query = new URLSearchParams({
    request: JSON.stringify({ ...rest, table: { ...table, pageIndex: 0 } }),
    filename,
  });
  return `/api/data/coverage/export/?${query}`;
}
