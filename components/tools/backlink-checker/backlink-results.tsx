"use client";

import { Download, Share2 } from "lucide-react";
import { toast } from "sonner";
import type { PageResult } from "@/lib/tools/backlink-checker/types";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { CheckState } from "./use-backlink-check";
import { downloadCsv } from "./download-csv";
import { ResultRow } from "./result-row";

function summary(results: PageResult[]) {
  const count = (test: (r: PageResult) => boolean) => results.filter(test).length;
  return [
    { label: "Linked", value: count((r) => r.verdict === "followed") },
    {
      label: "Linked with nofollow, sponsored or ugc",
      value: count((r) => r.verdict === "qualified"),
    },
    { label: "Not linked", value: count((r) => r.verdict === "not-linked") },
    { label: "Could not be checked", value: count((r) => r.verdict === "error") },
    { label: "Linking page not indexable", value: count((r) => r.indexable === false) },
  ];
}

async function copyLink() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast.success("Link to these results copied.");
  } catch {
    toast.error("The link could not be copied. Copy it from the address bar instead.");
  }
}

/** Progress while pages are checked, then the totals, the table and the CSV export. */
export function BacklinkResults({ check, site }: { check: CheckState; site: string }) {
  const done = check.results.filter((r): r is PageResult => r !== null);
  const total = check.pages.length;
  const running = check.status === "running";
  return (
    <div className="mt-10 grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-2">
          <p aria-live="polite" className="text-sm font-medium">
            {running
              ? `Checked ${done.length} of ${total} pages…`
              : `Checked ${done.length} of ${total} pages.`}
          </p>
          <div
            role="progressbar"
            aria-label="Pages checked"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done.length}
            className="h-2 w-64 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${total ? (done.length / total) * 100 : 0}%` }}
            />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={copyLink}>
            <Share2 aria-hidden /> Copy link to results
          </Button>
          <Button
            variant="outline"
            disabled={running || done.length === 0}
            onClick={() => downloadCsv(done, site)}
          >
            <Download aria-hidden /> Export CSV
          </Button>
        </div>
      </div>
      {!running && done.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {summary(done).map((item) => (
            <div key={item.label} className="rounded-lg border bg-card p-3">
              <dt className="text-xs text-muted-foreground">{item.label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Table>
        <TableCaption>
          Links to {site} found on each page, and whether the linking page can be indexed.
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Page</TableHead>
            <TableHead>HTTP</TableHead>
            <TableHead>Link</TableHead>
            <TableHead>Anchor text</TableHead>
            <TableHead>Indexable</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {check.pages.map((page, index) => (
            <ResultRow key={`${index}-${page}`} page={page} result={check.results[index] ?? null} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
