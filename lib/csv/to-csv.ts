import Papa from "papaparse";

export type CsvValue = string | number | boolean | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

// Papa's own escapeFormulae pattern ends in `.*$` without the s flag, so a cell like "=1\n2" slips by.
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 CSV with a header line, every line ending in CRLF; text cells a spreadsheet would run as a formula get a leading quote. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? null)),
    },
    { escapeFormulae: FORMULA_START, newline: "\r\n" },
  );
  return csv.endsWith("\r\n") ? csv : `${csv}\r\n`;
}

const BOM = "\uFEFF";

/** Saves CSV text as a file in the browser; the byte-order mark makes Excel read it as UTF-8. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([BOM, csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename.endsWith(".csv") ? filename : `${filename}.csv`;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download can still read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
