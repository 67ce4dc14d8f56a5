import { describe, expect, it } from "vitest";
import { cadenceText, crawlActive, crawlProgress, monthLabel } from "./format";
import {
  authorDetailRequest,
  authorListRequest,
  authorPagesRequest,
  authorQueriesRequest,
  mergeChoicesRequest,
  metricChanges,
  relativeChange,
  type AuthorsScope,
} from "./requests";
import { DEFAULT_AUTHOR_DETAIL_STATE, DEFAULT_AUTHORS_STATE } from "./url-state";

const scope = {
  project: { id: "project-1" },
  property: { id: "source-1" },
  range: { startDate: "2026-01-05", endDate: "2026-02-01" },
  compare: "previous",
  fresh: false,
} as unknown as AuthorsScope;

describe("the Authors requests", () => {
  it("asks for the list's page with the scope's range and comparison", () => {
    expect(authorListRequest(scope, { ...DEFAULT_AUTHORS_STATE, search: "  jane " })).toEqual({
      projectId: "project-1",
      propertyId: "source-1",
      startDate: "2026-01-05",
      endDate: "2026-02-01",
      compare: "previous",
      table: { sort: "clicks", desc: true, search: "jane", pageIndex: 0, pageSize: 25 },
    });
  });

  it("leaves an empty search and final data out, so equal views share one query key", () => {
    const request = authorListRequest(scope, { ...DEFAULT_AUTHORS_STATE, search: "   " });
    expect(request.table).not.toHaveProperty("search");
    expect(request).not.toHaveProperty("fresh");
    expect(authorListRequest({ ...scope, fresh: true }, DEFAULT_AUTHORS_STATE).fresh).toBe(true);
  });

  it("names the author in the detail and in both of its tables", () => {
    expect(authorDetailRequest(scope, "jane-doe")).toMatchObject({
      authorId: "jane-doe",
      projectId: "project-1",
    });
    expect(authorDetailRequest(scope, "jane-doe")).not.toHaveProperty("table");
    const pages = authorPagesRequest(scope, "jane-doe", {
      ...DEFAULT_AUTHOR_DETAIL_STATE.pages,
      sort: "published",
      pageIndex: 3,
    });
    expect(pages).toMatchObject({
      authorId: "jane-doe",
      table: { sort: "published", pageIndex: 3 },
    });
    const queries = authorQueriesRequest(scope, "jane-doe", DEFAULT_AUTHOR_DETAIL_STATE.queries);
    expect(queries.table).toEqual({ sort: "clicks", desc: true, pageIndex: 0, pageSize: 25 });
  });

  it("lists merge choices by name, a hundred at most", () => {
    expect(mergeChoicesRequest(scope, "ja").table).toEqual({
      sort: "name",
      desc: false,
      search: "ja",
      pageIndex: 0,
      pageSize: 100,
    });
  });
});

describe("changes", () => {
  it("is relative, and none against nothing", () => {
    expect(relativeChange(150, 100)).toBeCloseTo(0.5);
    expect(relativeChange(5, 0)).toBeNull();
    expect(relativeChange(5, null)).toBeNull();
  });

  it("gives position in places and none where a period had no impressions", () => {
    const now = { clicks: 120, impressions: 1000, ctr: 0.12, position: 4.5 };
    const before = { clicks: 100, impressions: 2000, ctr: 0.05, position: 6 };
    const changes = metricChanges(now, before);
    expect(changes.clicks).toEqual({ value: 0.2, style: "percent" });
    expect(changes.impressions.value).toBeCloseTo(-0.5);
    expect(changes.position).toEqual({ value: -1.5, style: "position" });
    expect(metricChanges(now, { ...before, position: 0 }).position.value).toBeNull();
    expect(metricChanges(now, null).clicks.value).toBeNull();
  });
});

describe("the Authors views' words", () => {
  it("writes the cadence", () => {
    expect(cadenceText({ perMonth: 2.5, lastPublished: "2026-02-09" })).toBe(
      "2.5 / month · last 09 Feb",
    );
    expect(cadenceText({ perMonth: 3, lastPublished: "2026-02-19" })).toBe(
      "3 / month · last 19 Feb",
    );
    expect(cadenceText({ perMonth: 0, lastPublished: null })).toBe("0 / month");
    expect(cadenceText({ perMonth: 1 / 3, lastPublished: null })).toBe("0.3 / month");
  });

  it("names a month", () => {
    expect(monthLabel("2026-03")).toBe("Mar 2026");
  });

  it("tells a running crawl and its progress", () => {
    expect(crawlActive({ state: "running" })).toBe(true);
    expect(crawlActive({ state: "queued" })).toBe(true);
    expect(crawlActive({ state: "completed" })).toBe(false);
    expect(crawlActive(undefined)).toBe(false);
    expect(crawlProgress({ done: 25, total: 100 })).toBe(0.25);
    expect(crawlProgress({ done: 5, total: null })).toBeNull();
    expect(crawlProgress({ done: 0, total: 0 })).toBeNull();
    expect(crawlProgress({ done: 120, total: 100 })).toBe(1);
  });
});
