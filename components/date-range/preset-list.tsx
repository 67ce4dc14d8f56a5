"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import type { DateRange } from "@/lib/dates/format";
import { PRESET_CATEGORIES, type DatePreset } from "@/lib/dates/presets";
import type { PendingRange } from "@/lib/dates/range-selection";

type PresetListProps = {
  presets: readonly DatePreset[];
  pending: PendingRange;
  onSelect(range: DateRange): void;
};

export function PresetList({ presets, pending, onSelect }: PresetListProps) {
  const id = React.useId();

  return (
    <div
      data-slot="date-range-presets"
      className="flex flex-col gap-3 border-b p-3 sm:w-40 sm:border-r sm:border-b-0"
    >
      {PRESET_CATEGORIES.map(({ id: category, heading }) => (
        <div key={category} role="group" aria-labelledby={`${id}-${category}`}>
          <p
            id={`${id}-${category}`}
            className="px-2 pb-1 text-xs font-medium text-muted-foreground"
          >
            {heading}
          </p>
          {/* A wrapping row of chips on phones, a column beside the calendar from 640 px. */}
          <div className="flex flex-wrap gap-1 sm:flex-col sm:gap-0.5">
            {presets
              .filter((preset) => preset.category === category)
              .map(({ label, range }) => (
                <Button
                  key={label}
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-pressed={pending.from === range.startDate && pending.to === range.endDate}
                  className="justify-start px-2 font-normal aria-pressed:bg-accent aria-pressed:font-medium aria-pressed:text-accent-foreground"
                  onClick={() => onSelect(range)}
                >
                  {label}
                </Button>
              ))}
          </div>
        </div>
      ))}
    </div>
  );
}
