"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { useGmbLocationsQuery } from "@/hooks/queries/use-gmb-locations-query";
import { useReplaceSearch } from "@/hooks/use-replace-search";
import {
  locationAddressLine,
  locationLabel,
  locationPickerState,
  locationToSelect,
} from "@/lib/filters/locations";
import { cn } from "@/lib/utils";
import { TRUNCATED_VALUE, Truncated } from "./filter-selects";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

export const LOCATION_PARAM = "location";

/** The location in the URL (?location=), and a setter that keeps every other param. */
export function useSelectedLocation(): [string | null, (locationId: string) => void] {
  const searchParams = useSearchParams();
  const replaceSearch = useReplaceSearch();
  const select = (locationId: string) =>
    replaceSearch((current) => {
      current.set(LOCATION_PARAM, locationId);
      return current.toString();
    });
  return [searchParams.get(LOCATION_PARAM), select];
}

/** The business profile view's location; the first one is chosen as soon as the list loads. */
export function LocationPicker() {
  const locations = useGmbLocationsQuery();
  const [selectedId, select] = useSelectedLocation();
  const list = locations.data ?? [];
  const state = locationPickerState(locations.isPending, list);
  const target = locationToSelect(locations.data, selectedId);
  const selected = list.find((l) => l.location_id === selectedId);

  useEffect(() => {
    if (target && target !== selectedId) select(target);
    // `select` changes with every render; the target alone decides whether to move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, selectedId]);

  return (
    <Select value={selected?.location_id ?? ""} onValueChange={select} disabled={state.disabled}>
      <SelectTrigger
        size="sm"
        aria-label="Location"
        title={selected ? locationLabel(selected) : state.placeholder}
        className={cn(TRUNCATED_VALUE, "w-40 sm:w-64")}
      >
        <SelectValue placeholder={<Truncated text={state.placeholder} />}>
          {selected && <Truncated text={locationLabel(selected)} />}
        </SelectValue>
      </SelectTrigger>
      <SelectContent align="start">
        {list.map((location) => (
          <SelectItem key={location.location_id} value={location.location_id}>
            <span className="grid gap-0.5">
              <span className="font-medium">{locationLabel(location)}</span>
              <span className="text-xs text-muted-foreground">{locationAddressLine(location)}</span>
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
