import { DANA, gscHarness, someone } from "@/tests/support/google-emulator/gsc-harness";

const DOMAIN = "sc-domain:greenleaf.example";
const INDEX = "https://www.greenleaf.example/sitemap_index.xml";

describe("sitemaps", () => {
  it("lists an index, a feed and a pending sitemap with int64 counts as strings", async () => {
    const h = await gscHarness(someone("sitemap-reader"));
    const body = await (await h.api("GET", `${h.site(DOMAIN)}/sitemaps`)).json();
    const list = body.sitemap as Record<string, unknown>[];
    const index = list.find((s) => s.path === INDEX)!;
    expect(index).toMatchObject({
      isSitemapsIndex: true,
      isPending: false,
      type: "sitemap",
      errors: "0",
    });
    expect(list.find((s) => s.type === "rssFeed")).toMatchObject({ warnings: "2" });
    const pending = list.find((s) => s.isPending)!;
    expect(pending).not.toHaveProperty("lastDownloaded");
    expect(pending).not.toHaveProperty("contents");
    expect(pending).not.toHaveProperty("type");
    const children = await (
      await h.api("GET", `${h.site(DOMAIN)}/sitemaps?sitemapIndex=${encodeURIComponent(INDEX)}`)
    ).json();
    expect(children.sitemap.length).toBeGreaterThan(1);
    for (const child of children.sitemap) {
      expect(child.contents[0]).toMatchObject({ type: "web", indexed: "0" });
      expect(child.contents[0].submitted).toMatch(/^\d+$/);
      expect(child.errors).toMatch(/^\d+$/);
    }
    const one = children.sitemap[0];
    const got = await h.api("GET", `${h.site(DOMAIN)}/sitemaps/${encodeURIComponent(one.path)}`);
    expect(await got.json()).toEqual(one);
  });

  it("submit needs the webmasters scope", async () => {
    const h = await gscHarness(someone("readonly-submitter"));
    const path = `${h.site(DOMAIN)}/sitemaps/${encodeURIComponent("https://www.greenleaf.example/sitemap-extra.xml")}`;
    const response = await h.api("PUT", path);
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.error.message).toBe("Request had insufficient authentication scopes.");
    expect(body.error.details[0].reason).toBe("ACCESS_TOKEN_SCOPE_INSUFFICIENT");
  });

  it("submits, shows it pending then processed, deletes it, and 404s after", async () => {
    const h = await gscHarness(someone("full-submitter"), { fullScope: true });
    const feed = "https://www.greenleaf.example/sitemap-extra.xml";
    const path = `${h.site(DOMAIN)}/sitemaps/${encodeURIComponent(feed)}`;
    expect((await h.api("PUT", path)).status).toBe(204);
    expect(await (await h.api("GET", path)).json()).toMatchObject({ path: feed, isPending: true });
    h.advance(600);
    const processed = await (await h.api("GET", path)).json();
    expect(processed).toMatchObject({ isPending: false, type: "sitemap" });
    expect(processed.contents[0].submitted).toMatch(/^[1-9]\d*$/);
    expect((await h.api("DELETE", path)).status).toBe(204);
    const gone = await h.api("DELETE", path);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      error: {
        code: 404,
        message: "Not Found",
        errors: [{ message: "Not Found", domain: "global", reason: "notFound" }],
      },
    });
  });

  it("keeps submissions per emulator instance: another emulator does not see them", async () => {
    const feed = "https://www.greenleaf.example/sitemap-instance.xml";
    const [first, second] = [await gscHarness(DANA, { fullScope: true }), await gscHarness(DANA)];
    const path = `${first.site(DOMAIN)}/sitemaps/${encodeURIComponent(feed)}`;
    expect((await first.api("PUT", path)).status).toBe(204);
    expect((await first.api("GET", path)).status).toBe(200);
    expect((await second.api("GET", path)).status).toBe(404);
  });

  it("refuses restricted users and sitemaps outside the property", async () => {
    const h = await gscHarness(someone("restricted-submitter"), { fullScope: true });
    const blog = "https://blog.greenleaf.example/";
    const restricted = await h.api(
      "PUT",
      `${h.site(blog)}/sitemaps/${encodeURIComponent(`${blog}sitemap.xml`)}`,
    );
    expect(restricted.status).toBe(403);
    const outside = await h.api(
      "PUT",
      `${h.site(DOMAIN)}/sitemaps/${encodeURIComponent("https://elsewhere.example/sitemap.xml")}`,
    );
    expect(outside.status).toBe(400);
  });
});
