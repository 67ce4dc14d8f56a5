"use client";

import { useId } from "react";
import { Switch } from "@/components/ui/switch";
import type { FilterContext } from "@/hooks/use-filter-context";

type FreshFilterProps = { filters: Pick<FilterContext, "fresh" | "setFresh"> };

/**
 * Final data by default; the switch adds Search Console's fresh days (`fresh=1`), which every
 * widget of the view then includes and marks.
 */
export function FreshFilter({ filters }: FreshFilterProps) {
  const id = useId();
  return (
    <div
      className="flex items-center gap-1.5"
      title="Fresh days are the last two or three, which Google is still counting: their figures will rise."
    >
      <Switch id={id} checked={filters.fresh} onCheckedChange={filters.setFresh} />
      <label htmlFor={id} className="text-sm whitespace-nowrap">
        Fresh days
      </label>
    </div>
  );
}
