import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import { createGoogleEmulator, handleGoogleEmulator } from "@/google-emulator/handler";
import { createEmulatorServer } from "@/google-emulator/node-adapter";
import { EMULATOR_BASE_PATH } from "@/google-emulator/paths";
import { siteUrlsOf } from "@/google-emulator/gsc/site-files";
import { SafeFetchError, type safeFetch, type SafeFetchResult } from "@/lib/security/safe-fetch";
import { MAX_SITEMAP_FILES, readSitemapUrls, siteFileUrl } from "./site-urls";

const mode = vi.hoisted(() => ({ current: "embedded" }));
vi.mock("@/lib/env", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/env")>()),
  runMode: () => mode.current,
}));

const ORIGIN = "http://127.0.0.1:3999";
const NOW = new Date("2026-03-01T10:00:00Z");
const DOMAIN = "sc-domain:greenleaf.example";
const WWW = "https://www.greenleaf.example";
const BLOG = "https://blog.greenleaf.example";
const emulator = createGoogleEmulator({ secret: "site-urls test", now: () => NOW });

type Call = { url: string; allowHosts?: string[] };

/** safeFetch answered by the emulator in process; other hosts do not resolve. */
function emulatorFetch(extra: Record<string, string> = {}) {
  const calls: Call[] = [];
  const fetch: typeof safeFetch = async (url, options = {}) => {
    calls.push({ url, allowHosts: options.allowHosts });
    const answer = (status: number, body: string, contentType: string | null): SafeFetchResult => ({
      requestedUrl: url,
      url,
      redirects: [],
      status,
      headers: contentType ? { "content-type": contentType } : {},
      contentType,
      body,
      bytes: body.length,
      truncated: false,
      timingMs: 1,
    });
    if (extra[url] !== undefined) return answer(200, extra[url], "application/xml");
    if (!url.startsWith(`${ORIGIN}/`)) {
      throw new SafeFetchError(
        "dns_failure",
        `The domain ${new URL(url).hostname} could not be found.`,
      );
    }
    const response = await handleGoogleEmulator(new Request(url), EMULATOR_BASE_PATH, emulator);
    return answer(response.status, await response.text(), response.headers.get("content-type"));
  };
  return { fetch, calls };
}

const read = (property: string, paths: string[], fetch = emulatorFetch().fetch, maxUrls?: number) =>
  readSitemapUrls(property, paths, { fetch, now: NOW, origin: ORIGIN, maxUrls });

afterEach(() => {
  mode.current = "embedded";
});

describe("siteFileUrl", () => {
  it("reads .example hosts from the emulator, and nothing else", () => {
    expect(siteFileUrl(`${WWW}/sitemap_index.xml`, ORIGIN)).toBe(
      `${ORIGIN}/emulator/google/sites/www.greenleaf.example/sitemap_index.xml`,
    );
    expect(siteFileUrl(`${WWW}/feed.xml?page=2`, `${ORIGIN}/`)).toBe(
      `${ORIGIN}/emulator/google/sites/www.greenleaf.example/feed.xml?page=2`,
    );
    for (const url of ["https://example.com/sitemap.xml", "https://shop.example.com/s.xml"]) {
      expect(siteFileUrl(url, ORIGIN)).toBe(url);
    }
    expect(siteFileUrl(`${WWW}/sitemap_index.xml`, null)).toBe(`${WWW}/sitemap_index.xml`);
  });
});

