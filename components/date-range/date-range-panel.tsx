"use client";

import * as React from "react";
import { startOfMonth, subMonths } from "date-fns";
import { CheckIcon, GitCompareArrowsIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { GOOGLE_TIME_ZONE, todayIn } from "@/lib/dates/google-day";
import { formatDisplayDate, fromDateKey, toDateKey, type DateRange } from "@/lib/dates/format";
import {
  SEARCH_CONSOLE_RETENTION_MONTHS,
  datePresets,
  reachesPastRetention,
  retentionStart,
} from "@/lib/dates/presets";
import {
  applyLabel,
  initialSelection,
  rangeToApply,
  selectRange,
} from "@/lib/dates/range-selection";
import { PresetList } from "./preset-list";
import { useMediaQuery } from "./use-media-query";

type DateRangePanelProps = {
  value: DateRange | null;
  compare: boolean;
  onApply(range: DateRange): void;
  onCompareChange(compare: boolean): void;
  /** The zone the presets count days in: Google's Pacific day, or a GA4 property's own zone. */
  timeZone?: string;
};

/** The popover body; it mounts on every open, so each open starts from the committed range. */
export function DateRangePanel({
  value,
  compare,
  onApply,
  onCompareChange,
  timeZone = GOOGLE_TIME_ZONE,
}: DateRangePanelProps) {
  const [today] = React.useState(() => todayIn(timeZone));
  const [selection, dispatch] = React.useReducer(selectRange, value, initialSelection);
  const wide = useMediaQuery("(min-width: 640px)");
  // The last month shown is the one the range ends in (or today's).
  const firstMonthFor = (end: Date) => subMonths(startOfMonth(end), wide ? 1 : 0);
  const [month, setMonth] = React.useState(() =>
    firstMonthFor(value ? fromDateKey(value.endDate) : today),
  );
  const presets = React.useMemo(() => datePresets(today), [today]);

  const { from, to } = selection.pending;
  const ready = rangeToApply(selection);
  const oldest = retentionStart(today);
  const pastRetention = from
    ? reachesPastRetention({ startDate: from, endDate: to ?? from }, today)
    : false;

  function selectPreset(range: DateRange) {
    dispatch({ type: "preset", range });
    setMonth(firstMonthFor(fromDateKey(range.endDate)));
  }

  return (
    <div className="flex flex-col sm:flex-row">
      <PresetList presets={presets} pending={selection.pending} onSelect={selectPreset} />
      <div className="flex flex-col">
        <Calendar
          mode="range"
          numberOfMonths={wide ? 2 : 1}
          month={month}
          onMonthChange={setMonth}
          selected={{
            from: from ? fromDateKey(from) : undefined,
            to: to ? fromDateKey(to) : undefined,
          }}
          onSelect={(_range, day) => dispatch({ type: "day", day: toDateKey(day) })}
        />
        {pastRetention ? (
          <p className="max-w-md px-4 pb-2 text-xs text-muted-foreground">
            Search Console keeps {SEARCH_CONSOLE_RETENTION_MONTHS} months of data; days before{" "}
            {formatDisplayDate(oldest)} have none.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 border-t p-3">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={compare}
            className="aria-pressed:bg-accent aria-pressed:text-accent-foreground"
            onClick={() => onCompareChange(!compare)}
          >
            {compare ? <CheckIcon aria-hidden /> : <GitCompareArrowsIcon aria-hidden />}
            Compare vs Previous Period
          </Button>
          <div className="ml-auto flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => dispatch({ type: "cancel" })}
            >
              Cancel
            </Button>
            <Button
              type="button"
              size="sm"
              disabled={!ready}
              onClick={() => ready && onApply(ready)}
            >
              {applyLabel(selection)}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
