import {
  domainInText,
  matchPropertiesToLocations,
  propertyDomain,
  registrableDomain,
  type MatchableProperty,
} from "./domain-match";

const property = (
  id: string,
  over: Partial<MatchableProperty> & Pick<MatchableProperty, "property_uri">,
): MatchableProperty => ({
  id,
  property_type: "gsc",
  property_name: over.property_uri,
  site_url: null,
  ...over,
});

describe("registrableDomain", () => {
  it.each([
    ["https://www.greenleaf.example/stores/portland/", "greenleaf.example"],
    ["sc-domain:greenleaf.example", "greenleaf.example"],
    ["https://blog.greenleaf.example/", "greenleaf.example"],
    ["HTTPS://WWW.GreenLeaf.Example/", "greenleaf.example"],
    ["shop.example.co.uk", "example.co.uk"],
    ["https://ana.github.io/", "ana.github.io"],
  ])("%s → %s", (value, domain) => {
    expect(registrableDomain(value)).toBe(domain);
  });

  it.each([null, undefined, "", "   ", "http://localhost:3000/", "https://192.168.0.1/"])(
    "%j has none",
    (value) => {
      expect(registrableDomain(value)).toBeNull();
    },
  );
});

describe("domainInText", () => {
  it("finds a host inside a display name", () => {
    expect(domainInText("greenleaf.example - GA4 (Greenleaf Garden Supply)")).toBe(
      "greenleaf.example",
    );
    expect(domainInText("Store www.urbanbrew.example")).toBe("urbanbrew.example");
  });

  it("takes no version number or plain words for a domain", () => {
    expect(domainInText("Mobile app 2.0")).toBeNull();
    expect(domainInText("Greenleaf Garden Supply")).toBeNull();
    expect(domainInText(null)).toBeNull();
  });
});

describe("propertyDomain", () => {
  it("prefers the site URL, then a Search Console URI, then the name", () => {
    expect(
      propertyDomain(
        property("1", {
          property_uri: "sc-domain:a.example",
          site_url: "https://b.example/",
        }),
      ),
    ).toBe("b.example");
    expect(propertyDomain(property("2", { property_uri: "sc-domain:a.example" }))).toBe(
      "a.example",
    );
    expect(
      propertyDomain(
        property("3", {
          property_type: "ga4",
          property_uri: "properties/1",
          property_name: "c.example - GA4 (C Inc)",
        }),
      ),
    ).toBe("c.example");
    expect(
      propertyDomain(
        property("4", {
          property_type: "ga4",
          property_uri: "properties/2",
          property_name: "Main app",
        }),
      ),
    ).toBeNull();
  });
});

describe("matchPropertiesToLocations", () => {
  const portland = { id: "loc-pdx", website_uri: "https://www.greenleaf.example/stores/portland/" };
  const seattle = { id: "loc-sea", website_uri: "https://www.greenleaf.example/stores/seattle/" };
  const brew = { id: "loc-brew", website_uri: "https://urbanbrew.example/" };
  const noSite = { id: "loc-none", website_uri: null };

  it("pairs every property of a domain with every location of that domain", () => {
    const pairs = matchPropertiesToLocations(
      [
        property("domain", {
          property_uri: "sc-domain:greenleaf.example",
          site_url: "https://greenleaf.example/",
        }),
        property("prefix", {
          property_uri: "https://www.greenleaf.example/",
          site_url: "https://www.greenleaf.example/",
        }),
        property("ga4", {
          property_type: "ga4",
          property_uri: "properties/312845067",
          property_name: "greenleaf.example - GA4 (Greenleaf Garden Supply)",
        }),
        property("other", { property_uri: "https://www.harborlaw.example/" }),
      ],
      [portland, seattle, brew, noSite],
    );
    expect(pairs).toEqual([
      { propertyId: "domain", locationId: "loc-pdx" },
      { propertyId: "domain", locationId: "loc-sea" },
      { propertyId: "prefix", locationId: "loc-pdx" },
      { propertyId: "prefix", locationId: "loc-sea" },
      { propertyId: "ga4", locationId: "loc-pdx" },
      { propertyId: "ga4", locationId: "loc-sea" },
    ]);
  });

  it("never pairs a location with itself as a property, nor sites on a shared host", () => {
    expect(
      matchPropertiesToLocations(
        [
          property("gmb", {
            property_type: "gmb",
            property_uri: "locations/1",
            site_url: "https://urbanbrew.example/",
          }),
          property("pages", { property_uri: "https://bob.github.io/" }),
        ],
        [brew, { id: "loc-ana", website_uri: "https://ana.github.io/" }],
      ),
    ).toEqual([]);
  });
});
