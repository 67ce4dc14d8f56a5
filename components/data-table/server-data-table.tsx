"use client";

import * as React from "react";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Download } from "lucide-react";
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
import { formatNumber } from "@/lib/format/numbers";
import type { TablePageQuery } from "@/lib/tables/table-page";
import { cn } from "@/lib/utils";
import { formatCell, type DataTableColumn } from "./columns";

export const SERVER_PAGE_SIZES = [25, 50, 100] as const;
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

function Pager({
  query,
  total,
  onQueryChange,
}: {
  query: TablePageQuery;
  total: number;
  onQueryChange: (query: TablePageQuery) => void;
}) {
  const labelId = React.useId();
  const { pageIndex, pageSize } = query;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  const go = (index: number) => onQueryChange({ ...query, pageIndex: index });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <label className="flex items-center gap-2">
        <span id={labelId} className="text-muted-foreground">
          Rows per page
        </span>
        <select
          aria-labelledby={labelId}
          value={pageSize}
          onChange={(event) =>
            onQueryChange({ ...query, pageSize: Number(event.target.value), pageIndex: 0 })
          }
          className="h-8 rounded-md border border-input bg-transparent px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
        >
          {SERVER_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-2">
        <span aria-live="polite" className="text-muted-foreground tabular-nums">
          {`${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}`}
        </span>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          onClick={() => go(pageIndex - 1)}
          disabled={pageIndex === 0}
        >
          <ChevronLeft aria-hidden />
          <span className="sr-only">Previous page</span>
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          onClick={() => go(pageIndex + 1)}
          disabled={last >= total}
        >
          <ChevronRight aria-hidden />
          <span className="sr-only">Next page</span>
        </Button>
      </div>
    </div>
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
}: ServerDataTableProps<T>) {
  const rowProps = (row: T) =>
    onRowClick
      ? {
          tabIndex: 0,
          className: "cursor-pointer focus-visible:bg-muted/50 focus-visible:outline-none",
          onClick: () => onRowClick(row),
          onKeyDown: (event: React.KeyboardEvent) => {
            if (event.key !== "Enter" && event.key !== " ") return;
            event.preventDefault();
            onRowClick(row);
          },
        }
      : {};
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
      <Table className={cn(busy && "opacity-70 transition-opacity")}>
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
              <TableRow key={getRowId(row)} {...rowProps(row)}>
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
      {total > SERVER_PAGE_SIZES[0] ? (
        <Pager query={query} total={total} onQueryChange={onQueryChange} />
      ) : null}
    </div>
  );
}
