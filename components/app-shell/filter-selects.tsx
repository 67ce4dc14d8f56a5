"use client";

import { ChoiceSelect } from "@/components/ui/choice-select";
import { ALL_OPTION } from "@/lib/filters/filter-context";
import { cn } from "@/lib/utils";
import {
  ALL_PROJECTS_TEXT,
  ALL_PROPERTIES_TEXT,
  ALL_SOURCES_TEXT,
  projectSelectorState,
  propertySelectorState,
  type SelectorState,
} from "@/lib/filters/selectors";
import type { FilterContext } from "@/hooks/use-filter-context";
import type { DataSourceType } from "@/lib/projects/limits";

type Option = { value: string; label: string };

type FilterSelectProps = {
  label: string;
  state: SelectorState;
  allLabel: string;
  options: Option[];
  onChange: (value: string | null) => void;
  className?: string;
};

/** The trigger's text: cut with an ellipsis when the select is narrower than the name. */
export const TRUNCATED_VALUE = "min-w-0 *:data-[slot=select-value]:min-w-0";
export const Truncated = ({ text }: { text: string }) => (
  <span className="min-w-0 truncate">{text}</span>
);

/** One selector of the filter bar; "all" stands for none, since a select item cannot be empty. */
function FilterSelect({ label, state, allLabel, options, onChange, className }: FilterSelectProps) {
  const shown = state.disabled
    ? state.placeholder
    : (options.find((option) => option.value === state.value)?.label ?? allLabel);
  return (
    <ChoiceSelect
      label={label}
      value={state.disabled ? "" : state.value}
      shown={shown}
      title={shown}
      choices={options}
      leading={{ value: ALL_OPTION, label: allLabel }}
      disabled={state.disabled}
      onValueChange={(value) => onChange(value === ALL_OPTION ? null : value)}
      size="sm"
      className={cn(TRUNCATED_VALUE, className)}
    />
  );
}

type Filters = Pick<
  FilterContext,
  | "selectedProjectId"
  | "selectedPropertyId"
  | "selectedDataSource"
  | "availableProjects"
  | "availableProperties"
  | "availableDataSources"
  | "projectsLoading"
  | "propertiesLoading"
  | "setProject"
  | "setProperty"
  | "setDataSource"
>;

export function ProjectSelect({ filters }: { filters: Filters }) {
  return (
    <FilterSelect
      label="Project"
      state={projectSelectorState(filters.projectsLoading, filters.selectedProjectId)}
      allLabel={ALL_PROJECTS_TEXT}
      options={filters.availableProjects.map((p) => ({ value: p.id, label: p.name }))}
      onChange={filters.setProject}
      className="w-[5.5rem] sm:w-44 lg:w-52"
    />
  );
}

export function PropertySelect({ filters }: { filters: Filters }) {
  const { availableProperties, propertiesLoading, selectedPropertyId } = filters;
  return (
    <FilterSelect
      label="Property"
      state={propertySelectorState(
        propertiesLoading,
        availableProperties.length,
        selectedPropertyId,
      )}
      allLabel={ALL_PROPERTIES_TEXT}
      options={availableProperties.map((p) => ({ value: p.id, label: p.property_name }))}
      onChange={filters.setProperty}
      className="w-[5.5rem] sm:w-48 lg:w-60"
    />
  );
}

export function DataSourceSelect({ filters }: { filters: Filters }) {
  return (
    <FilterSelect
      label="Data source"
      state={{ disabled: false, value: filters.selectedDataSource ?? ALL_OPTION }}
      allLabel={ALL_SOURCES_TEXT}
      options={filters.availableDataSources}
      onChange={(value) => filters.setDataSource(value as DataSourceType | null)}
      className="w-[5.5rem] sm:w-44"
    />
  );
}
