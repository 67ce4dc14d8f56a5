import { EyeOff } from "lucide-react";
import { rowCompletenessSentence } from "@/lib/data-api/row-completeness";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import { formatNumber, formatPercent } from "@/lib/format/numbers";

/** The traffic in the totals that no query row shows, and why; and how complete the rows are. */
export function HiddenQueriesNotice({ meta }: { meta: SearchConsoleDataResponse["meta"] }) {
  const hidden = meta.hidden;
  const someHidden = !!hidden && (hidden.clicks > 0 || hidden.impressions > 0);
  const rows = rowCompletenessSentence(meta, "query rows");
  if (!someHidden && !rows) return null;
  return (
    <div
      role="note"
      aria-label={someHidden ? "Hidden queries" : "Query rows"}
      className="flex gap-3 rounded-md border bg-muted/40 p-3 text-sm"
    >
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="flex flex-col gap-1">
        {someHidden ? (
          <p>
            <span className="font-medium">Hidden queries: </span>
            {formatNumber(hidden.clicks)} clicks ({formatPercent(hidden.clicksShare, 1)}) and{" "}
            {formatNumber(hidden.impressions)} impressions (
            {formatPercent(hidden.impressionsShare, 1)}) are in the totals but in no row below.{" "}
            <span className="text-muted-foreground">
              Google leaves out queries made by few people, to protect their privacy.
            </span>
          </p>
        ) : null}
        {rows ? (
          <p className={meta.complete ? "text-muted-foreground" : undefined}>{rows}</p>
        ) : null}
      </div>
    </div>
  );
}
