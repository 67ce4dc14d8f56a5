import { EyeOff } from "lucide-react";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import { formatNumber, formatPercent } from "@/lib/format/numbers";

/** The traffic in the totals that no query row shows, and why. */
export function HiddenQueriesNotice({ meta }: { meta: SearchConsoleDataResponse["meta"] }) {
  const hidden = meta.hidden;
  if (!hidden || (hidden.clicks === 0 && hidden.impressions === 0)) return null;
  return (
    <div
      role="note"
      aria-label="Hidden queries"
      className="flex gap-3 rounded-md border bg-muted/40 p-3 text-sm"
    >
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        <span className="font-medium">Hidden queries: </span>
        {formatNumber(hidden.clicks)} clicks ({formatPercent(hidden.clicksShare, 1)}) and{" "}
        {formatNumber(hidden.impressions)} impressions ({formatPercent(hidden.impressionsShare, 1)})
        are in the totals but in no row below.{" "}
        <span className="text-muted-foreground">
          Google leaves out queries made by few people, to protect their privacy
          {meta.capped
            ? `, and this range has more query rows than the ${formatNumber(meta.rowCount)} Search Console hands out`
            : ""}
          .
        </span>
      </p>
    </div>
  );
}
