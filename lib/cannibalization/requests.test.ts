import { cannibalizationKeys } from "@/lib/query/keys";
import {
  cannibalizationExportHref,
  issueRequest,
  reportRequest,
  viewBrandTerms,
  type DetectionScope,
} from "./requests";
import { FIRST_ISSUES_PAGE } from "./issues-page";
import { DEFAULT_VIEW_PARAMS } from "./view-params";

const scope: DetectionScope = {
  ref: {
    projectId: "0b8f2a6e-1c2d-4e3f-9a4b-5c6d7e8f9a0b",
    propertyId: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
  },
  range: { startDate: "2026-01-01", endDate: "2026-03-31" },
  params: { ...DEFAULT_VIEW_PARAMS, issue: "radish seeds" },
  brandTerms: ["greenleaf"],
};
const PREVIOUS = { startDate: "2025-10-02", endDate: "2025-12-31" };

describe("reportRequest", () => {
  it("asks for the first page with the thresholds, the brand terms left out and the comparison", () => {
    expect(reportRequest(scope, PREVIOUS)).toEqual({
      ...scope.ref,
      ...scope.range,
      minShare: 20,
      minImpressions: 50,
      brandTerms: ["greenleaf"],
      compareWith: PREVIOUS,
      table: FIRST_ISSUES_PAGE,
    });
    const branded = { ...scope, params: { ...scope.params, excludeBranded: false } };
    expect(reportRequest(branded, null)).not.toHaveProperty("compareWith");
    expect(reportRequest(branded, null).brandTerms).toEqual([]);
  });

  it("keys another page under the same list, and an open issue not at all", () => {
    const first = cannibalizationKeys.report(reportRequest(scope, null));
    const next = cannibalizationKeys.report(
      reportRequest(scope, null, { ...FIRST_ISSUES_PAGE, pageIndex: 1 }),
    );
    expect(first.slice(0, -1)).toEqual(next.slice(0, -1));
    const closed = { ...scope, params: { ...scope.params, issue: null } };
    expect(cannibalizationKeys.report(reportRequest(closed, null))).toEqual(first);
  });
});

describe("issueRequest", () => {
  it("names the detection and the query", () => {
    expect(issueRequest(scope, "radish seeds")).toMatchObject({
      minShare: 20,
      brandTerms: ["greenleaf"],
      query: "radish seeds",
    });
  });
});

describe("viewBrandTerms and cannibalizationExportHref", () => {
  it("falls back to the property's name and links to the list's export", () => {
    expect(viewBrandTerms([], "sc-domain:greenleaf.example")).toEqual(["greenleaf"]);
    expect(viewBrandTerms(["Leafy"], "sc-domain:greenleaf.example")).toEqual(["Leafy"]);
    const href = cannibalizationExportHref(reportRequest(scope, PREVIOUS), "issues.csv");
    const params = new URL(href, "http://localhost").searchParams;
    expect(href.startsWith("/api/data/cannibalization/export/?")).toBe(true);
    expect(JSON.parse(params.get("request")!)).not.toHaveProperty("compareWith");
    expect(params.get("filename")).toBe("issues.csv");
  });
});
