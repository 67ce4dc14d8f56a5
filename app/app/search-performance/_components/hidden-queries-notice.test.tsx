// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import { HiddenQueriesNotice } from "./hidden-queries-notice";

type Meta = SearchConsoleDataResponse["meta"];
const meta = (overrides: Partial<Meta>): Meta => ({
  capped: false,
  complete: true,
  slicedBy: "range",
  cappedDays: [],
  rowCount: 120_000,
  totalRows: 120_000,
  hidden: { clicks: 400, impressions: 9000, clicksShare: 0.04, impressionsShare: 0.09 },
  ...overrides,
});

afterEach(cleanup);

describe("HiddenQueriesNotice", () => {
  it("names the days Google caps beside the hidden queries", () => {
    render(
      <HiddenQueriesNotice
        meta={meta({ capped: true, complete: false, slicedBy: "day", cappedDays: ["2026-03-03"] })}
      />,
    );
    const note = screen.getByRole("note", { name: "Hidden queries" });
    expect(note.textContent).toContain("400 clicks (4.0%)");
    expect(note.textContent).toContain(
      "Complete except 1 day (Mar 03, 2026) where Google returns at most 50,000 query rows a day",
    );
  });

  it("says the rows are complete when the range was read in slices, even with nothing hidden", () => {
    render(<HiddenQueriesNotice meta={meta({ slicedBy: "halves", hidden: null })} />);
    expect(screen.getByRole("note", { name: "Query rows" }).textContent).toMatch(
      /^Complete: this range has more query rows than Google returns at once/,
    );
  });

  it("shows nothing when nothing is hidden and one answer held every row", () => {
    const { container } = render(<HiddenQueriesNotice meta={meta({ hidden: null })} />);
    expect(container.textContent).toBe("");
  });
});
