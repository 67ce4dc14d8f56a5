import { describe, expect, it } from "vitest";
import { checkTitleDescription } from "./title-description";
import { ids, page } from "./test-pages";

const DESCRIPTION =
  "How Googlebot decides how many pages of your site to crawl, and what to fix when it crawls too few.";

describe("checkTitleDescription", () => {
  it("measures the title and description in characters and pixels", () => {
    const { data, findings } = checkTitleDescription(
      page(
        `<title>Crawl Budget Explained | Example</title><meta name="description" content="${DESCRIPTION}">`,
      ),
    );
    expect(data.title).toEqual({
      text: "Crawl Budget Explained | Example",
      chars: 32,
      widthPx: expect.any(Number),
    });
    expect(data.title?.widthPx).toBeGreaterThan(250);
    expect(data.description?.chars).toBe(DESCRIPTION.length);
    expect(ids(findings)).toEqual(["pass:title-length", "pass:description-length"]);
  });

  it("ignores an SVG's title and reads the description case-insensitively", () => {
    const { data } = checkTitleDescription(
      page(`<meta NAME="Description" content="${DESCRIPTION}">`, "<svg><title>Logo</title></svg>"),
    );
    expect(data.title).toBeNull();
    expect(data.description?.text).toBe(DESCRIPTION);
  });

  it("reports duplicates and missing tags", () => {
    const { findings } = checkTitleDescription(
      page("<title>Crawl budget explained for large sites</title><title>Other</title>"),
    );
    expect(ids(findings)).toEqual([
      "pass:title-length",
      "warning:description-missing",
      "warning:title-multiple",
    ]);
  });

  it("uses og:site_name and the host to find a duplicated brand", () => {
    const { data, findings } = checkTitleDescription(
      page(
        `<title>Example Guides: Crawl Budget | Example</title><meta property="og:site_name" content="Example Guides">`,
      ),
    );
    expect(data.siteName).toBe("Example Guides");
    expect(ids(findings)).toContain("warning:title-brand-repeated");
  });
});
