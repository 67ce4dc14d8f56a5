"use client";

import * as React from "react";
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from "@tanstack/react-table";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { clickableRow } from "./clickable-row";
import { formatCell, toColumnDefs, toCsvColumns, type DataTableColumn } from "./columns";
import { HeaderCell } from "./header-cell";
import { DataTablePagination, PAGE_SIZES } from "./pagination";

export type { DataTableColumn, NumberFormat } from "./columns";

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  /** Names the table for screen readers: "Top queries". */
  caption: string;
  /** A search box filtering rows on this column; `label` names the box. */
  search?: { columnId: string; label: string; placeholder?: string };
  initialSort?: { id: string; desc: boolean };
  /** Shows "Export CSV", which saves every row matching the search (all pages) with these columns. */
  exportFilename?: string;
  onRowClick?: (row: T) => void;
  getRowId?: (row: T) => string;
  /** Shown when there is no data at all. */
  empty?: React.ReactNode;
  className?: string;
};

/** A sortable, searchable, paged table of search data with CSV export of every matching row. */
export function DataTable<T>({
  columns,
  data,
  caption,
  search,
  initialSort,
  exportFilename,
  onRowClick,
  getRowId,
  empty,
  className,
}: DataTableProps<T>) {
  const columnDefs = React.useMemo(() => toColumnDefs(columns), [columns]);
  const byId = React.useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  );
  const [sorting, setSorting] = React.useState<SortingState>(initialSort ? [initialSort] : []);
  const [query, setQuery] = React.useState("");
  const columnFilters = React.useMemo(
    () => (search && query ? [{ id: search.columnId, value: query }] : []),
    [search, query],
  );
  // TanStack's table instance is built to be read during render; the React Compiler is not enabled here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data as T[],
    columns: columnDefs,
    state: { sorting, columnFilters },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: PAGE_SIZES[0] } },
  });

  const exportRows = () => {
    const rows = table.getPrePaginationRowModel().rows.map((row) => row.original);
    // The CSV writer (papaparse) loads with the first export, not with the view.
    void import("@/lib/csv/to-csv").then(({ downloadCsv, toCsv }) =>
      downloadCsv(exportFilename ?? "export.csv", toCsv(toCsvColumns(columns), rows)),
    );
  };

  const rows = table.getRowModel().rows;
  return (
    <div data-slot="data-table" className={cn("flex flex-col gap-3", className)}>
      {search || exportFilename ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {search ? (
            <Input
              type="search"
              aria-label={search.label}
              placeholder={search.placeholder ?? search.label}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="max-w-xs"
            />
          ) : (
            <span />
          )}
          {exportFilename ? (
            <Button variant="outline" size="sm" onClick={exportRows} disabled={data.length === 0}>
              <Download aria-hidden />
              Export CSV
            </Button>
          ) : null}
        </div>
      ) : null}
      <Table>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  numeric={!!byId.get(header.column.id)?.format}
                />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell
                colSpan={columns.length}
                className="h-24 text-center whitespace-normal text-muted-foreground"
              >
                {data.length === 0 ? (empty ?? "No rows.") : `No rows match “${query}”.`}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} {...clickableRow(row.original, onRowClick)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    className={cn(column.format && "text-right tabular-nums")}
                  >
                    {column.cell
                      ? column.cell(row.original)
                      : formatCell(column.value(row.original), column.format)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {table.getPrePaginationRowModel().rows.length > PAGE_SIZES[0] ? (
        <DataTablePagination table={table} />
      ) : null}
    </div>
  );
}
