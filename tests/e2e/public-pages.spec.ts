import { expect, test } from "@playwright/test";
import { expectAccessibleInBothThemes } from "./support/audit";
import { PUBLIC_PAGES, UNLISTED_PAGES } from "@/lib/site";

const ALL_PAGES = [...PUBLIC_PAGES, ...UNLISTED_PAGES];

for (const { path, heading } of ALL_PAGES) {
  test(`${path} answers 200, shows "${heading}", and is accessible in both themes`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("h1")).toHaveCount(1);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe(path);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.flatMap((text) =>
      [JSON.parse(text)].flat().map((d: { "@type": string }) => d["@type"]),
    );
    if (path === "/")
      expect(types).toEqual(
        expect.arrayContaining(["Organization", "WebSite", "SoftwareApplication"]),
      );
    else expect(types).toContain("BreadcrumbList");

    await expectAccessibleInBothThemes(page, { bestPractice: true });
  });
}

test("a page that does not exist answers 404 and is accessible in both themes", async ({
  page,
}) => {
  const response = await page.goto("/this-page-does-not-exist/");
  expect(response?.status()).toBe(404);
  await expectAccessibleInBothThemes(page, { bestPractice: true });
});

test("every public page has its own title and description", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const { path } of ALL_PAGES) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(title, `${path} title`).not.toBe("");
    expect(description.length, `${path} description length`).toBeGreaterThan(50);
    expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

test("sitemap.xml lists every public page and robots.txt keeps crawlers out of the app", async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { path } of PUBLIC_PAGES) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  for (const { path } of UNLISTED_PAGES) expect(sitemap).not.toContain(`${baseURL}${path}<`);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /app/");
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the share image is a 1200×630 PNG", async ({ request }) => {
  const response = await request.get("/og/?title=Pricing&section=Rankwell");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
});
