import { gscHarness } from "@/tests/support/google-emulator/gsc-harness";
import { LARGE_SITE_URL } from "../world/catalog";

// Google exposes at most 50,000 rows per day and search type. The emulator caps each answer: a
// range not grouped by date counts as one day, a range grouped by date holds 50,000 rows per date.
const LARGE = { email: "large@demo.rankwell.dev", name: "Lee Large" };
const RANGE = { startDate: "2025-11-27", endDate: "2026-02-25" };

describe("the 50,000-row cap", () => {
  it("lists the large property only for accounts that start with 'large'", async () => {
    const listed = async (choice?: Record<string, string>) => {
      const h = await gscHarness(choice);
      const body = (await (await h.api("GET", "webmasters/v3/sites")).json()) as {
        siteEntry: { siteUrl: string }[];
      };
      return body.siteEntry.map((s) => s.siteUrl);
    };
    expect(await listed(LARGE)).toContain(LARGE_SITE_URL);
    expect(await listed(LARGE)).toContain("sc-domain:greenleaf.example");
    expect(await listed()).not.toContain(LARGE_SITE_URL);
  });

  it("answers at most 50,000 rows for a range, though the range holds more", async () => {
    const h = await gscHarness(LARGE);
    const page = async (startRow: number, dimensions: string[], range = RANGE) =>
      (await h.query(LARGE_SITE_URL, { ...range, dimensions, rowLimit: 25_000, startRow })).body
        .rows ?? [];
    expect(await page(25_000, ["query", "page"])).toHaveLength(25_000);
    expect(await page(50_000, ["query", "page"])).toEqual([]);

    // Grouped by date, every day keeps its own 50,000: one week holds more than 50,000 rows.
    const week = { startDate: "2026-02-19", endDate: "2026-02-25" };
    const dated = new Set<string>();
    for (let startRow = 0; ; startRow += 25_000) {
      const rows = await page(startRow, ["query", "page", "date"], week);
      for (const row of rows) dated.add(`${row.keys[0]}|${row.keys[1]}`);
      if (rows.length < 25_000) break;
    }
    expect(dated.size).toBeGreaterThan(50_000);
  });
});
