import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import type { CsvColumn, CsvValue } from "@/lib/csv/to-csv";
import { formatCompact, formatNumber, formatPercent, formatPosition } from "@/lib/format/numbers";

export type CellValue = string | number | null;
export type NumberFormat = "number" | "compact" | "percent" | "position";

/** One column of a DataTable. */
export type DataTableColumn<T> = {
  id: string;
  header: string;
  /** The raw value: what sorting, searching and the CSV use. */
  value: (row: T) => CellValue;
  /** Formats a numeric column and aligns it right. */
  format?: NumberFormat;
  /** Renders the cell instead of the formatted value (a link, a badge). */
  cell?: (row: T) => ReactNode;
  /** The CSV cell instead of the default (raw numbers, CTR as "4.56%", position to two decimals). */
  csv?: (row: T) => CsvValue;
  /** Defaults to true. */
  sortable?: boolean;
  /** First click sorts descending; defaults to true for numbers except position, where lower is better. */
  sortDescFirst?: boolean;
};

const FORMATTERS: Record<NumberFormat, (value: number) => string> = {
  number: formatNumber,
  compact: formatCompact,
  percent: (value) => formatPercent(value),
  position: formatPosition,
};

/** The text a cell shows for a raw value. */
export function formatCell(value: CellValue, format?: NumberFormat): string {
  if (value === null) return "—";
  if (format && typeof value === "number") return FORMATTERS[format](value);
  return String(value);
}

export function toColumnDefs<T>(
  columns: readonly DataTableColumn<T>[],
): ColumnDef<T, CellValue | undefined>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    // undefined (not null) so TanStack keeps empty cells last in either direction.
    accessorFn: (row) => column.value(row) ?? undefined,
    enableSorting: column.sortable ?? true,
    sortDescFirst:
      column.sortDescFirst ?? (column.format !== undefined && column.format !== "position"),
    sortUndefined: "last",
    filterFn: "includesString",
  }));
}

function csvValue(value: CellValue, format?: NumberFormat): CsvValue {
  if (typeof value !== "number") return value;
  if (format === "percent") return formatPercent(value);
  if (format === "position") return value > 0 ? Math.round(value * 100) / 100 : null;
  return value;
}

export function toCsvColumns<T>(columns: readonly DataTableColumn<T>[]): CsvColumn<T>[] {
  return columns.map((column) => ({
    header: column.header,
    value: column.csv ?? ((row) => csvValue(column.value(row), column.format)),
  }));
}
