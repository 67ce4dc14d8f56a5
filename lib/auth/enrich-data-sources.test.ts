import { describe, expect, it } from "vitest";
import { enrichDataSources, type GooglePropertyRow } from "./enrich-data-sources";

const source = (property_uri: string, type: string, property_name: string | null = null) => ({
  id: `ds-${type}-${property_uri}`,
  project_id: "7f0c1a52-3c1e-4c39-9a51-2b1d0f6d9e10",
  property_uri,
  type,
  property_name,
});

const properties: GooglePropertyRow[] = [
  {
    property_uri: "sc-domain:example.com",
    property_type: "gsc",
    property_name: "example.com",
    verified: true,
    permission_level: "siteOwner",
    site_url: "https://example.com/",
  },
  {
    property_uri: "properties/123456",
    property_type: "ga4",
    property_name: "Example GA4",
    verified: null,
    permission_level: null,
    site_url: null,
    time_zone: "Asia/Tokyo",
  },
  {
    property_uri: "https://shop.example.com/",
    property_type: "gsc",
    property_name: "shop.example.com",
    verified: "true",
    permission_level: "siteFullUser",
    site_url: "https://shop.example.com/",
  },
];

describe("enrichDataSources", () => {
  it("copies the matching property's details and keeps the source's own fields", () => {
    const [enriched] = enrichDataSources([source("sc-domain:example.com", "gsc")], properties);
    expect(enriched).toEqual({
      ...source("sc-domain:example.com", "gsc"),
      property_name: "example.com",
      verified: true,
      permission_level: "siteOwner",
      site_url: "https://example.com/",
      time_zone: null,
    });
  });

  it("copies a GA4 property's time zone", () => {
    const [enriched] = enrichDataSources([source("properties/123456", "ga4")], properties);
    expect(enriched?.time_zone).toBe("Asia/Tokyo");
  });

  it("counts verified only when it is exactly true", () => {
    const enriched = enrichDataSources(
      [source("properties/123456", "ga4"), source("https://shop.example.com/", "gsc")],
      properties,
    );
    expect(enriched.map((s) => s.verified)).toEqual([false, false]);
    expect(enriched[1]?.permission_level).toBe("siteFullUser");
  });

  it("matches on the type as well as the URI", () => {
    const [enriched] = enrichDataSources(
      [source("sc-domain:example.com", "ga4", "Saved name")],
      properties,
    );
    expect(enriched).toMatchObject({
      property_name: "Saved name",
      verified: false,
      permission_level: null,
      site_url: null,
    });
  });

  it("leaves a source without a property with empty details", () => {
    const [enriched] = enrichDataSources([source("locations/99", "gmb")], []);
    expect(enriched).toMatchObject({
      property_name: null,
      verified: false,
      permission_level: null,
      site_url: null,
    });
  });

  it("keeps the order and count of the sources", () => {
    const sources = [
      source("https://shop.example.com/", "gsc"),
      source("locations/1", "gmb"),
      source("properties/123456", "ga4"),
    ];
    expect(enrichDataSources(sources, properties).map((s) => s.id)).toEqual(
      sources.map((s) => s.id),
    );
  });
});
