import { DATA_SOURCE_LABELS, DATA_SOURCE_TYPES, type DataSourceType } from "@/lib/projects/limits";
import type { DataSourceDto } from "@/lib/projects/types";
import { ALL_OPTION } from "./filter-context";

// Spec §5: the texts and disabled rules of the filter bar's selectors.
export const LOADING_PROJECTS_TEXT = "Loading projects...";
export const NO_PROPERTIES_TEXT = "No properties available";
export const ALL_PROJECTS_TEXT = "All projects";
export const ALL_PROPERTIES_TEXT = "All properties";
export const ALL_SOURCES_TEXT = "All data sources";

/** A usable selector has a value ("all" for none, never ""); an unusable one says why instead. */
export type SelectorState =
  { disabled: false; value: string } | { disabled: true; placeholder: string };

export function projectSelectorState(loading: boolean, selectedId: string | null): SelectorState {
  if (loading) return { disabled: true, placeholder: LOADING_PROJECTS_TEXT };
  return { disabled: false, value: selectedId || ALL_OPTION };
}

/** Disabled while loading or with one property or none, and then it says so. */
export function propertySelectorState(
  loading: boolean,
  propertyCount: number,
  selectedId: string | null,
): SelectorState {
  if (loading || propertyCount <= 1) return { disabled: true, placeholder: NO_PROPERTIES_TEXT };
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

export type FilterProperty = {
  id: string;
  property_name: string;
  property_uri: string;
  type: DataSourceType;
};

/** A project's data sources as property options, only of `source` when one is chosen. */
export function propertyOptions(
  sources: readonly DataSourceDto[],
  source: DataSourceType | null,
): FilterProperty[] {
  return sources
    .filter((s) => source === null || s.type === source)
    .map((s) => ({
      id: s.id,
      property_name: s.property_name ?? s.property_uri,
      property_uri: s.property_uri,
      type: s.type,
    }));
}

export type EffectiveProperty = { property: FilterProperty | null; isDefault: boolean };

/**
 * The property a view reads: the URL's when the project has it, else, on a view of one source type,
 * the project's first property of that type. The default stays out of the URL, so a later choice of
 * the person (or a newly connected property) is not pinned by it.
 */
export function effectiveProperty(
  projectId: string | null,
  properties: readonly FilterProperty[],
  urlPropertyId: string | null | undefined,
  viewSource: DataSourceType | undefined,
): EffectiveProperty {
  if (!projectId) return { property: null, isDefault: false };
  const chosen = urlPropertyId ? properties.find((p) => p.id === urlPropertyId) : undefined;
  if (chosen) return { property: chosen, isDefault: false };
  const first = viewSource ? primarySource(properties, viewSource) : null;
  return first ? { property: first, isDefault: true } : { property: null, isDefault: false };
}

/**
 * The data source of a type that a project-wide view reads. For Search Console a domain property
 * comes first: it covers every host and protocol of the site, where a URL-prefix one sees a part.
 */
export function primarySource<S extends Pick<DataSourceDto, "type" | "property_uri">>(
  sources: readonly S[],
  type: DataSourceType,
): S | null {
  const ofType = sources.filter((s) => s.type === type);
  if (type === "gsc")
    return ofType.find((s) => s.property_uri.startsWith("sc-domain:")) ?? ofType[0] ?? null;
  return ofType[0] ?? null;
}
