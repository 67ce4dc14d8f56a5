import type { SitemapDto } from "@/lib/data-api/types";
import {
  formatBytes,
  formatTimestamp,
  sitemapSummary,
  sitemapTypeLabel,
  sitemapsCsvName,
  submittedOf,
  suggestedSitemapUrl,
} from "./sitemap-list";

const sitemap = (over: Partial<SitemapDto>): SitemapDto => ({
  path: "https://www.example.com/sitemap.xml",
  type: "sitemap",
  isPending: false,
  isSitemapsIndex: false,
  lastSubmitted: "2026-05-01T10:00:00.000Z",
  lastDownloaded: "2026-11-19T04:00:00.000Z",
  warnings: 0,
  errors: 0,
  contents: [],
  ...over,
});

describe("sitemapSummary", () => {
  it("adds up submitted pages and images, errors, warnings and pending sitemaps", () => {
    const list = [
      sitemap({
        isSitemapsIndex: true,
        contents: [
          { type: "web", submitted: 1200 },
          { type: "image", submitted: 900 },
        ],
      }),
      sitemap({ type: "rssFeed", warnings: 2, contents: [{ type: "web", submitted: 50 }] }),
      sitemap({ type: null, isPending: true, lastDownloaded: null, errors: 1 }),
    ];
    expect(sitemapSummary(list)).toEqual({
      sitemaps: 3,
      submittedPages: 1250,
      submittedImages: 900,
      errors: 1,
      warnings: 2,
      pending: 1,
    });
    expect(submittedOf(list[0]!, "video")).toBeNull();
    expect(sitemapSummary([])).toMatchObject({ sitemaps: 0, submittedPages: 0 });
  });

  it("adds the errors and warnings of the indexes' children, each sitemap once", () => {
    const at = (name: string) => `https://www.example.com/${name}.xml`;
    const index = sitemap({
      path: at("sitemap_index"),
      isSitemapsIndex: true,
      contents: [{ type: "web", submitted: 300 }],
    });
    const products = sitemap({ path: at("products"), contents: [{ type: "web", submitted: 100 }] });
    const list = [index, { ...products, errors: 2 }];
    const children = [
      { ...products, errors: 2 },
      sitemap({ path: at("posts"), warnings: 5, contents: [{ type: "web", submitted: 200 }] }),
      sitemap({ path: at("posts"), warnings: 5 }),
    ];
    expect(sitemapSummary(list, children)).toMatchObject({
      sitemaps: 2,
      submittedPages: 400,
      errors: 2,
      warnings: 5,
    });
  });
});

describe("labels and formats", () => {
  it("names the sitemap types as Search Console does", () => {
    expect(sitemapTypeLabel(sitemap({ isSitemapsIndex: true }))).toBe("Sitemap index");
    expect(sitemapTypeLabel(sitemap({ type: "rssFeed" }))).toBe("RSS feed");
    expect(sitemapTypeLabel(sitemap({ type: null, isPending: true }))).toBe("Not read yet");
    expect(sitemapTypeLabel(sitemap({ type: "somethingNew" }))).toBe("somethingNew");
  });

  it("formats dates and sizes for people", () => {
    expect(formatTimestamp("2026-11-19T04:00:00.000Z")).toBe("Nov 19, 2026");
    expect(formatTimestamp(null)).toBeNull();
    expect(formatTimestamp("garbage")).toBeNull();
    expect(formatBytes(950)).toBe("950 bytes");
    expect(formatBytes(1234)).toBe("1.23 KB");
    expect(formatBytes(12_345_678)).toBe("12.3 MB");
  });

  it("suggests a sitemap address and a CSV name for the property", () => {
    expect(suggestedSitemapUrl("sc-domain:greenleaf.example")).toBe(
      "https://greenleaf.example/sitemap.xml",
    );
    expect(suggestedSitemapUrl("https://www.example.com/shop")).toBe(
      "https://www.example.com/shop/sitemap.xml",
    );
    expect(sitemapsCsvName("sc-domain:greenleaf.example")).toBe("sitemaps-greenleaf-example.csv");
  });
});
