import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_VIEW_STATE,
  parseViewState,
  patchViewState,
  viewStateParams,
  withViewState,
  type ViewState,
} from "./url-state";

const parse = (query: string) => parseViewState(new URLSearchParams(query));

describe("parseViewState", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual(DEFAULT_VIEW_STATE);
  });

  it("reads every param", () => {
    expect(
      parse(
        "tab=pages&metrics=ctr,position&grain=week&type=image&query=garden%20hose&queryOp=notContains" +
          "&page=/blog/&pageOp=regex&country=USA&device=Mobile&appearance=REVIEW_SNIPPET" +
          "&brand=nonBranded&brandTerms=Green%20Leaf,greenleaf,&drillPage=https://www.greenleaf.example/a/",
      ),
    ).toEqual({
      tab: "pages",
      metrics: ["ctr", "position"],
      grain: "week",
      type: "image",
      query: { operator: "notContains", expression: "garden hose" },
      page: { operator: "regex", expression: "/blog/" },
      country: "usa",
      device: "mobile",
      appearance: "REVIEW_SNIPPET",
      brand: "nonBranded",
      brandTerms: ["green leaf", "greenleaf"],
      drill: { dimension: "page", value: "https://www.greenleaf.example/a/" },
    });
  });

  it("drops invalid values and keeps the valid ones", () => {
    expect(
      parse(
        "tab=keywords&metrics=clicks,bogus,impressions,clicks&grain=year&type=googleNews" +
          "&query=%20%20&queryOp=regex&page=x&pageOp=startsWith&country=us&device=watch" +
          "&appearance=lower&brand=maybe&brandTerms=,,&drillQuery=",
      ),
    ).toEqual({
      ...DEFAULT_VIEW_STATE,
      // The metrics keep their canonical order, once each.
      metrics: ["clicks", "impressions"],
      // An unknown operator falls back to "contains" rather than losing the expression.
      page: { operator: "contains", expression: "x" },
    });
  });

  it("keeps at least one chart metric", () => {
    expect(parse("metrics=").metrics).toEqual(DEFAULT_VIEW_STATE.metrics);
    expect(parse("metrics=nothing").metrics).toEqual(DEFAULT_VIEW_STATE.metrics);
  });

  it("drops overlong filter expressions", () => {
    expect(parse(`query=${"a".repeat(1001)}`).query).toBeUndefined();
    expect(parse(`query=${"a".repeat(1000)}`).query?.expression).toHaveLength(1000);
  });

  it("prefers a query drill-down when both are named", () => {
    expect(parse("drillQuery=hose&drillPage=/x").drill).toEqual({
      dimension: "query",
      value: "hose",
    });
  });
});

describe("withViewState", () => {
  const state: ViewState = {
    ...DEFAULT_VIEW_STATE,
    tab: "countries",
    query: { operator: "contains", expression: "rose & tulip" },
    device: "desktop",
    drill: { dimension: "query", value: "rose" },
  };

  it("writes only what differs from the defaults", () => {
    expect(viewStateParams(DEFAULT_VIEW_STATE)).toEqual([]);
    expect(viewStateParams(state)).toEqual([
      ["tab", "countries"],
      ["query", "rose & tulip"],
      ["device", "desktop"],
      ["drillQuery", "rose"],
    ]);
  });

  it("keeps the filter context's keys and replaces the view's", () => {
    const current = new URLSearchParams(
      "project=p&start=2025-01-01&end=2025-01-28&tab=pages&grain=week",
    );
    const search = withViewState(current, state);
    expect(search).toBe(
      "project=p&start=2025-01-01&end=2025-01-28&tab=countries&query=rose+%26+tulip&device=desktop&drillQuery=rose",
    );
  });

  it("round-trips through the URL", () => {
    const full: ViewState = {
      tab: "dates",
      metrics: ["impressions", "position"],
      grain: "month",
      type: "news",
      query: { operator: "excludeRegex", expression: "^(how|what) " },
      page: { operator: "equals", expression: "https://www.greenleaf.example/" },
      country: "gbr",
      device: "tablet",
      appearance: "VIDEO",
      brand: "branded",
      brandTerms: ["greenleaf"],
      drill: { dimension: "page", value: "https://www.greenleaf.example/" },
    };
    expect(parse(withViewState(new URLSearchParams(), full))).toEqual(full);
  });
});

describe("patchViewState", () => {
  it("sets, removes and resets values", () => {
    const state = patchViewState(
      { ...DEFAULT_VIEW_STATE, tab: "pages", country: "usa" },
      { country: null, tab: null, device: "mobile", query: undefined },
    );
    expect(state).toEqual({ ...DEFAULT_VIEW_STATE, device: "mobile" });
  });
});

describe("activeFilterCount", () => {
  it("counts the filters, not the tab or the drill-down", () => {
    expect(activeFilterCount(DEFAULT_VIEW_STATE)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_VIEW_STATE,
        tab: "pages",
        query: { operator: "contains", expression: "a" },
        brand: "branded",
        drill: { dimension: "query", value: "a" },
      }),
    ).toBe(2);
  });
});
