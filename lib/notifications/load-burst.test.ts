import { createLoadBurst, isDataQueryKey } from "./load-burst";

describe("createLoadBurst", () => {
  it("reports how many data queries finished once nothing is fetching, then starts over", () => {
    const burst = createLoadBurst();
    for (let i = 0; i < 11; i++) expect(burst.succeeded(`q${i}`, 11 - i)).toBeNull();
    expect(burst.succeeded("q11", 0)).toBe(12);
    expect(burst.succeeded("q1", 0)).toBe(1);
  });

  it("counts a query refetched within the burst once", () => {
    const burst = createLoadBurst();
    burst.succeeded("a", 1);
    burst.succeeded("a", 1);
    expect(burst.succeeded("b", 0)).toBe(2);
  });
});

describe("isDataQueryKey", () => {
  it("knows the Google data queries from the others", () => {
    expect(isDataQueryKey(["search-console", "p", "d", {}])).toBe(true);
    expect(isDataQueryKey(["ga4", "p", "d", {}])).toBe(true);
    expect(isDataQueryKey(["projects"])).toBe(false);
    expect(isDataQueryKey(["google-properties"])).toBe(false);
  });
});
