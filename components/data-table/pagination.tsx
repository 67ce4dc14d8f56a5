"use client";

import type { Table } from "@tanstack/react-table";
import { Pager } from "./pager";

export { PAGE_SIZES } from "./pager";

/** The pager of a table whose rows are all in the browser (small lists: sitemaps, keywords). */
export function DataTablePagination<T>({ table }: { table: Table<T> }) {
  const { pageIndex, pageSize } = table.getState().pagination;
  return (
    <Pager
      pageIndex={pageIndex}
      pageSize={pageSize}
      total={table.getPrePaginationRowModel().rows.length}
      onPageChange={(index) => table.setPageIndex(index)}
      onPageSizeChange={(size) => table.setPageSize(size)}
    />
  );
}
