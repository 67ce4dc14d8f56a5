import { expect } from "@playwright/test";
import { analystTest } from "./support/roles";
import { choosePreset, projectWithSources } from "./support/search-project";

// Search Console's days are Pacific days. A browser in Tokyo, already a day ahead, must still end
// the ranges on yesterday in Pacific time, and agree with the server's first HTML.

const dayIn = (timeZone: string, at: number) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Nov 05, 2026", as the date range trigger writes a day. */
const shown = (day: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "short",
    day: "2-digit",
    year: "numeric",
  }).format(new Date(`${day}T00:00:00Z`));

analystTest.use({ timezoneId: "Asia/Tokyo" });

analystTest(
  "a browser east of Pacific time ends the ranges on yesterday in Pacific time",
  async ({ page }) => {
    const pacificToday = dayIn("America/Los_Angeles", Date.now());
    // Late on the server's Pacific day (22:30 or 23:30, with or without daylight saving time),
    // when Tokyo is already on the next day.
    const late = Date.parse(`${pacificToday}T23:30:00-07:00`);
    expect(dayIn("America/Los_Angeles", late)).toBe(pacificToday);
    expect(dayIn("Asia/Tokyo", late)).toBe(addDays(pacificToday, 1));
    await page.clock.install({ time: late });

    const projectId = await projectWithSources(page, "Greenleaf", [
      { type: "gsc", uri: "sc-domain:greenleaf.example" },
    ]);
    await page.goto(`/app/search-performance/?project=${projectId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search Performance");

    const yesterday = addDays(pacificToday, -1);
    const trigger = page.locator('[data-slot="date-range-trigger"]');
    // The default range: the last 28 days.
    await expect(trigger).toHaveText(`${shown(addDays(yesterday, -27))} - ${shown(yesterday)}`);

    await choosePreset(page, "Last 7 days");
    await expect(page).toHaveURL(new RegExp(`start=${addDays(yesterday, -6)}&end=${yesterday}`));
    await expect(trigger).toHaveText(`${shown(addDays(yesterday, -6))} - ${shown(yesterday)}`);
  },
);
