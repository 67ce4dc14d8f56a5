import { describe, expect, it } from "vitest";
import { searchConsoleDataRequestSchema } from "@/lib/data-api/schemas/search-console";
import * as z from "@/lib/zod-mini";
import {
  apiFilters,
  brandedSplitRequest,
  drillRequest,
  tabRequest,
  trendRequest,
} from "./requests";
import { DEFAULT_VIEW_STATE, type ViewState } from "./url-state";

const REF = {
  projectId: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
  propertyId: "0b4c6d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e",
};
const RANGE = { startDate: "2026-01-05", endDate: "2026-02-01" };
const BRAND = ["greenleaf"];
const state = (patch: Partial<ViewState> = {}): ViewState => ({ ...DEFAULT_VIEW_STATE, ...patch });

describe("apiFilters", () => {
  it("maps every operator to Search Console's name", () => {
    const operators = (["equals", "contains", "notContains", "regex", "excludeRegex"] as const).map(
      (operator) => apiFilters(state({ query: { operator, expression: "x" } }), BRAND)[0]!.operator,
    );
    expect(operators).toEqual([
      "equals",
      "contains",
      "notContains",
      "includingRegex",
      "excludingRegex",
    ]);
  });

  it("turns every filter of the view into one filter of the group", () => {
    expect(
      apiFilters(
        state({
          query: { operator: "contains", expression: "hose" },
          page: { operator: "regex", expression: "/blog/" },
          country: "usa",
          device: "mobile",
          appearance: "VIDEO",
          brand: "nonBranded",
        }),
        BRAND,
      ),
    ).toEqual([
      { dimension: "query", operator: "contains", expression: "hose" },
      { dimension: "page", operator: "includingRegex", expression: "/blog/" },
      { dimension: "country", operator: "equals", expression: "usa" },
      { dimension: "device", operator: "equals", expression: "MOBILE" },
      { dimension: "searchAppearance", operator: "equals", expression: "VIDEO" },
      {
        dimension: "query",
        operator: "excludingRegex",
        expression: String.raw`(?i)(?:^|[^\p{L}\p{N}])(?:greenleaf)s?(?:[^\p{L}\p{N}]|$)`,
      },
    ]);
  });

  it("leaves out the brand segment without brand terms", () => {
    expect(apiFilters(state({ brand: "branded" }), [])).toEqual([]);
  });

  it("leaves out query filters on Discover, which reports no queries", () => {
    const discover = state({
      type: "discover",
      query: { operator: "contains", expression: "hose" },
      brand: "branded",
      page: { operator: "contains", expression: "/blog/" },
    });
    expect(apiFilters(discover, BRAND)).toEqual([
      { dimension: "page", operator: "contains", expression: "/blog/" },
    ]);
  });
});

describe("requests", () => {
  it("asks for the trend by date with final data, and passes the route's schema", () => {
    const request = trendRequest(REF, RANGE, state({ type: "image", country: "gbr" }), BRAND);
    expect(request).toEqual({
      ...REF,
      ...RANGE,
      dimensions: ["date"],
      type: "image",
      dataState: "final",
      filters: [{ dimension: "country", operator: "equals", expression: "gbr" }],
      // Every day in date order, in one page.
      table: { sort: "key", desc: false, pageIndex: 0, pageSize: 500 },
    });
    expect(z.safeParse(searchConsoleDataRequestSchema, request).success).toBe(true);
  });

  it("asks every widget for fresh days alike when the view includes them", () => {
    const fresh = { ...REF, fresh: true };
    const before = { startDate: "2025-12-01", endDate: "2025-12-28" };
    const s = state({ drill: { dimension: "query", value: "corn" } });
    const requests = [
      trendRequest(fresh, RANGE, s, BRAND, before),
      tabRequest(fresh, RANGE, s, BRAND, "pages", { compareWith: before }),
      drillRequest(fresh, RANGE, s, BRAND),
      brandedSplitRequest(fresh, RANGE, s, BRAND),
    ];
    expect(requests.map((r) => r?.dataState)).toEqual(["all", "all", "all", "all"]);
    // The flag picks the data state; it is not part of the route's body.
    expect(requests.every((r) => r && !("fresh" in r))).toBe(true);
    expect(requests[0]).toMatchObject({ compareWith: before });
  });

  it("asks each tab for its dimension", () => {
    const dimensions = (
      ["queries", "pages", "countries", "devices", "appearance", "dates"] as const
    ).map((tab) => tabRequest(REF, RANGE, state(), BRAND, tab)!.dimensions);
    expect(dimensions).toEqual([
      ["query"],
      ["page"],
      ["country"],
      ["device"],
      ["searchAppearance"],
      ["date"],
    ]);
    expect(tabRequest(REF, RANGE, state({ type: "discover" }), BRAND, "queries")).toBeNull();
    expect(tabRequest(REF, RANGE, state({ type: "discover" }), BRAND, "pages")).not.toBeNull();
  });

  it("asks a tab for one page, most clicks first, beside the comparison period when on", () => {
    const previous = { startDate: "2025-12-08", endDate: "2026-01-04" };
    const request = tabRequest(REF, RANGE, state(), BRAND, "queries", { compareWith: previous });
    expect(request?.table).toEqual({ sort: "clicks", desc: true, pageIndex: 0, pageSize: 25 });
    expect(request?.compareWith).toEqual(previous);
    expect(tabRequest(REF, RANGE, state(), BRAND, "dates")?.table).toMatchObject({
      sort: "key",
      desc: true,
    });
    expect(tabRequest(REF, RANGE, state(), BRAND, "pages")).not.toHaveProperty("compareWith");
    expect(z.safeParse(searchConsoleDataRequestSchema, request).success).toBe(true);
  });

  it("asks a query's pages and a page's queries for the drill-down", () => {
    const query = drillRequest(
      REF,
      RANGE,
      state({ drill: { dimension: "query", value: "hose" } }),
      BRAND,
    );
    expect(query?.dimensions).toEqual(["page"]);
    expect(query?.filters).toEqual([
      { dimension: "query", operator: "equals", expression: "hose" },
    ]);
    const page = drillRequest(
      REF,
      RANGE,
      state({ drill: { dimension: "page", value: "https://x.example/" }, device: "desktop" }),
      BRAND,
    );
    expect(page?.dimensions).toEqual(["query"]);
    expect(page?.filters).toEqual([
      { dimension: "device", operator: "equals", expression: "DESKTOP" },
      { dimension: "page", operator: "equals", expression: "https://x.example/" },
    ]);
    expect(drillRequest(REF, RANGE, state(), BRAND)).toBeNull();
  });
});
