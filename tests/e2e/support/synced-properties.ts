import { expect, type Page } from "@playwright/test";

type GoogleProperty = { property_type: string; property_uri: string; property_name: string };

/**
 * The URI of one of the signed-in user's synced Google properties, found by type and display name.
 * Syncs first (Business Profile locations too, for gmb), so a fresh account has its properties.
 */
export async function syncedPropertyUri(
  page: Page,
  type: "gsc" | "ga4" | "gmb",
  name: RegExp,
): Promise<string> {
  const sync =
    type === "gmb" ? "/api/functions/sync-gmb-accounts/" : "/api/functions/sync-google-properties/";
  expect((await page.request.post(sync)).ok()).toBe(true);
  const response = await page.request.get("/api/google-properties/");
  const { properties } = (await response.json()) as { properties: GoogleProperty[] };
  const property = properties.find((p) => p.property_type === type && name.test(p.property_name));
  expect(property, `a synced ${type} property named ${name}`).toBeTruthy();
  return property!.property_uri;
}

/** The range from `months` before yesterday to yesterday (UTC), as yyyy-MM-dd. */
export function lastMonths(months: number): { start: string; end: string } {
  const end = new Date();
  end.setUTCDate(end.getUTCDate() - 1);
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - months);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { start: day(start), end: day(end) };
}

/** Four weeks ending ten days ago: every day of both periods is final, so changes are shown. */
export function finalWeeks(): { start: string; end: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const end = new Date();
  end.setUTCDate(end.getUTCDate() - 10);
  const start = new Date(end);
  start.setUTCDate(start.getUTCDate() - 27);
  return { start: day(start), end: day(end) };
}
