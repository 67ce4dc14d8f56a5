import Papa from "papaparse";

// A CSV of URL and author (with or without a header row, comma, semicolon or tab separated), read
// with papaparse, already a dependency, for quoting, separators and a leading BOM. Every line it
// cannot use is reported with the reason; the others are imported.

export type AuthorCsvRow = { url: string; author: string; line: number };
export type AuthorCsvError = { line: number; message: string };
export type AuthorCsv = { rows: AuthorCsvRow[]; errors: AuthorCsvError[] };
export type AuthorCsvOptions = {
  /** The page key of a URL, or null when it is not a page of the property (e.g. `pageKey`). */
  keyOf?: (url: string) => string | null;
};

export const MAX_CSV_ROWS = 50_000;
const MAX_AUTHOR = 200;
const URL_HEADERS = new Set(["url", "page", "page url", "address", "loc", "link"]);
const AUTHOR_HEADERS = new Set(["author", "author name", "name", "by", "writer"]);

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
const isPageUrl = (url: string) => url.startsWith("/") || /^https?:\/\/[^/\s]+/i.test(url);

type Columns = { url: number; author: number; header: boolean };

function columnsOf(first: string[]): Columns | string {
  const cells = first.map((cell) => cell.trim().toLowerCase());
  const url = cells.findIndex((cell) => URL_HEADERS.has(cell));
  const author = cells.findIndex((cell) => AUTHOR_HEADERS.has(cell));
  if (url !== -1 && author !== -1) return { url, author, header: true };
  if (url !== -1 || author !== -1) return "The header needs a URL column and an author column.";
  return { url: 0, author: 1, header: false };
}

/** The line's page and author, or why it is left out. */
function readRow(
  cells: string[],
  columns: Columns,
  seen: Map<string, number>,
  keyOf: AuthorCsvOptions["keyOf"],
): { url: string; author: string } | string {
  const raw = (cells[columns.url] ?? "").trim();
  const author = (cells[columns.author] ?? "").replace(/\s+/g, " ").trim();
  if (!raw) return "No URL.";
  if (!isPageUrl(raw)) return `“${shorten(raw)}” is not a URL.`;
  if (!author) return `No author for ${shorten(raw)}.`;
  if (author.length > MAX_AUTHOR) return `The author is longer than ${MAX_AUTHOR} characters.`;
  const url = keyOf ? keyOf(raw) : raw;
  if (url === null) return `${shorten(raw)} is not a page of this property.`;
  const earlier = seen.get(url);
  if (earlier !== undefined) return `The same page as line ${earlier}; this line is left out.`;
  return { url, author };
}

/** The separator the first line uses most: comma, semicolon (European spreadsheets) or tab. */
function delimiterOf(csv: string): string {
  const firstLine = csv
    .trimStart()
    .split(/\r?\n/, 1)[0]!
    .replace(/"[^"]*"/g, "");
  const count = (separator: string) => firstLine.split(separator).length;
  return [",", ";", "\t"].reduce((best, next) => (count(next) > count(best) ? next : best));
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === "");

/** Rows of (URL, author) with their line numbers, and why each unusable line was left out. */
export function parseAuthorCsv(text: string, options: AuthorCsvOptions = {}): AuthorCsv {
  // Empty lines are kept (and skipped below) so that a row's index is its line number, as a
  // spreadsheet numbers it; only a quoted cell spanning lines shifts the count.
  const csv = text.replace(/^\uFEFF/, "");
  const { data, errors: parseErrors } = Papa.parse<string[]>(csv, { delimiter: delimiterOf(csv) });
  const errors: AuthorCsvError[] = parseErrors.map((error) => ({
    line: (error.row ?? 0) + 1,
    message: error.message,
  }));
  const broken = new Set(errors.map((error) => error.line));
  const rows: AuthorCsvRow[] = [];
  const first = data.findIndex((cells) => !isBlank(cells));
  if (first === -1) return { rows, errors };
  const columns = columnsOf(data[first]!);
  if (typeof columns === "string") return { rows, errors: [{ line: first + 1, message: columns }] };
  const seen = new Map<string, number>();
  for (let i = columns.header ? first + 1 : first; i < data.length; i += 1) {
    const line = i + 1;
    const cells = data[i]!;
    if (broken.has(line) || isBlank(cells)) continue;
    if (rows.length === MAX_CSV_ROWS) {
      errors.push({
        line,
        message: `Only the first ${MAX_CSV_ROWS.toLocaleString("en")} rows are read.`,
      });
      break;
    }
    const read = readRow(cells, columns, seen, options.keyOf);
    if (typeof read === "string") {
      errors.push({ line, message: read });
      continue;
    }
    seen.set(read.url, line);
    rows.push({ ...read, line });
  }
  return { rows, errors: errors.sort((a, b) => a.line - b.line) };
}
