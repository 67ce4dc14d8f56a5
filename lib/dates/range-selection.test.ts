import {
  applyLabel,
  initialSelection,
  rangeToApply,
  selectRange,
  triggerLabel,
  type RangeSelection,
} from "./range-selection";

const empty: RangeSelection = { pending: {} };
const startOnly: RangeSelection = { pending: { from: "2025-03-05" } };
const full: RangeSelection = { pending: { from: "2025-03-05", to: "2025-03-12" } };
const clickDay = (state: RangeSelection, day: string) => selectRange(state, { type: "day", day });

describe("range selection", () => {
  it("starts from the committed range, or from nothing", () => {
    expect(initialSelection({ startDate: "2025-03-05", endDate: "2025-03-12" })).toEqual(full);
    expect(initialSelection(null)).toEqual(empty);
  });

  it("makes a preset the pending range, whatever was pending", () => {
    const range = { startDate: "2025-02-12", endDate: "2025-03-13" };
    for (const state of [empty, startOnly, full]) {
      expect(selectRange(state, { type: "preset", range }).pending).toEqual({
        from: "2025-02-12",
        to: "2025-03-13",
      });
    }
  });

  it("sets only the start on a first click", () => {
    expect(clickDay(empty, "2025-03-05")).toEqual(startOnly);
  });

  it("clears when the single start day is clicked again", () => {
    expect(clickDay(startOnly, "2025-03-05")).toEqual(empty);
  });

  it("sets the end on a second, later click", () => {
    expect(clickDay(startOnly, "2025-03-12")).toEqual(full);
  });

  it("swaps the ends when the second click is before the start", () => {
    expect(clickDay(startOnly, "2025-03-01").pending).toEqual({
      from: "2025-03-01",
      to: "2025-03-05",
    });
  });

  it("restarts with only a start when a day is clicked on a full range", () => {
    expect(clickDay(full, "2025-03-20")).toEqual({ pending: { from: "2025-03-20" } });
    expect(clickDay(full, "2025-03-05")).toEqual({ pending: { from: "2025-03-05" } });
  });

  it("clears the pending range on cancel", () => {
    expect(selectRange(full, { type: "cancel" })).toEqual(empty);
  });

  it("applies only with both ends and labels Apply accordingly", () => {
    expect(rangeToApply(empty)).toBeNull();
    expect(applyLabel(empty)).toBe("Apply (Select end date)");
    expect(rangeToApply(startOnly)).toBeNull();
    expect(applyLabel(startOnly)).toBe("Apply (Select end date)");
    expect(rangeToApply(full)).toEqual({ startDate: "2025-03-05", endDate: "2025-03-12" });
    expect(applyLabel(full)).toBe("Apply Range");
  });

  it("names the trigger after the committed range", () => {
    expect(triggerLabel(null)).toBe("Pick a date range");
    expect(triggerLabel({ startDate: "2025-03-05", endDate: "2025-03-12" })).toBe(
      "Mar 05, 2025 - Mar 12, 2025",
    );
  });
});
