"use client";

import * as React from "react";
import { CalendarIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { DateRange } from "@/lib/dates/format";
import { triggerLabel } from "@/lib/dates/range-selection";
import { cn } from "@/lib/utils";
import { LazyDateRangePanel, loadDateRangePanel } from "./lazy-panel";

type DateRangePickerProps = {
  value: DateRange | null;
  onApply(range: DateRange): void;
  compare: boolean;
  onCompareChange(compare: boolean): void;
  align?: "start" | "end";
  className?: string;
  /** Classes of the trigger's text, e.g. to show only the icon on a phone (the text still names it). */
  labelClassName?: string;
  /** The zone the presets count days in (a GA4 view: its property's); Google's Pacific by default. */
  timeZone?: string;
};

export function DateRangePicker({
  value,
  onApply,
  compare,
  onCompareChange,
  align = "start",
  className,
  labelClassName,
  timeZone,
}: DateRangePickerProps) {
  const [open, setOpen] = React.useState(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          data-slot="date-range-trigger"
          onPointerEnter={() => void loadDateRangePanel()}
          onFocus={() => void loadDateRangePanel()}
          className={cn("justify-start font-normal", !value && "text-muted-foreground", className)}
        >
          <CalendarIcon aria-hidden />
          <span className={labelClassName}>{triggerLabel(value)}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align={align}
        aria-label="Choose a date range"
        className="max-h-(--radix-popover-content-available-height) w-auto max-w-[calc(100vw-1rem)] overflow-y-auto p-0"
      >
        <LazyDateRangePanel
          value={value}
          timeZone={timeZone}
          compare={compare}
          onApply={(range) => {
            onApply(range);
            setOpen(false);
          }}
          onCompareChange={(next) => {
            onCompareChange(next);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
