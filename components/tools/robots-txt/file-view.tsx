"use client";

import { useEffect, useRef } from "react";
import type { LineKind, ViewLine } from "@/lib/tools/robots-txt/report";
import { cn } from "@/lib/utils";

const KIND_CLASS: Record<LineKind, string> = {
  "user-agent": "font-semibold",
  allow: "",
  disallow: "",
  sitemap: "",
  other: "text-muted-foreground",
  comment: "text-muted-foreground italic",
  blank: "",
  invalid: "text-destructive",
};

export const lineId = (line: number) => `robots-line-${line}`;

/** The file with line numbers; lines that decide a result are marked, the chosen one is ringed. */
export function FileView({
  lines,
  deciding,
  selectedLine,
}: {
  lines: ViewLine[];
  deciding: Set<number>;
  selectedLine: number | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);

  // Scroll inside the file box only, so the page itself stays where the reader is.
  useEffect(() => {
    const box = scroller.current;
    const row =
      selectedLine === null ? null : box?.querySelector<HTMLElement>(`#${lineId(selectedLine)}`);
    if (box && row) box.scrollTop = row.offsetTop - box.clientHeight / 2;
  }, [selectedLine]);

  return (
    <section aria-labelledby="robots-file" className="rounded-xl border bg-card">
      <div className="border-b p-4 sm:px-6">
        <h2 id="robots-file" className="text-lg font-semibold">
          The file as Google reads it
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Highlighted lines decide at least one result for Google. Choose a rule in the results to
          jump to it.
        </p>
      </div>
      <div
        ref={scroller}
        role="region"
        aria-label="robots.txt with line numbers"
        tabIndex={0}
        className="relative max-h-[28rem] overflow-auto py-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ol className="min-w-fit font-mono text-xs leading-6 sm:text-sm">
          {lines.map((line) => (
            <li
              key={line.number}
              id={lineId(line.number)}
              className={cn(
                "flex border-l-4 border-transparent pr-4",
                deciding.has(line.number) && "border-primary bg-accent",
                selectedLine === line.number && "ring-2 ring-primary ring-inset",
              )}
            >
              <span
                aria-hidden
                className="w-14 shrink-0 pr-3 text-right text-muted-foreground select-none"
              >
                {line.number}
              </span>
              <span className={cn("whitespace-pre", KIND_CLASS[line.kind])}>
                <span className="sr-only">Line {line.number}: </span>
                {line.text === "" ? " " : line.text}
                {deciding.has(line.number) && <span className="sr-only"> (decides a result)</span>}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
