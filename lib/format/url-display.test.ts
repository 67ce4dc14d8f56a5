import { describe, expect, it } from "vitest";
import { splitForMiddleEllipsis, urlDisplayText } from "./url-display";

describe("urlDisplayText", () => {
  it("shows the path of a URL on a URL-prefix property's site", () => {
    expect(
      urlDisplayText(
        "https://www.greenleaf.example/guides/when-to-water-tomatoes/",
        "https://www.greenleaf.example/",
      ),
    ).toBe("/guides/when-to-water-tomatoes/");
    expect(urlDisplayText("https://www.greenleaf.example/", "https://www.greenleaf.example/")).toBe(
      "/",
    );
  });

  it("shows the host of another site, or of another scheme, without the scheme", () => {
    expect(
      urlDisplayText(
        "https://blog.greenleaf.example/posts/compost",
        "https://www.greenleaf.example/",
      ),
    ).toBe("blog.greenleaf.example/posts/compost");
    expect(
      urlDisplayText("http://www.greenleaf.example/old", "https://www.greenleaf.example/"),
    ).toBe("www.greenleaf.example/old");
    expect(urlDisplayText("https://www.greenleaf.example/stores/portland/")).toBe(
      "www.greenleaf.example/stores/portland/",
    );
    expect(urlDisplayText("https://www.greenleaf.example/")).toBe("www.greenleaf.example");
  });

  it("treats a domain property's bare and www hosts as home, its subdomains as other hosts", () => {
    const domain = "sc-domain:greenleaf.example";
    expect(urlDisplayText("https://www.greenleaf.example/sitemap_index.xml", domain)).toBe(
      "/sitemap_index.xml",
    );
    expect(urlDisplayText("https://greenleaf.example/a?b=1#c", domain)).toBe("/a?b=1#c");
    expect(urlDisplayText("https://blog.greenleaf.example/feed.xml", domain)).toBe(
      "blog.greenleaf.example/feed.xml",
    );
  });

  it("decodes readable characters and leaves text that is not a web URL alone", () => {
    expect(
      urlDisplayText("https://cafe.example/caf%C3%A9/men%C3%BC", "https://cafe.example/"),
    ).toBe("/café/menü");
    expect(urlDisplayText("https://cafe.example/%E0%A4%A", "https://cafe.example/")).toBe(
      "/%E0%A4%A",
    );
    expect(urlDisplayText("not a url")).toBe("not a url");
    expect(urlDisplayText("mailto:dana@example.com")).toBe("mailto:dana@example.com");
    expect(urlDisplayText("https://x.example/p", "garbage")).toBe("x.example/p");
  });
});

describe("splitForMiddleEllipsis", () => {
  it("keeps a short text whole in the head", () => {
    expect(splitForMiddleEllipsis("/sitemap_index.xml")).toEqual({
      head: "/sitemap_index.xml",
      tail: "",
    });
  });

  it("keeps the last segment whole when it fits, trailing slash included", () => {
    expect(splitForMiddleEllipsis("/guides/vegetables/when-to-water-tomatoes/")).toEqual({
      head: "/guides/vegetables",
      tail: "/when-to-water-tomatoes/",
    });
  });

  it("keeps at most the last `tailMax` characters of a long segment", () => {
    const { head, tail } = splitForMiddleEllipsis(
      "/products/organic-heirloom-tomato-seeds-mixed-variety-pack",
      12,
    );
    expect(tail).toBe("variety-pack");
    expect(head + tail).toBe("/products/organic-heirloom-tomato-seeds-mixed-variety-pack");
  });
});
