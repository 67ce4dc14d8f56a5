// The dimensions and metrics of one property: the common ones and the property's custom
// definitions (event parameters and user properties registered in GA4's admin). `properties/0`
// has the common ones only, as Google answers it.
import type { Ga4Property } from "../world/catalog";
import { F } from "../world/ga4-daily";
import { COMMERCE } from "../world/ga4-commerce";
import { dimensionDef, DIMENSIONS, type DimensionDef, type DimensionSpec } from "./dimensions";
import { findMetric, metricDef, METRICS, type MetricDef, type MetricSpec } from "./metrics";

export type Ga4Schema = {
  dimensions: ReadonlyMap<string, DimensionDef>;
  metrics: ReadonlyMap<string, MetricDef>;
  /** A metric by its name or a deprecated alias. */
  metric(name: string): MetricDef | undefined;
};

const CUSTOM = "Custom";
const NOT_SET = "(not set)";

// prettier-ignore
const ARTICLES: DimensionSpec[] = [
  ["customEvent:article_author", "Article author", "The author of the article (event parameter article_author).", CUSTOM, "event", ["page"], (c) => c.page!.author ?? NOT_SET],
  ["customEvent:content_group", "Content group", "The section of the site the page belongs to (event parameter content_group).", CUSTOM, "event", ["page"], (c) => c.page!.contentGroup],
];
// prettier-ignore
const MEMBERS: DimensionSpec[] = [
  ["customUser:membership_tier", "Membership tier", "The loyalty tier of a signed-in customer (user property membership_tier).", CUSTOM, "user", ["visitor"], (c) => c.visitor!.tier],
];
// prettier-ignore
const READING: MetricSpec[] = [
  ["customEvent:reading_time", "Reading time", "Seconds spent reading articles (event parameter reading_time).", CUSTOM, "TYPE_SECONDS", "event", (t) => t.facts[F.readingSeconds]!],
];

function schema(dimensions: DimensionDef[], metrics: MetricDef[]): Ga4Schema {
  const byName = new Map(metrics.map((m) => [m.apiName, m]));
  return {
    dimensions: new Map(dimensions.map((d) => [d.apiName, d])),
    metrics: byName,
    metric: (name) => findMetric(name, byName),
  };
}

export const COMMON_SCHEMA = schema([...DIMENSIONS.values()], [...METRICS.values()]);

const cache = new WeakMap<Ga4Property, Ga4Schema>();

/** Every property reports its articles; shops also know their members' tiers. */
export function schemaFor(property: Ga4Property | null): Ga4Schema {
  if (!property) return COMMON_SCHEMA;
  let hit = cache.get(property);
  if (hit) return hit;
  const custom = [...ARTICLES, ...(COMMERCE[property.dataset.topic] ? MEMBERS : [])];
  hit = schema(
    [...DIMENSIONS.values(), ...custom.map((spec) => dimensionDef(spec, true))],
    [...METRICS.values(), ...READING.map((spec) => metricDef(spec, true))],
  );
  cache.set(property, hit);
  return hit;
}
