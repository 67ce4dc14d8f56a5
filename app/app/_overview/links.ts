import type { OverviewScope } from "@/lib/overview/scope";

/** A view's URL with the overview's project, Search Console property, range and comparison. */
export function viewHref(
  path: string,
  scope: Pick<OverviewScope, "gsc" | "range" | "compare">,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  if (scope.gsc) {
    params.set("project", scope.gsc.projectId);
    params.set("property", scope.gsc.propertyId);
  }
  params.set("start", scope.range.startDate);
  params.set("end", scope.range.endDate);
  if (scope.compare) params.set("compare", scope.compare);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${path}?${params}`;
}
