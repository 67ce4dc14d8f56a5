import { describe, expect, it } from "vitest";
import { checkStructuredData } from "./structured-data";
import { ids, page } from "./test-pages";

const ld = (data: unknown) =>
  `<script type="application/ld+json">${typeof data === "string" ? data : JSON.stringify(data)}</script>`;
const CONTEXT = "https://schema.org";

describe("checkStructuredData", () => {
  it("only informs when there is no JSON-LD", () => {
    expect(ids(checkStructuredData(page("")).findings)).toEqual(["info:jsonld-none"]);
  });

  it("reports a block that does not parse", () => {
    const result = checkStructuredData(
      page(ld('{"@context": "https://schema.org", "@type": "Organization",}')),
    );
    expect(ids(result.findings)).toEqual(["error:jsonld-parse-error"]);
    expect(result.data.blocks[0]?.error).toMatch(/JSON/);
  });

  it("needs @context and @type", () => {
    expect(
      ids(
        checkStructuredData(
          page(ld({ "@type": "Organization", name: "Example", url: "https://example.com/" })),
        ).findings,
      ),
    ).toEqual(["error:jsonld-no-context", "info:jsonld-property", "pass:jsonld-valid"]);
    expect(
      ids(checkStructuredData(page(ld({ "@context": CONTEXT, name: "Example" }))).findings),
    ).toEqual(["error:jsonld-no-type"]);
    expect(
      ids(
        checkStructuredData(page(ld({ "@context": "https://example.org/vocab", "@type": "Thing" })))
          .findings,
      ),
    ).toEqual(["warning:jsonld-other-context"]);
  });

  it("passes a complete Article and lists it", () => {
    const article = {
      "@context": CONTEXT,
      "@type": "BlogPosting",
      headline: "Crawl budget, explained",
      image: "https://www.example.com/a.png",
      datePublished: "2025-03-14",
      author: { "@type": "Person", name: "Ada Example" },
    };
    const result = checkStructuredData(page(ld(article)));
    expect(ids(result.findings)).toEqual(["pass:jsonld-valid"]);
    expect(result.data.blocks[0]?.items).toEqual([
      { types: ["BlogPosting"], name: "Crawl budget, explained", checked: true },
    ]);
  });

  it("checks a Product's offers", () => {
    const result = checkStructuredData(
      page(
        ld({
          "@context": CONTEXT,
          "@type": "Product",
          name: "Trail shoe",
          offers: { "@type": "Offer", price: "89.00" },
        }),
      ),
    );
    expect(result.findings.map((f) => f.message)).toEqual([
      "JSON-LD block 1 (Product): An offer has no priceCurrency.",
      "JSON-LD block 1 (Product): offers.availability is missing: shown as “In stock” or “Out of stock”.",
      "JSON-LD block 1 (Product): image is missing: needed for merchant listings.",
    ]);
    const bare = checkStructuredData(page(ld({ "@context": CONTEXT, "@type": "Product" })));
    expect(ids(bare.findings).filter((id) => id.startsWith("error"))).toHaveLength(2);
  });

  it("checks every item of an @graph, including breadcrumbs and local businesses", () => {
    const graph = {
      "@context": CONTEXT,
      "@graph": [
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Home" },
            { "@type": "ListItem", position: 2, name: "Guides" },
          ],
        },
        {
          "@type": "Dentist",
          name: "Smile Clinic",
          address: {
            "@type": "PostalAddress",
            streetAddress: "1 Main St",
            addressLocality: "Leeds",
            postalCode: "LS1 1AA",
            addressCountry: "GB",
          },
          telephone: "+44 113 000 0000",
        },
        { "@type": "schema:FAQPage", mainEntity: [{ "@type": "Question", name: "Does it hurt?" }] },
      ],
    };
    const result = checkStructuredData(page(ld(graph)));
    expect(result.data.blocks[0]?.items.map((i) => i.types[0])).toEqual([
      "BreadcrumbList",
      "Dentist",
      "FAQPage",
    ]);
    const messages = result.findings.map((f) => `${f.severity}: ${f.message}`);
    expect(messages).toContain(
      "error: JSON-LD block 1 (BreadcrumbList): ListItem 1 has no item URL.",
    );
    expect(messages).toContain(
      "info: JSON-LD block 1 (Dentist): openingHoursSpecification is missing.",
    );
    expect(messages).toContain(
      "error: JSON-LD block 1 (FAQPage): Question 1 has no acceptedAnswer with text.",
    );
    expect(messages.some((m) => m.startsWith("error: JSON-LD block 1 (Dentist)"))).toBe(false);
  });

  it("lists types it has no rules for without judging them", () => {
    const result = checkStructuredData(
      page(ld([{ "@context": CONTEXT, "@type": "WebSite", name: "Example" }])),
    );
    expect(result.findings).toEqual([]);
    expect(result.data.blocks[0]?.items).toEqual([
      { types: ["WebSite"], name: "Example", checked: false },
    ]);
  });
});
