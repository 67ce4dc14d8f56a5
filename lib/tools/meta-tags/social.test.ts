import { describe, expect, it } from "vitest";
import { checkSocial } from "./social";
import { PAGE_URL, ids, page } from "./test-pages";

const PAGE = {
  title: "Crawl Budget Explained | Example",
  description: "What crawl budget is and how to grow it.",
  canonical: PAGE_URL,
};
const COMPLETE = `
  <meta property="og:title" content="Crawl budget, explained">
  <meta property="og:description" content="How Googlebot picks what to crawl.">
  <meta property="og:image" content="https://www.example.com/share/crawl-budget.png">
  <meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
  <meta property="og:image:alt" content="A crawler following links">
  <meta property="og:url" content="${PAGE_URL}"><meta property="og:type" content="article">
  <meta name="twitter:card" content="summary_large_image">`;

describe("checkSocial", () => {
  it("passes complete Open Graph and Twitter tags and builds every card", () => {
    const result = checkSocial(page(COMPLETE), PAGE);
    expect(ids(result.findings)).toEqual(["pass:og-title", "pass:og-image", "pass:twitter-card"]);
    expect(result.data.image).toEqual({
      raw: "https://www.example.com/share/crawl-budget.png",
      url: "https://www.example.com/share/crawl-budget.png",
      width: 1200,
      height: 630,
      alt: "A crawler following links",
    });
    expect(result.data.cards.facebook).toEqual({
      title: "Crawl budget, explained",
      description: "How Googlebot picks what to crawl.",
      image: "https://www.example.com/share/crawl-budget.png",
      domain: "example.com",
    });
    expect(result.data.cards.x.card).toBe("summary_large_image");
  });

  it("falls back to the title and description when no tags exist", () => {
    const result = checkSocial(page(""), PAGE);
    expect(ids(result.findings)).toEqual([
      "warning:og-title-missing",
      "info:og-description-missing",
      "warning:og-image-missing",
      "info:og-url-missing",
      "info:og-type-missing",
      "warning:twitter-card-missing",
    ]);
    expect(result.data.cards.linkedin).toMatchObject({ title: PAGE.title, image: null });
    expect(result.data.cards.x).toMatchObject({ card: "summary", description: PAGE.description });
  });

  it("refuses a relative og:image and small images", () => {
    const relative = checkSocial(page('<meta property="og:image" content="/share.png">'), PAGE);
    expect(ids(relative.findings)).toContain("error:og-image-relative");
    expect(relative.data.image.url).toBe("https://www.example.com/share.png");
    const tiny = checkSocial(
      page(
        '<meta property="og:image" content="https://x.example/a.png"><meta property="og:image:width" content="150"><meta property="og:image:height" content="150">',
      ),
      PAGE,
    );
    expect(ids(tiny.findings)).toContain("error:og-image-too-small");
  });

  it("flags og:url that disagrees with the canonical, unknown og:type and an invalid card", () => {
    const result = checkSocial(
      page(
        '<meta property="og:url" content="https://www.example.com/?utm_source=x"><meta property="og:type" content="blog"><meta name="twitter:card" content="large">',
      ),
      PAGE,
    );
    expect(ids(result.findings)).toEqual(
      expect.arrayContaining([
        "warning:og-url-mismatch",
        "warning:og-type-unknown",
        "error:twitter-card-invalid",
      ]),
    );
  });

  it("lets twitter: tags override Open Graph on the X card, even when written with property=", () => {
    const result = checkSocial(
      page(
        `${COMPLETE}<meta property="twitter:title" content="Crawl budget in 5 minutes"><meta name="twitter:image" content="/x.png">`,
      ),
      PAGE,
    );
    expect(result.data.cards.x).toMatchObject({
      title: "Crawl budget in 5 minutes",
      image: "https://www.example.com/x.png",
    });
  });
});
