import type { DateRange } from "@/lib/dates/format";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { dataStateOf } from "@/lib/overview/requests";
import type { OpportunityListRequest } from "./schemas";
import type { OpportunityViewParams } from "./view-params";

// The Opportunities view's requests, built from its scope and URL params. Pure: the server page
// prefetches with these same builders, so its cache keys are the ones the client's hooks read.

export type OpportunityScope = {
  ref: PropertyRef;
  range: DateRange;
  fresh: boolean;
  /** The project's brand terms in force (cannibalization leaves them out). */
  brandTerms: readonly string[];
  params: OpportunityViewParams;
};

/** A page of the list the URL names. */
export function opportunityListRequest({
  ref,
  range,
  fresh,
  brandTerms,
  params,
}: OpportunityScope): OpportunityListRequest {
  return {
    projectId: ref.projectId,
    propertyId: ref.propertyId,
    startDate: range.startDate,
    endDate: range.endDate,
    dataState: dataStateOf(fresh),
    brandTerms: [...brandTerms],
    thresholds: params.thresholds,
    types: [...params.types],
    show: params.show,
    table: params.table,
  };
}

export const OPPORTUNITY_EXPORT_PATH = "/api/data/opportunities/export/";

/** The download of every opportunity the list's filters match, in its order, streamed by the server. */
export function opportunityExportHref(request: OpportunityListRequest, filename: string): string {
  const { table, ...list } = request;
  const order = table ? { ...table, pageIndex: 0 } : undefined;
  const params = new URLSearchParams({
    request: JSON.stringify({ ...list, ...(order ? { table: order } : {}) }),
    filename,
  });
  return `${OPPORTUNITY_EXPORT_PATH}?${params}`;
}
