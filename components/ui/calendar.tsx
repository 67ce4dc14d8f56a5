"use client";

import * as React from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import {
  DayPicker,
  getDefaultClassNames,
  type ChevronProps,
  type DayButtonProps,
} from "react-day-picker";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const navButtonClass = cn(
  buttonVariants({ variant: "ghost", size: "icon" }),
  "size-(--cell-size) p-0 select-none aria-disabled:opacity-50",
);

function Calendar({
  className,
  classNames,
  showOutsideDays = false,
  components,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  const rdp = getDefaultClassNames();

  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      className={cn("w-fit p-3 [--cell-size:--spacing(8)]", className)}
      classNames={{
        root: rdp.root,
        months: cn("relative flex flex-col gap-4 sm:flex-row", rdp.months),
        month: cn("flex w-full flex-col gap-4", rdp.month),
        nav: cn("absolute inset-x-0 top-0 flex items-center justify-between", rdp.nav),
        button_previous: cn(navButtonClass, rdp.button_previous),
        button_next: cn(navButtonClass, rdp.button_next),
        month_caption: cn(
          "flex h-(--cell-size) items-center justify-center px-(--cell-size)",
          rdp.month_caption,
        ),
        caption_label: cn("text-sm font-medium select-none", rdp.caption_label),
        month_grid: cn("w-full border-collapse", rdp.month_grid),
        weekdays: cn("flex", rdp.weekdays),
        weekday: cn(
          "flex-1 text-[0.8rem] font-normal text-muted-foreground select-none",
          rdp.weekday,
        ),
        week: cn("mt-2 flex w-full", rdp.week),
        day: cn(
          "group/day relative aspect-square size-(--cell-size) p-0 text-center text-sm select-none",
          "first:data-[selected=true]:rounded-l-md last:data-[selected=true]:rounded-r-md",
          rdp.day,
        ),
        // The cell carries the band colour so a range reads as one strip across the week.
        range_start: cn("rounded-l-md bg-accent", rdp.range_start),
        range_middle: cn("rounded-none bg-accent", rdp.range_middle),
        range_end: cn("rounded-r-md bg-accent", rdp.range_end),
        today: rdp.today,
        outside: cn("text-muted-foreground", rdp.outside),
        disabled: cn("text-muted-foreground opacity-50", rdp.disabled),
        hidden: cn("invisible", rdp.hidden),
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, DayButton: CalendarDayButton, ...components }}
      {...props}
    />
  );
}

function CalendarChevron({ className, orientation, ...props }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon aria-hidden className={cn("size-4", className)} {...props} />;
}

function CalendarDayButton({ className, day, modifiers, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null);
  // Replacing react-day-picker's day button also takes over its roving focus for arrow keys.
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  const inRange = modifiers.range_start || modifiers.range_end || modifiers.range_middle;
  return (
    <button
      ref={ref}
      data-slot="calendar-day-button"
      data-day={day.isoDate}
      data-today={modifiers.today || undefined}
      data-selected-single={(modifiers.selected && !inRange) || undefined}
      data-range-start={modifiers.range_start || undefined}
      data-range-middle={modifiers.range_middle || undefined}
      data-range-end={modifiers.range_end || undefined}
      className={cn(
        "inline-flex size-full items-center justify-center rounded-md text-sm font-normal outline-none",
        "hover:bg-accent hover:text-accent-foreground focus-visible:relative focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "disabled:pointer-events-none disabled:opacity-50",
        "data-today:font-semibold data-today:underline data-today:underline-offset-4",
        "data-range-middle:rounded-none data-range-middle:bg-accent data-range-middle:text-accent-foreground",
        "data-range-end:bg-primary data-range-end:text-primary-foreground data-range-start:bg-primary data-range-start:text-primary-foreground data-selected-single:bg-primary data-selected-single:text-primary-foreground",
        className,
      )}
      {...props}
    />
  );
}

export { Calendar, CalendarDayButton };
