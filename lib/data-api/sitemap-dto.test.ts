import { toSitemapDto } from "./sitemap-dto";

describe("toSitemapDto", () => {
  it("keeps numbers as numbers and leaves the deprecated indexed count out", () => {
    expect(
      toSitemapDto({
        path: "https://www.greenleaf.example/sitemap.xml",
        lastSubmitted: "2026-02-01T08:00:00.000Z",
        isPending: false,
        isSitemapsIndex: true,
        type: "sitemap",
        lastDownloaded: "2026-02-27T11:12:00.000Z",
        warnings: 2,
        errors: 0,
        contents: [{ type: "web", submitted: 412, indexed: 0 }],
      }),
    ).toEqual({
      path: "https://www.greenleaf.example/sitemap.xml",
      type: "sitemap",
      isPending: false,
      isSitemapsIndex: true,
      lastSubmitted: "2026-02-01T08:00:00.000Z",
      lastDownloaded: "2026-02-27T11:12:00.000Z",
      warnings: 2,
      errors: 0,
      contents: [{ type: "web", submitted: 412 }],
    });
  });

  it("answers null for what a pending sitemap does not have yet", () => {
    expect(
      toSitemapDto({
        path: "https://www.greenleaf.example/new.xml",
        isPending: true,
        isSitemapsIndex: false,
        warnings: 0,
        errors: 0,
        contents: [],
      }),
    ).toMatchObject({ type: null, lastSubmitted: null, lastDownloaded: null, contents: [] });
  });
});
