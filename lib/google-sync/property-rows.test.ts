import {
  ga4PropertyRows,
  gmbLocationRow,
  gmbPropertyRow,
  gscPropertyRow,
  locationIdOf,
} from "./property-rows";

describe("gscPropertyRow", () => {
  it("names a domain property after its domain and gives it the domain's home page", () => {
    expect(
      gscPropertyRow({ siteUrl: "sc-domain:greenleaf.example", permissionLevel: "siteOwner" }),
    ).toEqual({
      property_type: "gsc",
      property_uri: "sc-domain:greenleaf.example",
      property_name: "greenleaf.example (Domain)",
      verified: true,
      permission_level: "siteOwner",
      site_url: "https://greenleaf.example/",
    });
  });

  it("names a URL-prefix property by its URL", () => {
    expect(
      gscPropertyRow({
        siteUrl: "https://blog.greenleaf.example/",
        permissionLevel: "siteFullUser",
      }),
    ).toMatchObject({
      property_name: "https://blog.greenleaf.example/",
      site_url: "https://blog.greenleaf.example/",
      verified: true,
    });
  });

  it.each(["siteUnverifiedUser", "SITE_UNVERIFIED_USER"])("%s is not verified", (level) => {
    expect(
      gscPropertyRow({ siteUrl: "https://www.harborlaw.example/", permissionLevel: level }),
    ).toMatchObject({ verified: false, permission_level: level });
  });
});

describe("ga4PropertyRows", () => {
  it("flattens account summaries into one row per property, named with the account", () => {
    expect(
      ga4PropertyRows([
        {
          displayName: "Greenleaf Garden Supply",
          properties: [{ propertyId: "312845067", displayName: "greenleaf.example - GA4" }],
        },
        { displayName: "Empty account", properties: [] },
        { displayName: null, properties: [{ propertyId: "9", displayName: "" }] },
      ]),
    ).toEqual([
      {
        property_type: "ga4",
        property_uri: "properties/312845067",
        property_name: "greenleaf.example - GA4 (Greenleaf Garden Supply)",
        verified: true,
        permission_level: null,
        site_url: null,
      },
      {
        property_type: "ga4",
        property_uri: "properties/9",
        property_name: "GA4 property 9",
        verified: true,
        permission_level: null,
        site_url: null,
      },
    ]);
  });
});

describe("Business Profile locations", () => {
  it("keep the numeric id, the address and the website", () => {
    const row = gmbLocationRow({
      name: "locations/4527103946251903846",
      title: "Greenleaf Garden Supply — Portland",
      storefrontAddress: {
        addressLines: ["1420 SE Hawthorne Blvd"],
        locality: "Portland",
        regionCode: "US",
        postalCode: "97214",
      },
      websiteUri: "https://www.greenleaf.example/stores/portland/",
    });
    expect(row).toEqual({
      location_id: "4527103946251903846",
      location_name: "locations/4527103946251903846",
      title: "Greenleaf Garden Supply — Portland",
      address: {
        addressLines: ["1420 SE Hawthorne Blvd"],
        locality: "Portland",
        regionCode: "US",
        postalCode: "97214",
      },
      website_uri: "https://www.greenleaf.example/stores/portland/",
    });
    expect(gmbPropertyRow(row)).toEqual({
      property_type: "gmb",
      property_uri: "locations/4527103946251903846",
      property_name: "Greenleaf Garden Supply — Portland",
      verified: true,
      permission_level: null,
      site_url: "https://www.greenleaf.example/stores/portland/",
    });
  });

  it("of a service-area business have no address", () => {
    const row = gmbLocationRow({ name: "locations/77", title: "Mobile repairs" });
    expect(row).toMatchObject({ address: null, website_uri: null });
    expect(gmbPropertyRow({ ...row, title: null }).property_name).toBe("locations/77");
  });

  it("ids are the part after the last slash", () => {
    expect(locationIdOf("accounts/1/locations/42")).toBe("42");
    expect(locationIdOf("42")).toBe("42");
  });
});
