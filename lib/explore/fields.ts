import type { Ga4Metadata } from "@/lib/google/schemas/analytics";
import { filterLeaves, type ExplorationDefinition } from "./definition";

// The property's fields as the pickers list them, and the checks that need them: whether each
// chosen name is a dimension or a metric of this property (getMetadata, google-apis.md §3.5).

type Meta = Ga4Metadata["dimensions"][number];
/** A field of getMetadata; Ga4Metadata's fields are these. */
export type FieldMetadata = Pick<Meta, "apiName" | "uiName" | "description" | "category"> &
  Partial<Pick<Meta, "customDefinition" | "deprecatedApiNames">> & { type?: string };
export type FieldsMetadata = {
  dimensions: readonly FieldMetadata[];
  metrics: readonly FieldMetadata[];
};

export type CatalogField = {
  apiName: string;
  uiName: string;
  description?: string;
  kind: "dimension" | "metric";
  custom: boolean;
  /** Metrics: GA4's type (TYPE_INTEGER, TYPE_FLOAT, TYPE_SECONDS …). */
  type?: string;
};
export type FieldGroup = { category: string; fields: CatalogField[] };
export type FieldCatalog = { dimensions: FieldGroup[]; metrics: FieldGroup[] };

export const CUSTOM_CATEGORY = "Custom";
const OTHER_CATEGORY = "Other";

const labelOf = (f: FieldMetadata) => f.uiName || f.apiName;
const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true }).compare;

function groups(fields: readonly FieldMetadata[], kind: CatalogField["kind"]): FieldGroup[] {
  const byCategory = new Map<string, CatalogField[]>();
  for (const f of fields) {
    const custom = f.customDefinition === true;
    const category = custom ? CUSTOM_CATEGORY : f.category?.trim() || OTHER_CATEGORY;
    const field: CatalogField = {
      apiName: f.apiName,
      uiName: labelOf(f),
      ...(f.description ? { description: f.description } : {}),
      kind,
      custom,
      ...(f.type ? { type: f.type } : {}),
    };
    byCategory.set(category, [...(byCategory.get(category) ?? []), field]);
  }
  return [...byCategory]
    .map(([category, list]) => ({
      category,
      fields: list.sort((a, b) => byName(a.uiName, b.uiName) || byName(a.apiName, b.apiName)),
    }))
    .sort((a, b) => {
      const custom =
        Number(a.category === CUSTOM_CATEGORY) - Number(b.category === CUSTOM_CATEGORY);
      return custom || byName(a.category, b.category);
    });
}

/** The property's dimensions and metrics grouped by GA4's category, sorted, custom ones last. */
export function fieldCatalog(metadata: FieldsMetadata): FieldCatalog {
  return {
    dimensions: groups(metadata.dimensions, "dimension"),
    metrics: groups(metadata.metrics, "metric"),
  };
}

/**
 * The catalog's fields whose name or API name holds every word of `text`, ignoring case; groups
 * left empty are dropped. "session source" finds both "Session source" and `sessionSource`.
 */
export function searchFields(catalog: FieldCatalog, text: string): FieldCatalog {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return catalog;
  const matches = (f: CatalogField) => {
    const names = `${f.uiName}\n${f.apiName}`.toLowerCase();
    return words.every((w) => names.includes(w));
  };
  const filter = (list: FieldGroup[]) =>
    list
      .map((g) => ({ category: g.category, fields: g.fields.filter(matches) }))
      .filter((g) => g.fields.length > 0);
  return { dimensions: filter(catalog.dimensions), metrics: filter(catalog.metrics) };
}

/** Each field by its API name and by the names GA4 still accepts for it. */
function index(fields: readonly FieldMetadata[]): Map<string, FieldMetadata> {
  const map = new Map<string, FieldMetadata>();
  for (const f of fields) for (const old of f.deprecatedApiNames ?? []) map.set(old, f);
  for (const f of fields) map.set(f.apiName, f);
  return map;
}

/**
 * What is wrong with the definition's fields for this property, in words for its user: a metric
 * chosen as a dimension or filtered as one, and the reverse, and names the property does not have.
 * Empty when every field is where it belongs.
 */
export function checkFieldKinds(
  def: Pick<ExplorationDefinition, "dimensions" | "metrics" | "dimensionFilter" | "metricFilter">,
  metadata: FieldsMetadata,
): string[] {
  const dimensions = index(metadata.dimensions);
  const metrics = index(metadata.metrics);
  const problems = new Set<string>();
  const asDimension = (name: string, where: string) => {
    if (dimensions.has(name)) return;
    const metric = metrics.get(name);
    problems.add(
      metric
        ? `‘${labelOf(metric)}’ is a metric; ${where} takes dimensions.`
        : `Unknown dimension ‘${name}’.`,
    );
  };
  const asMetric = (name: string, where: string) => {
    if (metrics.has(name)) return;
    const dimension = dimensions.get(name);
    problems.add(
      dimension
        ? `‘${labelOf(dimension)}’ is a dimension; ${where} takes metrics.`
        : `Unknown metric ‘${name}’.`,
    );
  };
  for (const name of def.dimensions) asDimension(name, "the dimension list");
  for (const name of def.metrics) asMetric(name, "the metric list");
  if (def.dimensionFilter)
    for (const { leaf } of filterLeaves(def.dimensionFilter))
      asDimension(leaf.field, "the dimension filter");
  if (def.metricFilter)
    for (const { leaf } of filterLeaves(def.metricFilter))
      asMetric(leaf.field, "the metric filter");
  return [...problems];
}
