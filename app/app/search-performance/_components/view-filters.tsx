"use client";

import { ChoiceSelect } from "@/components/ui/choice-select";
import { countryOptions } from "@/lib/search-performance/labels";
import { reportsQueries } from "@/lib/search-performance/requests";
import {
  DEVICES,
  SEARCH_TYPES,
  type BrandSegment,
  type Device,
  type ViewSearchType,
} from "@/lib/search-performance/url-state";
import { ActiveFilters } from "./active-filters";
import { TextFilterPopover } from "./text-filter-popover";
import type { ViewContext } from "./use-view-context";

const ANY = "any";

export const SEARCH_TYPE_LABELS: Record<ViewSearchType, string> = {
  web: "Web",
  image: "Image",
  video: "Video",
  news: "News",
  discover: "Discover",
};

type Option = { value: string; label: string };

function FilterSelect({
  label,
  value,
  anyLabel,
  options,
  onChange,
  disabled,
  className,
}: {
  label: string;
  value: string | undefined;
  /** The "no filter" item; absent for a choice that is always made (the search type). */
  anyLabel?: string;
  options: readonly Option[];
  onChange: (value: string | null) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <ChoiceSelect
      label={label}
      value={value ?? ANY}
      shown={options.find((option) => option.value === value)?.label ?? anyLabel ?? ""}
      choices={options}
      leading={anyLabel ? { value: ANY, label: anyLabel } : undefined}
      disabled={disabled}
      onValueChange={(next) => onChange(next === ANY ? null : next)}
      size="sm"
      className={className}
      contentClassName="max-h-80"
    />
  );
}

const DEVICE_OPTIONS = DEVICES.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) }));
const TYPE_OPTIONS = SEARCH_TYPES.map((t) => ({ value: t, label: SEARCH_TYPE_LABELS[t] }));
const BRAND_OPTIONS: Option[] = [
  { value: "branded", label: "Branded queries" },
  { value: "nonBranded", label: "Non-branded queries" },
];

/** The view's own filters; each one applies to every widget and lives in the URL. */
export function ViewFilters({ context }: { context: ViewContext }) {
  const { state, update, brand } = context;
  const queries = reportsQueries(state.type);
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="Search filters" className="flex flex-wrap items-center gap-2">
        <FilterSelect
          label="Search type"
          value={state.type}
          options={TYPE_OPTIONS}
          onChange={(type) => update({ type: (type ?? "web") as ViewSearchType })}
          className="w-28"
        />
        <TextFilterPopover
          label="Query"
          value={state.query}
          onApply={(query) => update({ query })}
          disabled={!queries}
        />
        <TextFilterPopover label="Page" value={state.page} onApply={(page) => update({ page })} />
        <FilterSelect
          label="Country"
          value={state.country}
          anyLabel="All countries"
          options={countryOptions()}
          onChange={(country) => update({ country })}
          className="w-40"
        />
        <FilterSelect
          label="Device"
          value={state.device}
          anyLabel="All devices"
          options={DEVICE_OPTIONS}
          onChange={(device) => update({ device: device as Device | null })}
          className="w-32"
        />
        <FilterSelect
          label="Brand"
          value={state.brand}
          anyLabel="All queries"
          options={BRAND_OPTIONS}
          onChange={(segment) => update({ brand: segment as BrandSegment | null })}
          disabled={!queries || brand.terms.length === 0}
          className="w-44"
        />
      </div>
      <ActiveFilters context={context} />
    </div>
  );
}
