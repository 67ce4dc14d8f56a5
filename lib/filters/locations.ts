// Spec §5 and §4 "Business profile location": the labels and the auto-selection of the location picker.
export const NO_LOCATIONS_TEXT = "No Locations";
export const SELECT_LOCATION_TEXT = "Select Location";
export const NO_ADDRESS_TEXT = "No address";
export const LOADING_LOCATIONS_TEXT = "Loading locations...";

export type GmbLocationOption = {
  location_id: string;
  location_name: string;
  /** The business's display name, when the list carries it beside the resource name. */
  title?: string | null;
  address: { addressLines?: string[] } | null;
};

/** The name a person knows the location by. */
export function locationLabel(location: GmbLocationOption): string {
  return location.title?.trim() || location.location_name;
}

/** The first non-blank address line, or 'No address'. */
export function locationAddressLine(location: GmbLocationOption): string {
  const line = location.address?.addressLines?.find((text) => text.trim() !== "");
  return line?.trim() ?? NO_ADDRESS_TEXT;
}

export type LocationPickerState = { disabled: boolean; placeholder: string };

export function locationPickerState(
  loading: boolean,
  locations: readonly GmbLocationOption[],
): LocationPickerState {
  if (loading) return { disabled: true, placeholder: LOADING_LOCATIONS_TEXT };
  if (locations.length === 0) return { disabled: true, placeholder: NO_LOCATIONS_TEXT };
  return { disabled: false, placeholder: SELECT_LOCATION_TEXT };
}

/** The selected location if the list holds it, else the first one once the list has loaded. */
export function locationToSelect(
  locations: readonly GmbLocationOption[] | undefined,
  selectedId: string | null,
): string | null {
  if (!locations?.length) return null;
  if (selectedId && locations.some((l) => l.location_id === selectedId)) return selectedId;
  return locations[0]!.location_id;
}
