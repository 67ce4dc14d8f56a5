import { describe, expect, it } from "vitest";
import { isAllCaps, snippetChecks } from "./checks";

const GOOD_TITLE = "Meta Tags Checker: Audit Titles and Canonicals | Rankwell";
// 100 characters, 626 px at Arial 14 px: inside the 680 px that phones show.
const GOOD_DESCRIPTION =
  "Check the title, description, canonical, Open Graph tags and structured data of any page in seconds.";

const ids = (input: Parameters<typeof snippetChecks>[0]) =>
  snippetChecks(input).map((f) => `${f.severity}:${f.id}`);

describe("snippetChecks", () => {
  it("passes a well-sized title and description", () => {
    expect(
      ids({ title: GOOD_TITLE, description: GOOD_DESCRIPTION, hostname: "rankwell.app" }),
    ).toEqual(["pass:title-length", "pass:description-length"]);
  });

  it("reports a missing title as an error and a missing description as a warning", () => {
    expect(ids({ title: "  ", description: "" })).toEqual([
      "error:title-missing",
      "warning:description-missing",
    ]);
  });

  it("flags titles wider than 580 px with the overflow in the fix", () => {
    const findings = snippetChecks({
      title:
        "The Complete Guide to Technical SEO Audits for Large Ecommerce Websites in 2025 and Beyond",
      description: GOOD_DESCRIPTION,
    });
    const long = findings.find((f) => f.id === "title-too-long");
    expect(long?.severity).toBe("warning");
    expect(long && "fix" in long ? long.fix : "").toMatch(/Shorten it by about \d+ px/);
  });

  it("flags short, generic and all-caps titles", () => {
    expect(ids({ title: "Home", description: GOOD_DESCRIPTION })).toEqual(
      expect.arrayContaining(["warning:title-too-short", "warning:title-generic"]),
    );
    expect(
      ids({ title: "BEST RUNNING SHOES FOR WOMEN ON SALE NOW", description: GOOD_DESCRIPTION }),
    ).toContain("warning:title-all-caps");
  });

  it("finds a brand that appears twice, from the host name or a repeated segment", () => {
    expect(
      ids({
        title: "Rankwell Blog: Crawl Budget Explained | Rankwell",
        description: GOOD_DESCRIPTION,
        hostname: "www.rankwell.app",
      }),
    ).toContain("warning:title-brand-repeated");
    expect(
      ids({
        title: "Crawl Budget Explained | Acme Blog | Acme Blog",
        description: GOOD_DESCRIPTION,
      }),
    ).toContain("warning:title-brand-repeated");
    expect(
      ids({ title: GOOD_TITLE, description: GOOD_DESCRIPTION, hostname: "rankwell.app" }),
    ).not.toContain("warning:title-brand-repeated");
  });

  it("finds keyword stuffing", () => {
    expect(
      ids({
        title: "Cheap Shoes, Cheap Running Shoes, Buy Cheap Shoes Online",
        description: GOOD_DESCRIPTION,
      }),
    ).toContain("warning:title-repeated-word");
  });

  it("grades description length against desktop and mobile widths", () => {
    expect(ids({ title: GOOD_TITLE, description: "Free SEO tools." })).toContain(
      "warning:description-too-short",
    );
    const medium = `${GOOD_DESCRIPTION} No sign-up needed.`;
    expect(ids({ title: GOOD_TITLE, description: medium })).toContain(
      "info:description-cut-on-mobile",
    );
    expect(ids({ title: GOOD_TITLE, description: `${medium} ${medium}` })).toContain(
      "warning:description-too-long",
    );
  });

  it("notices a description that only repeats the title", () => {
    expect(ids({ title: GOOD_TITLE, description: GOOD_TITLE })).toContain(
      "warning:description-same-as-title",
    );
  });

  it("gives every problem a fix", () => {
    for (const finding of snippetChecks({ title: "HOME HOME HOME", description: "" })) {
      if (finding.severity !== "pass") expect(finding.fix.length).toBeGreaterThan(10);
    }
  });
});

describe("isAllCaps", () => {
  it("ignores acronyms in normal text", () => {
    expect(isAllCaps("SEO and GA4 reports for agencies")).toBe(false);
    expect(isAllCaps("FREE SEO AUDIT")).toBe(true);
  });
});
