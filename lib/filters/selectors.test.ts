import { describe, expect, it } from "vitest";
import {
  dataSourceOptions,
  LOADING_PROJECTS_TEXT,
  NO_PROPERTIES_TEXT,
  projectSelectorState,
  propertyOptions,
  propertySelectorState,
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