describe("readSitemapUrls", () => {
  it("follows an index to its children through the emulator's loopback host only", async () => {
    const { fetch, calls } = emulatorFetch();
    const result = await read(DOMAIN, [`${WWW}/sitemap_index.xml`], fetch);
    expect(result.problems).toEqual([]);
    expect(result.truncated).toBe(false);
    const files = new Set(result.urls.map((u) => u.sitemap));
    expect([...files].sort()).toEqual([
      `${WWW}/sitemap-guides.xml`,
      `${WWW}/sitemap-pages.xml`,
      `${WWW}/sitemap-products.xml`,
    ]);
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      expect(call.url.startsWith(`${ORIGIN}/emulator/google/sites/www.greenleaf.example/`)).toBe(
        true,
      );
      expect(call.allowHosts).toEqual(["127.0.0.1:3999"]);
    }
    expect(result.urls[0]!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const listed = new Set(result.urls.map((u) => u.url));
    const planted = siteUrlsOf(DOMAIN, NOW).filter((u) => u.url.startsWith(WWW));
    expect(planted.length).toBeGreaterThan(100);
    for (const { url } of planted) expect(listed.has(url)).toBe(true);
  });

  it("keeps only the property's URLs, each once", async () => {
    const all = await read(DOMAIN, [`${BLOG}/sitemap_index.xml`]);
    const again = await read(DOMAIN, [`${BLOG}/sitemap_index.xml`, `${BLOG}/sitemap-posts.xml`]);
    expect(again.urls).toEqual(all.urls);
    // The feed repeats the newest posts the sitemaps list.
    const withFeed = await read(DOMAIN, [`${BLOG}/sitemap_index.xml`, `${BLOG}/feed.xml`]);
    const urls = withFeed.urls.map((u) => u.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeLessThan(all.urls.length + 50);
    const prefix = `${WWW}/guides/`;
    const guides = await read(prefix, [`${WWW}/sitemap_index.xml`, `${BLOG}/sitemap_index.xml`]);
    expect(guides.urls.length).toBeGreaterThan(20);
    expect(guides.urls.every((u) => u.url.startsWith(prefix))).toBe(true);
  });

  it("turns a missing child, a dead host and a bad path into problems, not throws", async () => {
    const index = `${WWW}/custom_index.xml`;
    const mapped = siteFileUrl(index, ORIGIN);
    const { fetch } = emulatorFetch({
      [mapped]: `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <sitemap><loc>${WWW}/sitemap-pages.xml</loc></sitemap>
        <sitemap><loc>${WWW}/sitemap-gone.xml</loc></sitemap>
      </sitemapindex>`,
    });
    const result = await read(
      DOMAIN,
      [index, "https://nowhere.test/sitemap.xml", "sitemap.xml"],
      fetch,
    );
    expect(result.urls.length).toBeGreaterThan(10);
    expect(result.problems).toEqual([
      { sitemap: "sitemap.xml", message: "“sitemap.xml” is not a web address." },
      {
        sitemap: "https://nowhere.test/sitemap.xml",
        message: "The domain nowhere.test could not be found.",
      },
      {
        sitemap: `${WWW}/sitemap-gone.xml`,
        message: "www.greenleaf.example answered HTTP 404 instead of the sitemap.",
      },
    ]);
  });

  it("stops at maxUrls and at the file cap, saying it did", async () => {
    const capped = await read(DOMAIN, [`${WWW}/sitemap_index.xml`], undefined, 50);
    expect(capped).toMatchObject({ truncated: true });
    expect(capped.urls).toHaveLength(50);
    const children = Array.from({ length: MAX_SITEMAP_FILES + 5 }, (_, i) => `${WWW}/s-${i}.xml`);
    const { fetch, calls } = emulatorFetch();
    const many = await read(DOMAIN, children, fetch);
    expect(many.truncated).toBe(true);
    expect(calls).toHaveLength(MAX_SITEMAP_FILES);
  });

  it("reads through the real safe fetcher from an emulator on a loopback port", async () => {
    const server = createEmulatorServer(emulator);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await readSitemapUrls(DOMAIN, [`${BLOG}/sitemap_index.xml`], { origin });
      expect(result.problems).toEqual([]);
      expect(result.urls.length).toBeGreaterThan(100);
      // Without the mapping the same loopback address is refused.
      const direct = await readSitemapUrls(DOMAIN, [`${origin}/sitemap.xml`], { origin });
      expect(direct.problems[0]!.message).toMatch(/private or local network/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("reads the hosts themselves outside embedded mode", async () => {
    mode.current = "self-hosted";
    const { fetch, calls } = emulatorFetch();
    const result = await read(DOMAIN, [`${WWW}/sitemap_index.xml`], fetch);
    expect(calls).toEqual([{ url: `${WWW}/sitemap_index.xml`, allowHosts: undefined }]);
    expect(result.problems[0]!.message).toMatch(/could not be found/);
  });
});
