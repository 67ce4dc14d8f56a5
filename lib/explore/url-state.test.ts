import { describe, expect, it } from "vitest";
import { encodeExploration } from "./url-codec";
import {
  compareModeOf,
  DEFAULT_EXPLORATION,
  definitionFromLink,
  parseExploreState,
  savedExplorationSearch,
} from "./url-state";

const RANGE = { startDate: "2026-10-05", endDate: "2026-11-01" };
const def = {
  dimensions: ["country"],
  metrics: ["sessions"],
  orderBys: [{ field: "sessions", desc: true }],
  limit: 500,
  range: RANGE,
};

describe("GA4 Explore's link, read without the schema", () => {
  it("reads a link back with the schema's defaults filled in", () => {
    const read = definitionFromLink(encodeExploration({ ...def, orderBys: [] }));
    expect(read).toEqual({
      ok: true,
      definition: { dimensions: ["country"], metrics: ["sessions"], orderBys: [], limit: 500 },
    });
  });

  it("falls back to the default exploration, with the reason, for a broken or misshapen link", () => {
    const broken = parseExploreState(new URLSearchParams("e=%%%"));
    expect(broken.definition).toEqual(DEFAULT_EXPLORATION);
    expect(broken.problem).toMatch(/cannot be read/);
    const misshapen = btoa(JSON.stringify({ v: 1, metrics: "sessions" }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(parseExploreState(new URLSearchParams({ e: misshapen })).problem).toMatch(/not valid/);
    expect(parseExploreState(new URLSearchParams("page=0&size=7")).pageIndex).toBe(0);
  });

  it("reopens a saved exploration on its own dates and comparison", () => {
    const compare = { startDate: "2026-09-07", endDate: "2026-10-04" };
    expect(compareModeOf(RANGE, compare)).toBe("previous");
    expect(compareModeOf(RANGE, { startDate: "2026-01-01", endDate: "2026-01-28" })).toBeNull();
    const search = savedExplorationSearch(new URLSearchParams("project=p&page=3"), {
      id: "11111111-1111-4111-8111-111111111111",
      definition: { ...def, compare },
    });
    expect(search.get("start")).toBe(RANGE.startDate);
    expect(search.get("compare")).toBe("previous");
    expect(search.get("page")).toBeNull();
    expect(search.get("project")).toBe("p");
    expect(parseExploreState(search).saved).toBe("11111111-1111-4111-8111-111111111111");
  });
});
