import { formatDateRange, type DateRange } from "./format";

// The spec's click rules differ from react-day-picker's own range handling (a first click there
// already makes a one-day range), so the picker keeps its pending range here.
export type PendingRange = { from?: string; to?: string };
export type RangeSelection = { pending: PendingRange };

export type RangeSelectionAction =
  { type: "preset"; range: DateRange } | { type: "day"; day: string } | { type: "cancel" };

export const APPLY_LABEL_INCOMPLETE = "Apply (Select end date)";
export const APPLY_LABEL_READY = "Apply Range";
export const EMPTY_TRIGGER_LABEL = "Pick a date range";

/** The pending range starts as the committed one, so reopening shows what is applied. */
export function initialSelection(value: DateRange | null): RangeSelection {
  return { pending: value ? { from: value.startDate, to: value.endDate } : {} };
}

function clickDay({ from, to }: PendingRange, day: string): PendingRange {
  if (!from || to) return { from: day };
  if (day === from) return {};
  // Two clicks always make a range: an earlier second day becomes the start.
  return day < from ? { from: day, to: from } : { from, to: day };
}

export function selectRange(state: RangeSelection, action: RangeSelectionAction): RangeSelection {
  switch (action.type) {
    case "preset":
      return { pending: { from: action.range.startDate, to: action.range.endDate } };
    case "day":
      return { pending: clickDay(state.pending, action.day) };
    case "cancel":
      return { pending: {} };
  }
}

/** The range Apply would commit, or null while an end is missing. */
export function rangeToApply({ pending }: RangeSelection): DateRange | null {
  return pending.from && pending.to ? { startDate: pending.from, endDate: pending.to } : null;
}

export function applyLabel(state: RangeSelection): string {
  return rangeToApply(state) ? APPLY_LABEL_READY : APPLY_LABEL_INCOMPLETE;
}

export function triggerLabel(value: DateRange | null): string {
  return value ? formatDateRange(value) : EMPTY_TRIGGER_LABEL;
}
