import { describe, expect, it } from "vitest";
import {
  dataSourceOptions,
  effectiveProperty,
  LOADING_PROJECTS_TEXT,
  NO_PROPERTIES_TEXT,
  projectSelectorState,
  propertyOptions,
  propertySelectorState,
  type FilterProperty,
} from "./selectors";
import type { DataSourceDto } from "@/lib/projects/types";

const ID = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";

describe("projectSelectorState", () => {
  it("is disabled with 'Loading projects...' while projects load", () => {
    expect(projectSelectorState(true, ID)).toEqual({
      disabled: true,
      placeholder: LOADING_PROJECTS_TEXT,
    });
  });

  it("shows the chosen project, or 'all' for none", () => {
    expect(projectSelectorState(false, ID)).toEqual({ disabled: false, value: ID });
    expect(projectSelectorState(false, null)).toEqual({ disabled: false, value: "all" });
  });
});

describe("propertySelectorState", () => {
  it.each([
    ["while loading", true, 3],
    ["with no property", false, 0],
    ["with one property", false, 1],
  ])("is disabled with 'No properties available' %s", (_case, loading, count) => {
    expect(propertySelectorState(loading, count, null)).toEqual({
      disabled: true,
      placeholder: NO_PROPERTIES_TEXT,
    });
  });

  it("is usable with two properties or more, 'all' meaning none", () => {
    expect(propertySelectorState(false, 2, null)).toEqual({ disabled: false, value: "all" });
    expect(propertySelectorState(false, 2, ID)).toEqual({ disabled: false, value: ID });
  });

  it("never yields an empty value", () => {
    for (const state of [propertySelectorState(false, 5, ""), projectSelectorState(false, "")]) {
      expect(state).toMatchObject({ value: "all" });
    }
  });
});

describe("dataSourceOptions", () => {
  it("offers every source without a project, in the spec's order", () => {
    expect(dataSourceOptions(null)).toEqual([
      { value: "gsc", label: "Search Console" },
      { value: "ga4", label: "Google Analytics 4" },
      { value: "gmb", label: "Business Profile" },
    ]);
  });

  it("offers only the project's source types", () => {
    expect(dataSourceOptions(["ga4", "ga4"]).map((o) => o.value)).toEqual(["ga4"]);
  });
});

describe("propertyOptions", () => {
  const source = (id: string, type: DataSourceDto["type"], name: string | null) =>
    ({ id, type, property_uri: `uri-${id}`, property_name: name }) as DataSourceDto;
  const sources = [source("a", "gsc", "example.com"), source("b", "ga4", null)];

  it("keeps the chosen source's properties, named by their URI when they have no name", () => {
    expect(propertyOptions(sources, null)).toEqual([
      { id: "a", property_name: "example.com", property_uri: "uri-a", type: "gsc" },
      { id: "b", property_name: "uri-b", property_uri: "uri-b", type: "ga4" },
    ]);
    expect(propertyOptions(sources, "ga4").map((p) => p.id)).toEqual(["b"]);
  });
});

describe("effectiveProperty", () => {
  const property = (id: string, type: FilterProperty["type"]): FilterProperty => ({
    id,
    type,
    property_name: `name-${id}`,
    property_uri: `uri-${id}`,
  });
  const gscA = property("gsc-a", "gsc");
  const gscB = property("gsc-b", "gsc");
  const ga4 = property("ga4-a", "ga4");

  it("is the URL's property when the project has it", () => {
    expect(effectiveProperty(ID, [gscA, gscB], "gsc-b", "gsc")).toEqual({
      property: gscB,
      isDefault: false,
    });
  });

  it("is the project's first property of the view's type without one in the URL", () => {
    expect(effectiveProperty(ID, [ga4, gscA, gscB], null, "gsc")).toEqual({
      property: gscA,
      isDefault: true,
    });
    expect(effectiveProperty(ID, [gscA, ga4], undefined, "ga4")).toEqual({
      property: ga4,
      isDefault: true,
    });
  });

  it("prefers a domain property, which covers every host of the site", () => {
    const domain = { ...property("gsc-d", "gsc"), property_uri: "sc-domain:example.com" };
    expect(effectiveProperty(ID, [gscA, domain, gscB], null, "gsc")).toEqual({
      property: domain,
      isDefault: true,
    });
  });

  it("falls back to the default when the URL names a property the project does not have", () => {
    expect(effectiveProperty(ID, [gscA], "gone", "gsc")).toEqual({
      property: gscA,
      isDefault: true,
    });
  });

  it("gives the one property of a project whose selector is disabled", () => {
    expect(propertySelectorState(false, 1, null)).toMatchObject({ disabled: true });
    expect(effectiveProperty(ID, [gscA], null, "gsc").property).toBe(gscA);
  });

  it("is none without a project, on a view of every source, or without a property of the type", () => {
    const none = { property: null, isDefault: false };
    expect(effectiveProperty(null, [gscA], null, "gsc")).toEqual(none);
    expect(effectiveProperty(ID, [gscA, ga4], null, undefined)).toEqual(none);
    expect(effectiveProperty(ID, [ga4], null, "gsc")).toEqual(none);
    expect(effectiveProperty(ID, [], null, "gsc")).toEqual(none);
  });
});
