import { describe, expect, it } from "vitest";
import type { GooglePropertyDto } from "@/lib/projects/types";
import { gmbPropertyUri, sourceChoiceGroups } from "./source-choices";

const property = (
  property_type: GooglePropertyDto["property_type"],
  property_uri: string,
  property_name: string,
) => ({ id: property_uri, property_type, property_uri, property_name }) as GooglePropertyDto;

const PROPERTIES = [
  property("ga4", "properties/101", "Shop – GA4"),
  property("gsc", "sc-domain:shop.example", "shop.example"),
  property("gmb", "locations/7", "Shop Kreuzberg"),
  property("gmb", "locations/8", "Shop Warehouse"),
];
const LOCATIONS = [
  {
    location_id: "7",
    location_name: "locations/7",
    title: "Shop Kreuzberg",
    address: { addressLines: ["Oranienstr. 5"] },
  },
  { location_id: "9", location_name: "locations/9", title: "Shop Pop-up", address: null },
];

describe("sourceChoiceGroups", () => {
  it("groups the choices as Search Console, GA4 and Business Profile", () => {
    const groups = sourceChoiceGroups(PROPERTIES, LOCATIONS, []);
    expect(groups.map((g) => g.label)).toEqual([
      "Search Console",
      "Google Analytics 4",
      "Business Profile",
    ]);
    expect(groups[2]!.choices).toEqual([
      {
        key: "gmb locations/7",
        type: "gmb",
        property_uri: "locations/7",
        name: "Shop Kreuzberg",
        detail: "Oranienstr. 5",
      },
      {
        key: "gmb locations/8",
        type: "gmb",
        property_uri: "locations/8",
        name: "Shop Warehouse",
        detail: "locations/8",
      },
      {
        key: "gmb locations/9",
        type: "gmb",
        property_uri: "locations/9",
        name: "Shop Pop-up",
        detail: "No address",
      },
    ]);
  });

  it("gives no detail that would repeat the name", () => {
    const [group] = sourceChoiceGroups(
      [property("gsc", "https://blog.shop.example/", "https://blog.shop.example/")],
      [],
      [],
    );
    expect(group!.choices[0]!.detail).toBeNull();
  });

  it("leaves out what the project already has, and empty groups", () => {
    const groups = sourceChoiceGroups(
      PROPERTIES,
      [],
      [
        { type: "gsc", property_uri: "sc-domain:shop.example" },
        { type: "gmb", property_uri: "locations/7" },
        { type: "gmb", property_uri: "locations/8" },
      ],
    );
    expect(groups.map((g) => g.type)).toEqual(["ga4"]);
  });

  it("names a location by its resource name", () => {
    expect(gmbPropertyUri({ location_id: "4527103946251903846" })).toBe(
      "locations/4527103946251903846",
    );
    expect(gmbPropertyUri({ location_id: "locations/9" })).toBe("locations/9");
  });
});
