import { expect, test, type Page } from "@playwright/test";
import { violations } from "./support/audit";
import { searchConsoleProject } from "./support/search-console-project";
import { chooseAccount, signInOverHttp, type SignInAccount, uniqueEmail } from "./support/sign-in";

const FIXTURE = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT ?? 3199}`;
const PROPERTY = "sc-domain:greenleaf.example";
const INDEX = "https://www.greenleaf.example/sitemap_index.xml";
const PERMISSION_TEXT =
  "Submitting a sitemap needs permission to manage your Search Console properties. Rankwell only asked for read access when you signed in.";

async function openSitemaps(page: Page, email: string): Promise<SignInAccount> {
  await page.goto("/app/");
  const account = await signInOverHttp(page, { email });
  const { search } = await searchConsoleProject(page, PROPERTY);
  await page.goto(`/app/search-performance/sitemaps/${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sitemaps" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible({ timeout: 20_000 });
  return account;
}

// A row shows the sitemap's path; the full URL is its title.
const row = (page: Page, url: string | RegExp) =>
  page.getByRole("row").filter({ has: page.getByTitle(url, { exact: typeof url === "string" }) });

/** Clicks "Allow sitemap management", approves the account in Google's popup, waits for it to close. */
async function allowInPopup(page: Page, account: SignInAccount) {
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Allow sitemap management" }).click(),
  ]);
  await popup.waitForURL(/\/o\/oauth2\/v2\/auth/);
  await expect(
    popup.getByText("View and manage Search Console data for your verified sites"),
  ).toBeVisible();
  const closed = popup.waitForEvent("close", { timeout: 20_000 });
  await chooseAccount(popup, account);
  await closed;
}

test("lists the property's sitemaps with Google's errors and warnings, an index's children and Rankwell's own read", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await openSitemaps(page, uniqueEmail(testInfo));

  const index = row(page, INDEX);
  await expect(index.getByText("Index", { exact: true })).toBeVisible();
  await expect(row(page, /sitemap-new-pages\.xml/).getByText("Pending")).toBeVisible();
  const feed = row(page, /greenleaf\.example\/(?:.+\/)?feed\.xml$/).first();
  await expect(feed.getByRole("cell", { name: "RSS feed" })).toBeVisible();
  await expect(feed.getByRole("cell", { name: "2", exact: true })).toBeVisible();
  // The totals add the errors and warnings Google reports on the index's children: the products
  // sitemap's 2 errors, the blog posts sitemap's 5 warnings beside the feed's 2.
  const glance = page.getByRole("region", { name: "Sitemaps at a glance" });
  const kpi = (label: string) =>
    glance
      .locator('[data-slot="kpi-card"]')
      .filter({ has: page.getByText(label, { exact: true }) });
  await expect(kpi("Errors")).toHaveText(/^Errors\s*2$/, { timeout: 20_000 });
  await expect(kpi("Warnings")).toHaveText(/^Warnings\s*7$/);
  // In embedded mode the safe fetcher reads the emulator's sites as it would a real one, so
  // Rankwell's own read of the index counts the URLs of its children.
  await expect(index.getByText(/^[\d,]+ URLs in \d+ sitemaps/)).toBeVisible({ timeout: 20_000 });

  await expect(index.getByTitle(INDEX)).toHaveText("/sitemap_index.xml");
  await index.getByTitle(INDEX).click();
  await expect(page).toHaveURL(
    /sitemap=https%3A%2F%2Fwww\.greenleaf\.example%2Fsitemap_index\.xml/,
  );
  const sheet = page.getByRole("dialog");
  await expect(
    sheet.getByRole("heading", { name: "In Search Console", exact: true }),
  ).toBeVisible();
  await expect(
    sheet.getByRole("heading", { name: "The index's sitemaps in Search Console" }),
  ).toBeVisible();
  const children = sheet.getByRole("table", {
    name: "Sitemaps Search Console lists in this index",
  });
  const child = (name: string) =>
    children
      .getByRole("row")
      .filter({ has: page.getByTitle(`https://www.greenleaf.example/${name}`) });
  await expect(children.getByRole("row")).toHaveCount(4, { timeout: 20_000 });
  await expect(
    child("sitemap-products.xml").getByRole("cell", { name: "2", exact: true }),
  ).toBeVisible();
  await expect(child("sitemap-guides.xml")).toBeVisible();
  await expect(child("sitemap-pages.xml")).toBeVisible();
  await expect(sheet.getByText("Errors in the index file")).toBeVisible();
  // Rankwell's own read: the index file's sitemaps, each read through the safe fetcher.
  const read = sheet.getByRole("table", { name: "Sitemaps listed in the index" });
  await expect(read.getByRole("row").filter({ hasText: "/sitemap-products.xml" })).toContainText(
    "Read",
    { timeout: 20_000 },
  );
  await expect(
    sheet.getByRole("heading", { name: "Every URL of the sitemaps read" }),
  ).toBeVisible();
  expect(await violations(page, { tags: ["wcag2a", "wcag2aa"] })).toEqual([]);
});

test("submitting asks for the permission to manage sitemaps, then succeeds", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await openSitemaps(page, uniqueEmail(testInfo));
  const feedpath = "https://www.greenleaf.example/sitemap-extra.xml";

  await page.getByRole("button", { name: "Submit a sitemap" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit a sitemap" });
  const address = dialog.getByLabel("Sitemap address");
  // Rankwell reads a sitemap before it is submitted: the fixture's index, with a gzip child.
  await address.fill(`${FIXTURE}/sitemaps/sitemap_index.xml`);
  await dialog.getByRole("button", { name: "Read it first" }).click();
  await expect(dialog.getByText(/^10 URLs in 4 sitemaps, \d+ invalid, 2 unreadable$/)).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole("button", { name: "Submit to Google" }).click();
  await expect(
    dialog.getByText(/accepts only sitemaps inside sc-domain:greenleaf\.example/),
  ).toBeVisible();

  await address.fill(feedpath);
  await dialog.getByRole("button", { name: "Submit to Google" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(PERMISSION_TEXT)).toBeVisible();

  await allowInPopup(page, account);
  await expect(page.getByText(`Submitted ${feedpath} to Search Console`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(PERMISSION_TEXT)).toBeHidden();
  await expect(row(page, feedpath).getByText("Pending")).toBeVisible();
});

test("removing a sitemap asks for confirmation, then for permission, and removes it", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const account = await openSitemaps(page, uniqueEmail(testInfo));

  await row(page, INDEX).getByTitle(INDEX).click();
  const sheet = page.getByRole("dialog");
  await sheet.getByRole("button", { name: "Remove from Search Console" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove this sitemap from Search Console?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await sheet.getByRole("button", { name: "Remove from Search Console" }).click();
  await confirm.getByRole("button", { name: "Remove sitemap" }).click();

  await expect(
    page.getByText("Removing a sitemap needs permission to manage your Search Console properties."),
  ).toBeVisible();
  await allowInPopup(page, account);
  await expect(
    page.getByText(`Removed ${INDEX} from the Search Console sitemaps report`),
  ).toBeVisible({ timeout: 20_000 });
  await expect(row(page, INDEX)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("table")).toBeVisible({ timeout: 20_000 });
  await expect(row(page, INDEX)).toHaveCount(0);
});
