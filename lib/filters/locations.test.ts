import { describe, expect, it } from "vitest";
import {
  locationAddressLine,
  locationLabel,
  locationPickerState,
  locationToSelect,
  type GmbLocationOption,
} from "./locations";

const bakery: GmbLocationOption = {
  location_id: "4527103946251903846",
  location_name: "Zeta Bakery Mitte",
  address: { addressLines: ["Torstraße 12", "Hinterhaus"] },
};
const van: GmbLocationOption = { location_id: "99", location_name: "Zeta Van", address: null };

describe("locationAddressLine", () => {
  it("shows the first address line", () => {
    expect(locationAddressLine(bakery)).toBe("Torstraße 12");
  });

  it.each([
    ["no address", null],
    ["no lines", { addressLines: [] }],
    ["blank lines", { addressLines: ["  "] }],
    ["lines missing", {}],
  ])("says 'No address' for %s", (_case, address) => {
    expect(locationAddressLine({ ...van, address })).toBe("No address");
  });
});

describe("locationLabel", () => {
  it("prefers the business title to the resource name", () => {
    expect(locationLabel(bakery)).toBe("Zeta Bakery Mitte");
    expect(locationLabel({ ...van, location_name: "locations/99", title: "Zeta Van" })).toBe(
      "Zeta Van",
    );
    expect(locationLabel({ ...van, title: " " })).toBe("Zeta Van");
  });
});

describe("locationPickerState", () => {
  it("is disabled with 'No Locations' when there are none", () => {
    expect(locationPickerState(false, [])).toEqual({ disabled: true, placeholder: "No Locations" });
  });

  it("asks to 'Select Location' when there are some", () => {
    expect(locationPickerState(false, [bakery])).toEqual({
      disabled: false,
      placeholder: "Select Location",
    });
  });

  it("waits while the list loads", () => {
    expect(locationPickerState(true, []).disabled).toBe(true);
  });
});

describe("locationToSelect", () => {
  it("picks the first location once the list has loaded", () => {
    expect(locationToSelect(undefined, null)).toBeNull();
    expect(locationToSelect([], null)).toBeNull();
    expect(locationToSelect([bakery, van], null)).toBe(bakery.location_id);
  });

  it("keeps a selected location the list holds, and replaces one it does not", () => {
    expect(locationToSelect([bakery, van], "99")).toBe("99");
    expect(locationToSelect([bakery, van], "gone")).toBe(bakery.location_id);
  });
});
