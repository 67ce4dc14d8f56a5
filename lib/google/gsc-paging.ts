export type PageFetcher<Row> = (startRow: number, rowLimit: number) => Promise<Row[]>;

export type PagingOptions = { maxRows: number; pageSize: number; concurrency: number };

/**
 * Reads rows page by page (startRow += pageSize) with up to `concurrency` pages in flight. Stops
 * at the first short page and never asks beyond `maxRows`; `capped` says it stopped at the cap
 * with every page full, so more rows may exist. The first page is read alone: most results fit in
 * it, and each extra request spends Search Analytics quota. Hand-written: the early stop is the point.
 */
export async function readAllPages<Row>(
  fetchPage: PageFetcher<Row>,
  { maxRows, pageSize, concurrency }: PagingOptions,
): Promise<{ rows: Row[]; capped: boolean; pages: number }> {
  const pageCount = Math.ceil(maxRows / pageSize);
  const pages: Row[][] = [];
  let stopAt = pageCount;
  let next = 0;
  let requested = 0;

  async function worker(limit = Number.POSITIVE_INFINITY) {
    for (let taken = 0; next < stopAt && taken < limit; taken += 1) {
      const index = next++;
      const startRow = index * pageSize;
      const rowLimit = Math.min(pageSize, maxRows - startRow);
      requested += 1;
      try {
        const rows = await fetchPage(startRow, rowLimit);
        pages[index] = rows;
        if (rows.length < rowLimit) stopAt = Math.min(stopAt, index + 1);
      } catch (error) {
        stopAt = 0;
        throw error;
      }
    }
  }

  await worker(1);
  const workers = Math.max(1, Math.min(concurrency, pageCount - 1));
  await Promise.all(Array.from({ length: workers }, () => worker()));
  const rows = pages.slice(0, stopAt).flat();
  return { rows, capped: stopAt === pageCount && rows.length === maxRows, pages: requested };
}
