"use client";

import { LocationPicker } from "./location-picker";

/** On the business profile view the header picks a location instead of a project (spec §2). */
export function GbpHeader() {
  return (
    <div role="group" aria-label="Filters" className="flex items-center gap-2">
      <LocationPicker />
    </div>
  );
}
