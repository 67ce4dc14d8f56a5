import { expect, type Locator, type Page } from "@playwright/test";

/** A project with data sources, made through the API as the signed-in user; returns its id. */
export async function projectWithSources(
  page: Page,
  name: string,
  sources: { type: "gsc" | "ga4" | "gmb"; uri: string }[],
): Promise<string> {
  expect((await page.request.post("/api/functions/sync-google-properties/")).ok()).toBe(true);
  const created = await page.request.post("/api/projects/", { data: { name } });
  expect(created.status()).toBe(201);
  const { project } = (await created.json()) as { project: { id: string } };
  for (const { type, uri } of sources) {
    const response = await page.request.post(`/api/projects/${project.id}/data-sources/`, {
      data: { type, property_uri: uri },
    });
    expect(response.status()).toBe(201);
  }
  return project.id;
}

/** The figure of one KPI card ("Total clicks", "Average CTR"…). */
export function kpiValue(page: Page, label: string): Locator {
  return page
    .getByRole("region", { name: "Totals" })
    .locator('[data-slot="kpi-card"]')
    .filter({ hasText: label })
    .locator("p")
    .nth(1);
}

/** Waits for a KPI to show a non-zero figure and returns its text. */
export async function settledKpi(page: Page, label: string): Promise<string> {
  const value = kpiValue(page, label);
  await expect(value).toHaveText(/^[1-9][\d.,]*[KMB]?$|^\d+\.\d+%?$/, { timeout: 30_000 });
  return (await value.textContent()) ?? "";
}

/** Picks a preset in the header's date range picker and applies it. */
export async function choosePreset(page: Page, preset: string): Promise<void> {
  await page.locator('[data-slot="date-range-trigger"]').click();
  const dialog = page.getByRole("dialog", { name: "Choose a date range" });
  await dialog.getByRole("button", { name: preset, exact: true }).click();
  await dialog.getByRole("button", { name: "Apply Range" }).click();
  await expect(dialog).toBeHidden();
}
