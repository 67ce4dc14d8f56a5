import { DATA_SOURCE_LABELS, DATA_SOURCE_TYPES, type DataSourceType } from "@/lib/projects/schemas";
import { ALL_OPTION } from "./filter-context";

// Spec §5: the texts and disabled rules of the filter bar's selectors.
export const LOADING_PROJECTS_TEXT = "Loading projects...";
export const NO_PROPERTIES_TEXT = "No properties available";
export const ALL_PROJECTS_TEXT = "All projects";
export const ALL_PROPERTIES_TEXT = "All properties";
export const ALL_SOURCES_TEXT = "All data sources";

export type SelectorState = {
  disabled: boolean;
  /** The select's value; never "" (the select control rejects empty values). */
  value: string;
  /** Shown in place of the value when the selector cannot be used. */
  placeholder?: string;
};

export function projectSelectorState(loading: boolean, selectedId: string | null): SelectorState {
  if (loading) return { disabled: true, value: ALL_OPTION, placeholder: LOADING_PROJECTS_TEXT };
  return { disabled: false, value: selectedId || ALL_OPTION };
}

/** Disabled while loading or with one property or none, and then it says so. */
export function propertySelectorState(
  loading: boolean,
  propertyCount: number,
  selectedId: string | null,
): SelectorState {
  if (loading || propertyCount <= 1)
    return { disabled: true, value: ALL_OPTION, placeholder: NO_PROPERTIES_TEXT };
  return { disabled: false, value: selectedId || ALL_OPTION };
}

export type DataSourceOption = { value: DataSourceType; label: string };

/** The source types a project has (every type when no project is chosen), in the spec's order. */
export function dataSourceOptions(
  projectSourceTypes: readonly DataSourceType[] | null,
): DataSourceOption[] {
  return DATA_SOURCE_TYPES.filter(
    (type) => projectSourceTypes === null || projectSourceTypes.includes(type),
  ).map((type) => ({ value: type, label: DATA_SOURCE_LABELS[type] }));
}
