import { describe, expect, it } from "vitest";
import {
  calendarToday,
  isDayKey,
  parseCalendarState,
  planningItemHref,
  withCalendarState,
} from "./url-state";

const TODAY = "2026-03-01";
const parse = (query: string) => parseCalendarState(new URLSearchParams(query), TODAY);
const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";

describe("parseCalendarState", () => {
  it("shows today's month by default", () => {
    expect(parse("")).toEqual({ view: "month", date: TODAY });
  });

  it("reads the view and the date", () => {
    expect(parse("view=week&date=2028-02-29")).toEqual({ view: "week", date: "2028-02-29" });
    expect(parse("view=month&date=2026-12-31")).toEqual({ view: "month", date: "2026-12-31" });
  });

  it("drops what is invalid instead of throwing", () => {
    for (const query of [
      "view=year&date=2026-02-29",
      "date=2026-13-01",
      "date=2026-3-1",
      "date=1999-12-31",
      "date=2026-04-31",
      "date=tomorrow",
      "date=2026-03-01T00:00",
    ])
      expect(parse(query)).toEqual({ view: "month", date: TODAY });
  });
});

describe("isDayKey", () => {
  it("accepts real days only", () => {
    expect(isDayKey("2028-02-29")).toBe(true);
    expect(isDayKey("2026-02-29")).toBe(false);
    expect(isDayKey(null)).toBe(false);
  });
});

describe("withCalendarState", () => {
  it("leaves the defaults out and keeps the other params", () => {
    const search = new URLSearchParams(`project=${PROJECT}&view=week&date=2026-05-01`);
    expect(withCalendarState(search, { view: "month", date: TODAY }, TODAY).toString()).toBe(
      `project=${PROJECT}`,
    );
  });

  it("writes what the parser reads back", () => {
    const state = { view: "week" as const, date: "2026-12-28" };
    const written = withCalendarState(new URLSearchParams(), state, TODAY);
    expect(written.toString()).toBe("view=week&date=2026-12-28");
    expect(parseCalendarState(written, TODAY)).toEqual(state);
  });
});

describe("calendarToday", () => {
  it("counts the day in Google's Pacific time, as the workflow does", () => {
    expect(calendarToday(new Date("2026-03-01T07:59:00Z"))).toBe("2026-02-28");
    expect(calendarToday(new Date("2026-03-01T08:00:00Z"))).toBe("2026-03-01");
  });
});

describe("planningItemHref", () => {
  it("opens the item in Content Planning's project", () => {
    expect(planningItemHref(PROJECT, "abc")).toBe(
      `/app/content-planning/?project=${PROJECT}&item=abc`,
    );
  });
});
