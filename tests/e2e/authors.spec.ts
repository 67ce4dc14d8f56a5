import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { seriousViolations, settledForAudit } from "./support/audit";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { finalWeeks } from "./support/synced-properties";

const VIEW = "/app/authors/";
const BLOG = "https://blog.greenleaf.example/";

/** A project of Greenleaf's blog, on four weeks of final data against the four before. */
async function openAuthors(page: Page, name: string) {
  const projectId = await projectWithSources(page, name, [{ type: "gsc", uri: BLOG }]);
  const { start, end } = finalWeeks();
  const search = `?project=${projectId}&start=${start}&end=${end}&compare=previous`;
  await page.goto(`${VIEW}${search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authors");
  return { projectId, search };
}

const crawlCard = (page: Page) => page.getByRole("region", { name: "Author crawl" });
const authorsTable = (page: Page) => page.getByRole("region", { name: "Authors", exact: true });
const authorRows = (page: Page) => authorsTable(page).locator("tbody tr");

/** Starts the crawl from its card and waits for it to finish, its progress shown on the way. */
async function crawlToEnd(page: Page) {
  await expect(page.getByText("No author crawl yet")).toBeVisible();
  await crawlCard(page).getByRole("button", { name: "Crawl now" }).click();
  const status = crawlCard(page).locator('[data-slot="crawl-status"]');
  // A small site may finish between two polls: progress, or the finished crawl.
  await expect(
    crawlCard(page)
      .getByRole("progressbar", { name: "Author crawl" })
      .or(crawlCard(page).locator('[data-slot="crawl-status"][data-state="completed"]')),
  ).toBeVisible({ timeout: 30_000 });
  await expect(status).toHaveAttribute("data-state", "completed", { timeout: 150_000 });
  await expect(crawlCard(page).getByText(/last run/)).toBeVisible();
}

/** The number in an author's "Pages" cell; -1 while the author is not listed. */
async function pagesOf(page: Page, name: string): Promise<number> {
  const row = authorRows(page).filter({ has: page.getByRole("link", { name, exact: true }) });
  if ((await row.count()) === 0) return -1;
  const pagesColumn = await authorsTable(page)
    .getByRole("columnheader")
    .allTextContents()
    .then((headers) => headers.findIndex((h) => h.startsWith("Pages")));
  return Number(
    ((await row.locator("td").nth(pagesColumn).textContent()) ?? "").replace(/\D/g, ""),
  );
}

async function searchAuthors(page: Page, text: string) {
  await authorsTable(page).getByRole("searchbox", { name: "Search authors" }).fill(text);
  await expect
    .poll(() => new URL(page.url()).searchParams.get("q"), { timeout: 10_000 })
    .toBe(text);
  await expect(authorsTable(page).locator('[data-slot="data-table"][aria-busy]')).toHaveCount(0, {
    timeout: 60_000,
  });
}

analystTest(
  "crawls the blog for its authors, shows their figures and one author's page, and takes rules and a CSV",
  async ({ page }) => {
    analystTest.setTimeout(300_000);
    const { search } = await openAuthors(page, "Greenleaf blog authors");
    await crawlToEnd(page);

    // The authors, with their figures, came with the crawl; nothing is left out silently.
    await expect(authorRows(page).first()).toBeVisible({ timeout: 60_000 });
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(
      totals.locator('[data-slot="kpi-card"]').filter({ hasText: /^Authors/ }),
    ).toContainText(/[1-9]/);
    await expect(
      totals.locator('[data-slot="kpi-card"]').filter({ hasText: "Pages without an author" }),
    ).toBeVisible();
    await expect(
      authorsTable(page).getByRole("columnheader", { name: /Clicks change/ }),
    ).toBeVisible();

    // The first author by clicks came with the HTML of a reload.
    const firstName =
      (await authorRows(page).first().locator('[data-slot="author-name"]').textContent()) ?? "";
    expect(firstName).not.toBe("");
    const html = await (await page.request.get(`${VIEW}${search}`)).text();
    expect(html).toContain(`>${firstName.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}<`);

    // The CSV holds every author.
    const authorsKpi = await totals
      .locator('[data-slot="kpi-card"]')
      .filter({ hasText: /^Authors/ })
      .locator("p")
      .nth(1)
      .textContent();
    const download = page.waitForEvent("download");
    await authorsTable(page).getByRole("button", { name: "Export CSV" }).click();
    const lines = (await readFile((await (await download).path())!, "utf8")).trim().split(/\r?\n/);
    expect(lines).toHaveLength(Number((authorsKpi ?? "").replace(/\D/g, "")) + 1);

    // One author's page: heading, totals, trend, pages and queries.
    const pagesBefore = await pagesOf(page, firstName);
    expect(pagesBefore).toBeGreaterThan(0);
    await authorRows(page).first().locator('[data-slot="author-name"]').click();
    await expect(page).toHaveURL(/\/app\/authors\/[^/]+\/\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstName);
    await expect(
      page.getByRole("figure", { name: /clicks and impressions over time/ }),
    ).toBeVisible();
    const authorPages = page.getByRole("region", { name: "Pages", exact: true });
    await expect(authorPages.locator("tbody tr").first()).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByRole("region", { name: "Queries", exact: true }).locator("tbody tr").first(),
    ).toBeVisible({ timeout: 60_000 });
    const detailUrl = page.url();
    // Two of the author's pages: one for a rule, one for the CSV.
    const urls = await authorPages
      .locator('[data-slot="url-cell"]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("title") ?? ""));
    expect(urls.length).toBeGreaterThanOrEqual(2);
    const [ruleUrl, csvUrl] = urls as [string, string];

    // An unknown author: the view's not-found state, with the way back.
    await page.goto(`${VIEW}no-such-author-e2e/${search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Author not found");
    await page.getByRole("link", { name: "Back to all authors" }).click();
    await expect(page).toHaveURL(new RegExp(`${VIEW}\\?`));

    // A rule gives one of the author's pages to someone else.
    await page.getByRole("button", { name: "Rules and import" }).first().click();
    const sheet = page.getByRole("dialog", { name: "Rules and import" });
    await expect(sheet).toBeVisible();
    const rule = sheet.getByRole("form", { name: "Add a rule" });
    // The server's refusal shows beside its field.
    await rule.getByLabel("Path pattern").fill("blog/*");
    await rule.getByLabel("Author").fill("Rule Writer");
    await rule.getByRole("button", { name: "Add rule" }).click();
    await expect(rule.getByText("A pattern starts with “/”, such as /blog/*.")).toBeVisible();
    await rule.getByLabel("Path pattern").fill(new URL(ruleUrl).pathname);
    await rule.getByRole("button", { name: "Add rule" }).click();
    await expect(sheet.locator('[data-slot="author-rule"]')).toContainText("Rule Writer");
    await expect(sheet.locator('[data-slot="author-rule"]')).toContainText("1 page");

    // A CSV gives another to a third author; a line it cannot use comes back with its number.
    const csv = sheet.getByRole("form", { name: "Import a CSV" });
    await csv
      .getByLabel("Or paste it")
      .fill(`url,author\n${csvUrl},Csv Writer\nhttps://elsewhere.example/page/,Someone`);
    await csv.getByRole("button", { name: "Import" }).click();
    const result = csv.locator('[data-slot="import-result"]');
    await expect(result).toContainText("Imported 1 page.");
    await expect(result).toContainText(/Line \d+:/);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();

    // The counts follow: the author lost two pages, and the new authors have one each.
    await searchAuthors(page, "Rule Writer");
    await expect.poll(() => pagesOf(page, "Rule Writer"), { timeout: 60_000 }).toBe(1);
    await searchAuthors(page, "Csv Writer");
    await expect.poll(() => pagesOf(page, "Csv Writer"), { timeout: 60_000 }).toBe(1);
    await searchAuthors(page, firstName);
    await expect.poll(() => pagesOf(page, firstName), { timeout: 60_000 }).toBe(pagesBefore - 2);

    // The author's own page says so too.
    await page.goto(detailUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstName);
    await expect(page.getByText(new RegExp(`^${pagesBefore - 2} pages?`))).toBeVisible();
  },
);

analystTest("Authors reads well on a phone and passes the audit", async ({ page }) => {
  analystTest.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await openAuthors(page, "Greenleaf blog authors on a phone");
  await expect(page.getByText("No author crawl yet")).toBeVisible({ timeout: 60_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^Authors/);
  expect(await seriousViolations(page)).toEqual([]);
});
