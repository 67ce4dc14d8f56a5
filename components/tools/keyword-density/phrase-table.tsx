"use client";

import { useMemo, useState } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { PhraseTable as Table } from "@/lib/tools/keyword-density/ngrams";
import { sortRows, type SortDirection, type SortKey } from "@/lib/tools/keyword-density/rows";
import { Button } from "@/components/ui/button";
import {
  Table as TableRoot,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

const PAGE_SIZE = 50;
const COLUMNS: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: "phrase", label: "Phrase", numeric: false },
  { key: "count", label: "Count", numeric: true },
  { key: "density", label: "Density", numeric: true },
];

/** One phrase size: sortable by any column, 50 rows at first and the rest on request. */
export function PhraseTable({ table }: { table: Table }) {
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: "count",
    direction: "desc",
  });
  const [shown, setShown] = useState(PAGE_SIZE);
  const rows = useMemo(() => sortRows(table.rows, sort.key, sort.direction), [table.rows, sort]);
  const noun = table.size === 1 ? "word" : `${table.size}-word phrase`;

  if (rows.length === 0) {
    return (
      <p className="py-6 text-sm text-muted-foreground">
        No {noun} to list with the current options.
      </p>
    );
  }

  const toggle = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === "asc" ? "desc" : "asc" }
        : { key, direction: key === "phrase" ? "asc" : "desc" },
    );

  return (
    <div>
      <TableRoot>
        <caption className="sr-only">
          {table.size === 1 ? "Single words" : `${table.size}-word phrases`}, sorted by {sort.key} (
          {sort.direction === "asc" ? "ascending" : "descending"})
        </caption>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
              return (
                <TableHead
                  key={column.key}
                  aria-sort={
                    active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"
                  }
                  className={column.numeric ? "text-right" : undefined}
                >
                  <Button
                    variant="ghost"
                    size="sm"
                    className={column.numeric ? "-mr-3" : "-ml-3"}
                    onClick={() => toggle(column.key)}
                  >
                    {column.label}
                    <Icon aria-hidden className={active ? undefined : "text-muted-foreground"} />
                  </Button>
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.slice(0, shown).map((row) => (
            <TableRow key={row.phrase}>
              <TableCell className="break-words whitespace-normal">{row.phrase}</TableCell>
              <TableCell className="text-right tabular-nums">{row.count}</TableCell>
              <TableCell className="text-right tabular-nums">{row.density.toFixed(2)}%</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TableRoot>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span>
          Showing {Math.min(shown, rows.length).toLocaleString("en")} of{" "}
          {rows.length.toLocaleString("en")}
          {table.distinct > rows.length &&
            ` most frequent (${table.distinct.toLocaleString("en")} distinct in total)`}
        </span>
        {shown < rows.length && (
          <Button variant="outline" size="sm" onClick={() => setShown(rows.length)}>
            Show all {rows.length.toLocaleString("en")} rows
          </Button>
        )}
      </div>
    </div>
  );
}
