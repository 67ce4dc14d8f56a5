"use client";

import * as React from "react";
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { TablePageQuery } from "@/lib/tables/table-page";
import { cn } from "@/lib/utils";
import { clickableRow } from "./clickable-row";
import { formatCell, type DataTableColumn } from "./columns";
import { PAGE_SIZES, Pager } from "./pager";

const SEARCH_DELAY_MS = 300;

export type ServerDataTableProps<T> = {
  /** Column ids are the server's sort keys. */
  columns: readonly DataTableColumn<T>[];
  /** The page the server answered. */
  rows: readonly T[];
  /** Rows matching the search, on every page. */
  total: number;
  query: TablePageQuery;
  onQueryChange: (query: TablePageQuery) => void;
  caption: string;
  search?: { label: string; placeholder?: string };
  /** A link to the server's CSV of every matching row, in this order. */
  exportHref?: string;
  onRowClick?: (row: T) => void;
  getRowId: (row: T) => string;
  /** True while a new page is on its way; the old one stays on screen, dimmed. */
  busy?: boolean;
  empty?: React.ReactNode;
  className?: string;
  /** Names the table's scroll box, which then takes focus: for tables wider than a phone. */
  scrollLabel?: string;
};

const ARIA_SORT = { false: "ascending", true: "descending" } as const;

function SortButton<T>({
  column,
  query,
  onSort,
}: {
  column: DataTableColumn<T>;
  query: TablePageQuery;
  onSort: (sort: string, desc: boolean) => void;
}) {
  const active = query.sort === column.id;
  const descFirst =
    column.sortDescFirst ?? (column.format !== undefined && column.format !== "position");
  const Icon = !active ? ArrowUpDown : query.desc ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={() => onSort(column.id, active ? !query.desc : descFirst)}
      className={cn(
        "-mx-1 inline-flex items-center gap-1 rounded-sm px-1 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
        column.format && "flex-row-reverse",
      )}
    >
      {column.header}
      <Icon aria-hidden className={cn("size-3.5", !active && "text-muted-foreground")} />
    </button>
  );
}

/** The search box: typing updates the box at once and the query after a pause. */
function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder?: string;
}) {
  const [text, setText] = React.useState(value);
  const onSearchRef = React.useRef(onSearch);
  React.useEffect(() => {
    onSearchRef.current = onSearch;
  });
  React.useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearchRef.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      className="max-w-xs"
    />
  );
}

/**
 * A table whose rows the server sorts, searches and pages: it shows one page and asks for another
 * through `onQueryChange`; "Export CSV" downloads every matching row from the server.
 */
export function ServerDataTable<T>({
  columns,
  rows,
  total,
  query,
  onQueryChange,
  caption,
  search,
  exportHref,
  onRowClick,
  getRowId,
  busy,
  empty,
  className,
  scrollLabel,
}: ServerDataTableProps<T>) {
  const searching = (query.search ?? "").trim() !== "";

  return (
    <div
      data-slot="data-table"
      aria-busy={busy || undefined}
      className={cn("flex flex-col gap-3", className)}
    >
      {search || exportHref ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {search ? (
            <SearchBox
              value={query.search ?? ""}
              onSearch={(text) => onQueryChange({ ...query, search: text, pageIndex: 0 })}
              label={search.label}
              placeholder={search.placeholder}
            />
          ) : (
            <span />
          )}
          {exportHref ? (
            <Button
              variant="outline"
              size="sm"
              disabled={total === 0}
              // The server answers an attachment, so the page stays where it is while it downloads.
              onClick={() => window.location.assign(exportHref)}
            >
              <Download aria-hidden />
              Export CSV
            </Button>
          ) : null}
        </div>
      ) : null}
      <Table className={cn(busy && "opacity-70 transition-opacity")} scrollLabel={scrollLabel}>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => {
              const sortable = column.sortable ?? true;
              return (
                <TableHead
                  key={column.id}
                  scope="col"
                  aria-sort={
                    !sortable
                      ? undefined
                      : query.sort === column.id
                        ? ARIA_SORT[`${query.desc}`]
                        : "none"
                  }
                  className={cn(column.format && "text-right")}
                >
                  {sortable ? (
                    <SortButton
                      column={column}
                      query={query}
                      onSort={(sort, desc) => onQueryChange({ ...query, sort, desc, pageIndex: 0 })}
                    />
                  ) : (
                    column.header
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell
                colSpan={columns.length}
                className="h-24 text-center whitespace-normal text-muted-foreground"
              >
                {searching ? `No rows match “${query.search}”.` : (empty ?? "No rows.")}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={getRowId(row)} {...clickableRow(row, onRowClick)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    className={cn(column.format && "text-right tabular-nums")}
                  >
                    {column.cell ? column.cell(row) : formatCell(column.value(row), column.format)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {total > PAGE_SIZES[0] ? (
        <Pager
          pageIndex={query.pageIndex}
          pageSize={query.pageSize}
          total={total}
          onPageChange={(pageIndex) => onQueryChange({ ...query, pageIndex })}
          onPageSizeChange={(pageSize) => onQueryChange({ ...query, pageSize, pageIndex: 0 })}
        />
      ) : null}
    </div>
  );
}
