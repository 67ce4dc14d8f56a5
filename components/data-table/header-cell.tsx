"use client";

import { flexRender, type Header } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  if (direction === "asc") return <ArrowUp aria-hidden className="size-3.5" />;
  if (direction === "desc") return <ArrowDown aria-hidden className="size-3.5" />;
  return <ArrowUpDown aria-hidden className="size-3.5 text-muted-foreground" />;
}

/** A column header; sortable ones hold a button, so sorting works from the keyboard. */
export function HeaderCell<T>({
  header,
  numeric,
}: {
  header: Header<T, unknown>;
  numeric: boolean;
}) {
  const { column } = header;
  const sorted = column.getIsSorted();
  const label = flexRender(column.columnDef.header, header.getContext());
  return (
    <TableHead
      scope="col"
      aria-sort={column.getCanSort() ? (sorted ? ARIA_SORT[sorted] : "none") : undefined}
      className={cn(numeric && "text-right")}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className={cn(
            "-mx-1 inline-flex items-center gap-1 rounded-sm px-1 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
            numeric && "flex-row-reverse",
          )}
        >
          {label}
          <SortIcon direction={sorted} />
        </button>
      ) : (
        label
      )}
    </TableHead>
  );
}
