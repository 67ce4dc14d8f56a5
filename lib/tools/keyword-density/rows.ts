import type { PhraseRow, PhraseTable } from "./ngrams";

export type SortKey = "phrase" | "count" | "density";
export type SortDirection = "asc" | "desc";

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/** Rows in the order the user picked; ties keep the more frequent, then alphabetical order. */
export function sortRows(rows: PhraseRow[], key: SortKey, direction: SortDirection): PhraseRow[] {
  const sign = direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary =
      key === "phrase"
        ? collator.compare(a.phrase, b.phrase)
        : a[key] - b[key] || a.count - b.count;
    return primary * sign || b.count - a.count || collator.compare(a.phrase, b.phrase);
  });
}

// RFC 4180 quoting; phrases are page text, so a leading = + - @ is defused for spreadsheets.
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Every row of every phrase size as CSV: words in the phrase, phrase, count, density in percent. */
export function tablesToCsv(tables: PhraseTable[]): string {
  const lines = [["Words in phrase", "Phrase", "Count", "Density (%)"]];
  for (const table of tables) {
    for (const row of table.rows)
      lines.push([String(table.size), row.phrase, String(row.count), row.density.toFixed(2)]);
  }
  return lines.map((line) => line.map(cell).join(",")).join("\r\n") + "\r\n";
}
