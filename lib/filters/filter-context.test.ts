import { describe, expect, it } from "vitest";
import {
  defaultDateRange,
  hasFilterParams,
  isDay,
  parseFilterParams,
  resolveDateRange,
  withFilterParams,
} from "./filter-context";

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const PROPERTY = "0b4c6d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e";
const parse = (query: string) => parseFilterParams(new URLSearchParams(query));

describe("parseFilterParams", () => {
  it("reads every filter param", () => {
    expect(
      parse(
        `project=${PROJECT}&property=${PROPERTY}&source=ga4&start=2025-03-01&end=2025-03-28&compare=year&fresh=1`,
      ),
    ).toEqual({
      project: PROJECT,
      property: PROPERTY,
      source: "ga4",
      start: "2025-03-01",
      end: "2025-03-28",
      compare: "year",
      fresh: "1",
    });
  });

  it("treats 'all' as no project and no property", () => {
    expect(parse("project=all&property=all")).toEqual({});
  });

  it.each([
    ["a project id that is not a UUID", "project=acme"],
    ["a property id that is not a UUID", "property=sc-domain:example.com"],
    ["an unknown source", "source=bing"],
    ["an unknown comparison", "compare=week"],
    ["an impossible day", "start=2025-02-30&end=2025-03-02"],
    ["a day in another format", "start=2025-3-1&end=2025-03-02"],
    ["a range that ends before it starts", "start=2025-03-10&end=2025-03-01"],
    ["a range with one end", "start=2025-03-01"],
    ["empty values", "project=&source=&start=&end=&compare=&fresh="],
    ["a fresh flag other than 1", "fresh=true"],
  ])("drops %s without throwing", (_case, query) => {
    expect(parse(query)).toEqual({});
  });

  it("keeps the valid params beside invalid ones", () => {
    expect(parse(`project=${PROJECT}&source=yahoo&compare=previous`)).toEqual({
      project: PROJECT,
      compare: "previous",
    });
  });

  it("writes fresh=1 back, and leaves it out when fresh days are off", () => {
    const current = new URLSearchParams("tab=pages&fresh=1");
    expect(withFilterParams(current, { fresh: "1" })).toBe("tab=pages&fresh=1");
    expect(withFilterParams(current, {})).toBe("tab=pages");
    expect(hasFilterParams(new URLSearchParams("fresh=1"))).toBe(true);
  });

  it("accepts a single-day range", () => {
    expect(parse("start=2024-02-29&end=2024-02-29")).toEqual({
      start: "2024-02-29",
      end: "2024-02-29",
    });
  });
});

describe("date ranges", () => {
  const today = new Date(2025, 2, 15, 9, 30);

  it("defaults to the last 28 days ending yesterday", () => {
    expect(defaultDateRange(today)).toEqual({ startDate: "2025-02-15", endDate: "2025-03-14" });
  });

  it("takes another length, as the business profile's 30 days", () => {
    expect(defaultDateRange(today, 30)).toEqual({ startDate: "2025-02-13", endDate: "2025-03-14" });
  });

  it("uses the URL's range when it has one", () => {
    expect(resolveDateRange({ start: "2025-01-01", end: "2025-01-31" }, today)).toEqual({
      startDate: "2025-01-01",
      endDate: "2025-01-31",
    });
    expect(resolveDateRange({}, today, 30).endDate).toBe("2025-03-14");
  });

  it("checks days strictly", () => {
    expect(isDay("2025-12-31")).toBe(true);
    expect(isDay("2025-13-01")).toBe(false);
    expect(isDay("2025-12-31T00:00")).toBe(false);
  });
});

describe("withFilterParams", () => {
  it("replaces the filter params and keeps the others", () => {
    const current = new URLSearchParams(`location=loc-1&project=${PROJECT}&source=gsc`);
    expect(withFilterParams(current, { source: "ga4" })).toBe("location=loc-1&source=ga4");
  });

  it("knows when a URL has filter params at all", () => {
    expect(hasFilterParams(new URLSearchParams("location=x"))).toBe(false);
    expect(hasFilterParams(new URLSearchParams("project=all"))).toBe(true);
  });
});
