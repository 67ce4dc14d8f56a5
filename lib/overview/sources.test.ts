import { primarySource } from "@/lib/filters/selectors";
import { defaultProject, locationNumbers } from "./sources";

describe("defaultProject", () => {
  it("takes the newest project with data, else the newest", () => {
    const empty = { id: "a", dataSourceCount: 0 };
    const full = { id: "b", dataSourceCount: 2 };
    expect(defaultProject([empty, full])).toBe(full);
    expect(defaultProject([empty])).toBe(empty);
    expect(defaultProject([])).toBeNull();
  });
});

describe("primarySource", () => {
  const sources = [
    { type: "gsc" as const, property_uri: "https://blog.greenleaf.example/" },
    { type: "ga4" as const, property_uri: "properties/1" },
    { type: "gsc" as const, property_uri: "sc-domain:greenleaf.example" },
  ];

  it("prefers a Search Console domain property", () => {
    expect(primarySource(sources, "gsc")!.property_uri).toBe("sc-domain:greenleaf.example");
    expect(primarySource(sources.slice(0, 2), "gsc")!.property_uri).toBe(
      "https://blog.greenleaf.example/",
    );
  });

  it("takes the first of another type, or none", () => {
    expect(primarySource(sources, "ga4")!.property_uri).toBe("properties/1");
    expect(primarySource(sources, "gmb")).toBeNull();
  });
});

describe("locationNumbers", () => {
  it("reads the numbers of the gmb sources' locations", () => {
    expect(
      locationNumbers([
        { type: "gmb", property_uri: "locations/4527103946251903846" },
        { type: "gsc", property_uri: "sc-domain:a.example" },
        { type: "gmb", property_uri: "locations/not-a-number" },
      ]),
    ).toEqual(["4527103946251903846"]);
  });
});
