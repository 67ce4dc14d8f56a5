"use client";

import { useId } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PAGE_SIZES } from "@/lib/data-api/table-page";
import { formatNumber } from "@/lib/format/numbers";

export { PAGE_SIZES } from "@/lib/data-api/table-page";

export type PagerProps = {
  pageIndex: number;
  pageSize: number;
  /** Rows matching the search, on every page. */
  total: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** Rows per page (a native select), the rows shown out of all matching rows, and previous/next. */
export function Pager({ pageIndex, pageSize, total, onPageChange, onPageSizeChange }: PagerProps) {
  const labelId = useId();
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <label className="flex items-center gap-2">
        <span id={labelId} className="text-muted-foreground">
          Rows per page
        </span>
        <select
          aria-labelledby={labelId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="h-8 rounded-md border border-input bg-transparent px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
        >
          {PAGE_SIZES.map((size) => (
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
          onClick={() => onPageChange(pageIndex - 1)}
          disabled={pageIndex === 0}
        >
          <ChevronLeft aria-hidden />
          <span className="sr-only">Previous page</span>
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          onClick={() => onPageChange(pageIndex + 1)}
          disabled={last >= total}
        >
          <ChevronRight aria-hidden />
          <span className="sr-only">Next page</span>
        </Button>
      </div>
    </div>
  );
}
