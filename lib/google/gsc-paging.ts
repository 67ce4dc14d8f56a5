export type PageFetcher<Row> = (startRow: number, rowLimit: number) => Promise<Row[]>;

export type PagingOptions = { maxRows: number; pageSize: number; concurrency: number };

/**
 * Reads rows page by page (startRow += pageSize) with up to `concurrency` pages in flight. Stops
 * at the first short page and never asks beyond `maxRows`; `capped` says it stopped at the cap
 * with every page full, so more rows may exist. Hand-written: the early stop is the whole point.
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

  async function worker() {
    while (next < stopAt) {
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

  const workers = Math.max(1, Math.min(concurrency, pageCount));
  await Promise.all(Array.from({ length: workers }, worker));
  const rows = pages.slice(0, stopAt).flat();
  return { rows, capped: stopAt === pageCount && rows.length === maxRows, pages: requested };
}
