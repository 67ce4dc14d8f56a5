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
      className="grid grid-cols-2 gap-x-2 gap-y-3 border-b p-3 sm:flex sm:w-40 sm:flex-col sm:border-r sm:border-b-0"
    >
      {PRESET_CATEGORIES.map(({ id: category, heading }) => (
        <div
          key={category}
          role="group"
          aria-labelledby={`${id}-${category}`}
          className="flex flex-col gap-0.5"
        >
          <p
            id={`${id}-${category}`}
            className="px-2 pb-1 text-xs font-medium text-muted-foreground"
          >
            {heading}
          </p>
          {presets
            .filter((preset) => preset.category === category)
            .map(({ label, range }) => (
              <Button
                key={label}
                type="button"
                variant="ghost"
                size="sm"
                aria-pressed={pending.from === range.startDate && pending.to === range.endDate}
                className="justify-start font-normal aria-pressed:bg-accent aria-pressed:font-medium aria-pressed:text-accent-foreground"
                onClick={() => onSelect(range)}
              >
                {label}
              </Button>
            ))}
        </div>
      ))}
    </div>
  );
}
