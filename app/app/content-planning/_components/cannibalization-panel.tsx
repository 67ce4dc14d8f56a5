"use client";

import { CannibalizationResultView } from "@/components/content/cannibalization-result";
import { QueryWidget } from "@/components/data-state/query-widget";
import { useCannibalizationResult } from "@/hooks/queries/use-content";

/** A cannibalization fix's verification: the kept page's share of the query before and after. */
export function CannibalizationPanel({ projectId, itemId }: { projectId: string; itemId: string }) {
  const query = useCannibalizationResult(projectId, itemId);
  return (
    <section
      aria-labelledby="item-cannibalization"
      className="grid gap-3 rounded-lg border p-4"
      data-slot="item-cannibalization"
    >
      <h3 id="item-cannibalization" className="font-medium">
        The fix, measured
      </h3>
      <QueryWidget query={query} label="the fix's result" skeleton="table" rows={3}>
        {(result) => <CannibalizationResultView result={result} />}
      </QueryWidget>
    </section>
  );
}
