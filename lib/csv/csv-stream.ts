import { toCsv, type CsvColumn } from "./to-csv";

const BOM = "\uFEFF";
const ROWS_PER_CHUNK = 1000;

/**
 * A CSV download written as it is read: the byte-order mark and header first, then the rows a
 * thousand at a time, each chunk escaped and defused like `toCsv`. Pulling drives the iteration,
 * so a slow client never makes the server hold the whole file.
 */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  // Rows read as they are asked for: from memory, or from Google a page at a time.
  const iterator =
    Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + toCsv(columns, [])));
        return;
      }
      const chunk: T[] = [];
      let next = await iterator.next();
      while (!next.done) {
        chunk.push(next.value);
        if (chunk.length >= ROWS_PER_CHUNK) break;
        next = await iterator.next();
      }
      if (chunk.length > 0) {
        // toCsv writes a header line first; the stream wrote it once already.
        const text = toCsv(columns, chunk);
        controller.enqueue(encoder.encode(text.slice(text.indexOf("\r\n") + 2)));
      }
      if (next.done) controller.close();
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The headers of a CSV attachment named `filename`. */
export function csvHeaders(filename: string): HeadersInit {
  const name = filename.endsWith(".csv") ? filename : `${filename}.csv`;
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`,
    "Cache-Control": "private, no-store",
  };
}
