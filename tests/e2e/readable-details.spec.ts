import { expect, test } from "@playwright/test";
import { projectWithSources } from "./support/search-project";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

test("Settings names Google's permission levels in words", async ({ page }, testInfo) => {
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
    { type: "gsc", uri: "https://www.greenleaf.example/" },
    { type: "gsc", uri: "https://blog.greenleaf.example/" },
  ]);
  await page.goto("/app/settings/");
  const sources = page.getByRole("list", { name: "Data sources of Greenleaf" });
  await expect(sources.getByText("sc-domain:greenleaf.example · Owner")).toBeVisible();
  await expect(sources.getByText("https://www.greenleaf.example/ · Full user")).toBeVisible();
  await expect(
    sources.getByText("https://blog.greenleaf.example/ · Restricted user"),
  ).toBeVisible();
  await expect(page.getByText(/siteowner|sitefulluser|siterestricteduser/i)).toHaveCount(0);
});

test("on a phone the header's selects end in an ellipsis with the full name as a title, and the date picker stays on screen", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app/");
  await signInOverHttp(page, { email: uniqueEmail(testInfo) });
  const projectId = await projectWithSources(page, "Greenleaf Garden Supply", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
    { type: "gsc", uri: "https://blog.greenleaf.example/" },
  ]);
  await page.goto(`/app/search-performance/?project=${projectId}`);
  const filters = page.getByRole("banner").getByRole("group", { name: "Filters" });
  const project = filters.getByRole("combobox", { name: "Project" });
  await expect(project).toHaveAttribute("title", "Greenleaf Garden Supply");
  const cut = await project.locator(".truncate").evaluate((text) => ({
    overflow: text.scrollWidth > text.clientWidth,
    ellipsis: getComputedStyle(text).textOverflow,
  }));
  expect(cut).toEqual({ overflow: true, ellipsis: "ellipsis" });

  const property = filters.getByRole("combobox", { name: "Property" });
  await property.click();
  await page.getByRole("option", { name: "greenleaf.example (Domain)" }).click();
  await expect(property).toHaveAttribute("title", "greenleaf.example (Domain)");

  const date = page.locator('[data-slot="date-range-trigger"]');
  await expect(date).toBeInViewport({ ratio: 1 });
  await date.click();
  await expect(page.getByRole("dialog", { name: "Choose a date range" })).toBeVisible();
});
