"use client";

import { CalendarIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import type { DateRange } from "@/lib/dates/format";
import { triggerLabel } from "@/lib/dates/range-selection";
import { cn } from "@/lib/utils";
import { loadDateRangePanel } from "./lazy-panel";

export type DateRangePickerProps = {
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

// The popover (Radix) and the panel (presets + react-day-picker) load on intent, not with the
// page; the press waits for the popover alone, and the panel shows its placeholder until it comes.
const loadPopover = () => {
  void loadDateRangePanel().catch(() => undefined);
  return import("./date-range-popover");
};

export function DateRangePicker({ className, labelClassName, ...props }: DateRangePickerProps) {
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadPopover, { popup: "dialog" });
  const trigger = (closed: object) => (
    <Button
      type="button"
      variant="outline"
      data-slot="date-range-trigger"
      className={cn(
        "justify-start font-normal",
        !props.value && "text-muted-foreground",
        className,
      )}
      {...closed}
    >
      <CalendarIcon aria-hidden />
      <span className={labelClassName}>{triggerLabel(props.value)}</span>
    </Button>
  );
  if (loaded)
    return (
      <loaded.DateRangePopover trigger={trigger({})} open={open} setOpen={setOpen} {...props} />
    );
  return trigger(triggerProps);
}
