import type { AlertDto } from "@/lib/alerts/types";

/** An alert as the routes answer it, for the delivery tests; `overrides` change any field. */
export function alertFixture(overrides: Partial<AlertDto> = {}): AlertDto {
  return {
    id: "alert-1",
    projectId: "project-1",
    projectName: "Greenleaf",
    ruleId: "rule-1",
    metric: "gsc_clicks",
    label: "Search clicks",
    day: "2026-02-27",
    title: "Search clicks fell on greenleaf.example",
    message: "Clicks were far below what this weekday usually brings.",
    observed: 1234,
    expected: 5678.4,
    chart: [],
    href: "/app/search-performance/?project=project-1&start=2026-01-31&end=2026-02-27",
    readAt: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}
