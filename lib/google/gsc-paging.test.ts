import { readAllPages } from "./gsc-paging";

/** A fake Search Console with `total` rows, counting what is in flight. */
function transport(total: number, delayMs = 0) {
  const asked: { startRow: number; rowLimit: number }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage = async (startRow: number, rowLimit: number) => {
    asked.push({ startRow, rowLimit });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    inFlight -= 1;
    const count = Math.max(0, Math.min(rowLimit, total - startRow));
    return Array.from({ length: count }, (_, i) => startRow + i);
  };
  return { fetchPage, asked, maxInFlight: () => maxInFlight };
}

const GSC = { maxRows: 50_000, pageSize: 25_000, concurrency: 4 };

describe("readAllPages", () => {
  it("stops at the cap with full pages and says the result is capped", async () => {
    const t = transport(80_000);
    const result = await readAllPages(t.fetchPage, GSC);
    expect(result.rows).toHaveLength(50_000);
    expect(result).toMatchObject({ capped: true, pages: 2 });
    expect(t.asked).toEqual([
      { startRow: 0, rowLimit: 25_000 },
      { startRow: 25_000, rowLimit: 25_000 },
    ]);
  });

  it("returns exactly the rows there are when a page comes back short", async () => {
    const t = transport(30_001);
    const result = await readAllPages(t.fetchPage, GSC);
    expect(result.rows).toHaveLength(30_001);
    expect(result).toMatchObject({ capped: false, pages: 2 });
  });

  it("reads one empty page for an empty result", async () => {
    const t = transport(0);
    expect(await readAllPages(t.fetchPage, GSC)).toEqual({ rows: [], capped: false, pages: 1 });
  });

  it("asks for no row beyond maxRows, even when it is not a multiple of the page", async () => {
    const t = transport(1000);
    const result = await readAllPages(t.fetchPage, { maxRows: 55, pageSize: 10, concurrency: 4 });
    expect(result.rows).toEqual(Array.from({ length: 55 }, (_, i) => i));
    expect(result.capped).toBe(true);
    expect(t.asked.at(-1)).toEqual({ startRow: 50, rowLimit: 5 });
    expect(Math.max(...t.asked.map((a) => a.startRow + a.rowLimit))).toBe(55);
  });

  it("keeps at most four pages in flight and the rows in order", async () => {
    const t = transport(1000, 2);
    const result = await readAllPages(t.fetchPage, { maxRows: 1000, pageSize: 10, concurrency: 4 });
    expect(result.rows).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(result.pages).toBe(100);
    expect(t.maxInFlight()).toBe(4);
  });

  it("starts no page after the first short one comes back", async () => {
    const t = transport(95, 1);
    const result = await readAllPages(t.fetchPage, { maxRows: 1000, pageSize: 10, concurrency: 4 });
    expect(result.rows).toHaveLength(95);
    expect(result.capped).toBe(false);
    // Pages 0-9 hold the rows; at most the three pages in flight beside page 9 are wasted.
    expect(result.pages).toBeLessThanOrEqual(13);
  });

  it("fails when a page fails and starts no more pages", async () => {
    let calls = 0;
    const failing = async (startRow: number) => {
      calls += 1;
      if (startRow === 20) throw new Error("boom");
      await new Promise((resolve) => setTimeout(resolve, 1));
      return Array.from({ length: 10 }, () => startRow);
    };
    await expect(
      readAllPages(failing, { maxRows: 1000, pageSize: 10, concurrency: 2 }),
    ).rejects.toThrow("boom");
    expect(calls).toBeLessThanOrEqual(4);
  });
});
