import {
  locationAddressLine,
  locationLabel,
  type GmbLocationOption,
} from "@/lib/filters/locations";
import { DATA_SOURCE_LABELS, DATA_SOURCE_TYPES, type DataSourceType } from "@/lib/projects/limits";
import type { DataSourceDto, GooglePropertyDto } from "@/lib/projects/types";

export type SourceChoice = {
  /** `type property_uri`: one data source can exist once per project. */
  key: string;
  type: DataSourceType;
  property_uri: string;
  name: string;
  /** The address or URI under the name; null when it would only repeat the name. */
  detail: string | null;
};

export type SourceChoiceGroup = { type: DataSourceType; label: string; choices: SourceChoice[] };

const keyOf = (type: DataSourceType, uri: string) => `${type} ${uri}`;

/** Business Profile data sources name a location by its resource name, `locations/{id}`. */
export function gmbPropertyUri(location: Pick<GmbLocationOption, "location_id">): string {
  const id = location.location_id;
  return id.startsWith("locations/") ? id : `locations/${id}`;
}

/**
 * What can still be connected, grouped Search Console / GA4 / Business Profile. A Business Profile
 * choice shows its location's first address line; a location without a property row is offered too.
 */
export function sourceChoiceGroups(
  properties: readonly GooglePropertyDto[],
  locations: readonly GmbLocationOption[],
  connected: readonly Pick<DataSourceDto, "type" | "property_uri">[],
): SourceChoiceGroup[] {
  const taken = new Set(connected.map((s) => keyOf(s.type, s.property_uri)));
  const addressOf = new Map(locations.map((l) => [gmbPropertyUri(l), locationAddressLine(l)]));
  const choices = new Map<string, SourceChoice>();
  const add = (choice: Omit<SourceChoice, "key">) => {
    const key = keyOf(choice.type, choice.property_uri);
    if (!taken.has(key) && !choices.has(key)) choices.set(key, { key, ...choice });
  };
  for (const p of properties) {
    const address = p.property_type === "gmb" ? addressOf.get(p.property_uri) : undefined;
    add({
      type: p.property_type,
      property_uri: p.property_uri,
      name: p.property_name,
      detail: address ?? (p.property_uri === p.property_name ? null : p.property_uri),
    });
  }
  for (const location of locations) {
    add({
      type: "gmb",
      property_uri: gmbPropertyUri(location),
      name: locationLabel(location),
      detail: locationAddressLine(location),
    });
  }
  return DATA_SOURCE_TYPES.map((type) => ({
    type,
    label: DATA_SOURCE_LABELS[type],
    choices: [...choices.values()].filter((c) => c.type === type),
  })).filter((group) => group.choices.length > 0);
}
