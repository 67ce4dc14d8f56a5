import { QueryClient } from "@tanstack/react-query";
import { vi } from "vitest";
import { cannibalizationKeys } from "@/lib/query/keys";
import { greenleaf, PROJECT_ID, SOURCES } from "@/tests/support/overview-project";
import { runInTimeZone } from "@/tests/support/time-zone";
import { FIRST_ISSUES_PAGE } from "./issues-page";

// The server page's prefetch: the first screen under the keys the view's hooks read, each read
// from the loader with its parsed input, never over HTTP.

vi.mock("@/lib/projects/prefetch", () => ({ getUserProjects: vi.fn(async () => [greenleaf()]) }));
vi.mock("./report", () => ({
  cannibalizationReport: vi.fn(async () => ({ summary: { issues: 1 } })),
  cannibalizationIssue: vi.fn(async () => ({ issue: null, positions: [] })),
}));

const { prefetchCannibalization } = await import("./prefetch");
const { cannibalizationIssue, cannibalizationReport } = await import("./report");

const USER = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const RANGE = { startDate: "2026-01-05", endDate: "2026-02-01" };
const PREVIOUS = { startDate: "2025-12-08", endDate: "2026-01-04" };
const DETECTION = {
  minShare: 30,
  minImpressions: 50,
  // The project has no brand terms: the property's name stands in.
  brandTerms: ["greenleaf"],
};
const ref = { projectId: PROJECT_ID, propertyId: SOURCES.domain.id };

async function prefetched(search: string) {
  const client = new QueryClient();
  await prefetchCannibalization(client, USER, new URLSearchParams(search));
  return client;
}

describe("prefetchCannibalization", () => {
  beforeEach(() => vi.clearAllMocks());

  it("loads the summary, the comparison and the first page, and the issue the URL opens", async () => {
    const search = `project=${PROJECT_ID}&property=${SOURCES.domain.id}&start=${RANGE.startDate}&end=${RANGE.endDate}&compare=previous&minShare=30&issue=radish+seeds`;
    const client = await prefetched(search);
    const report = { ...ref, ...RANGE, ...DETECTION, compareWith: PREVIOUS };
    expect(
      client.getQueryData(cannibalizationKeys.report({ ...report, table: FIRST_ISSUES_PAGE })),
    ).toEqual({ summary: { issues: 1 } });
    expect(cannibalizationReport).toHaveBeenCalledWith(USER, "sc-domain:greenleaf.example", {
      ...report,
      table: FIRST_ISSUES_PAGE,
      // Final data only, as every widget reads without fresh=1.
      dataState: "final",
    });
    const issue = { ...ref, ...RANGE, ...DETECTION, query: "radish seeds" };
    expect(client.getQueryData(cannibalizationKeys.issue(issue))).toEqual({
      issue: null,
      positions: [],
    });
  });

  it("leaves the issue out without one in the URL, and the brand terms when branded queries are in", async () => {
    const search = `project=${PROJECT_ID}&property=${SOURCES.domain.id}&start=${RANGE.startDate}&end=${RANGE.endDate}&branded=include`;
    const client = await prefetched(search);
    const report = { ...ref, ...RANGE, ...DETECTION, minShare: 20, brandTerms: [] };
    expect(
      client.getQueryData(cannibalizationKeys.report({ ...report, table: FIRST_ISSUES_PAGE })),
    ).toBeDefined();
    expect(cannibalizationIssue).not.toHaveBeenCalled();
  });

  describe("on a server in UTC", () => {
    runInTimeZone("UTC");
    afterEach(() => vi.useRealTimers());

    it("ends the default range on yesterday in Pacific time, as the browser does", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      // 19:00 on February 1st in Pacific time, already February 2nd in UTC.
      vi.setSystemTime(new Date("2026-02-02T03:00:00Z"));
      await prefetched(`project=${PROJECT_ID}&property=${SOURCES.domain.id}`);
      expect(cannibalizationReport).toHaveBeenCalledWith(
        USER,
        "sc-domain:greenleaf.example",
        expect.objectContaining({ startDate: "2026-01-04", endDate: "2026-01-31" }),
      );
    });
  });

  it("loads nothing for a project without Search Console", async () => {
    const { getUserProjects } = await import("@/lib/projects/prefetch");
    vi.mocked(getUserProjects).mockResolvedValueOnce([greenleaf([SOURCES.ga4])]);
    const client = await prefetched(`project=${PROJECT_ID}`);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(cannibalizationReport).not.toHaveBeenCalled();
  });
});
