"use client";

import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { appearanceLabel, countryName, deviceLabel } from "@/lib/search-performance/labels";
import { reportsQueries } from "@/lib/search-performance/requests";
import type { TextFilter, ViewStatePatch } from "@/lib/search-performance/url-state";
import { OPERATOR_LABELS } from "@/lib/search-performance/url-state";
import type { ViewContext } from "./use-view-context";

type Chip = { id: string; text: string; clear: ViewStatePatch; note?: string };

const textChip = (name: string, filter: TextFilter) =>
  `${name} ${OPERATOR_LABELS[filter.operator].toLowerCase()} “${filter.expression}”`;

/** The filters in force as removable chips, with what each does. */
export function ActiveFilters({ context }: { context: ViewContext }) {
  const { state, update, brand } = context;
  const queries = reportsQueries(state.type);
  const chips: Chip[] = [];
  if (state.query) {
    chips.push({
      id: "query",
      text: textChip("Query", state.query),
      clear: { query: null },
      note: queries ? undefined : "not applied: Discover reports no queries",
    });
  }
  if (state.page)
    chips.push({ id: "page", text: textChip("Page", state.page), clear: { page: null } });
  if (state.country) {
    chips.push({
      id: "country",
      text: `Country: ${countryName(state.country)}`,
      clear: { country: null },
    });
  }
  if (state.device) {
    chips.push({
      id: "device",
      text: `Device: ${deviceLabel(state.device)}`,
      clear: { device: null },
    });
  }
  if (state.appearance) {
    chips.push({
      id: "appearance",
      text: `Search appearance: ${appearanceLabel(state.appearance)}`,
      clear: { appearance: null },
    });
  }
  if (state.brand) {
    chips.push({
      id: "brand",
      text: state.brand === "branded" ? "Branded queries only" : "Non-branded queries only",
      clear: { brand: null },
      note: brand.terms.length === 0 ? "not applied: no brand terms" : undefined,
    });
  }
  if (chips.length === 0) return null;

  const clearAll: ViewStatePatch = Object.assign({}, ...chips.map((chip) => chip.clear));
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li
          key={chip.id}
          className="inline-flex max-w-full items-center gap-1 rounded-md border bg-muted/50 py-0.5 pr-1 pl-2 text-sm"
        >
          <span className="truncate">{chip.text}</span>
          {chip.note ? <span className="text-xs text-muted-foreground">({chip.note})</span> : null}
          <Button
            variant="ghost"
            size="icon"
            className="size-6 rounded-sm"
            onClick={() => update(chip.clear)}
          >
            <X aria-hidden className="size-3.5" />
            <span className="sr-only">Remove filter: {chip.text}</span>
          </Button>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Button variant="link" size="sm" className="h-7 px-1" onClick={() => update(clearAll)}>
            Clear all filters
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
