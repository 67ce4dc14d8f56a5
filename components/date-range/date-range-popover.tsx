"use client";

import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { DateRangePickerProps } from "./date-range-picker";
import { LazyDateRangePanel } from "./lazy-panel";

/** The picker once its code has loaded (the first press on the trigger loads it and opens it). */
export function DateRangePopover({
  trigger,
  value,
  onApply,
  compare,
  onCompareChange,
  align = "start",
  timeZone,
  open,
  setOpen,
}: Omit<DateRangePickerProps, "className" | "labelClassName"> & {
  /** The trigger, the same button shown before this code loaded. */
  trigger: React.ReactElement;
  open: boolean;
  setOpen(open: boolean): void;
}) {
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
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
