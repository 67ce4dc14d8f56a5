import { Clock } from "lucide-react";
import { CANNIBAL_ACTION_LABELS, type CannibalizationResult } from "@/lib/content/types";
import { formatDateRange, formatDisplayDate } from "@/lib/dates/format";
import { formatDelta, formatNumber, formatPercent, judgeDelta } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";

type Measured = Extract<CannibalizationResult, { status: "pending" | "ready" }>;
type Share = Measured["beforeShare"];

const isMeasured = (result: CannibalizationResult): result is Measured =>
  result.status === "pending" || result.status === "ready";

const share = (value: number | null) => (value === null ? "—" : formatPercent(value, 1));

function Change({ before, after }: { before: number | null; after: number | null }) {
  const change = before === null || after === null ? null : after - before;
  const better = judgeDelta(change, "percent");
  return (
    <span
      className={cn(
        better === null ? "text-muted-foreground" : better ? "text-success" : "text-destructive",
      )}
    >
      {formatDelta(change, "percent")}
    </span>
  );
}

function ShareRow({
  label,
  pick,
  total,
  before,
  after,
}: {
  label: string;
  pick: (s: Share) => number | null;
  total: (s: Share) => string;
  before: Share;
  after: Share | null;
}) {
  return (
    <tr className="border-t">
      <th scope="row" className="py-2 pr-3 text-left font-medium">
        {label}
      </th>
      <td className="py-2 pr-3 text-right tabular-nums">
        {share(pick(before))}
        <span className="block text-xs text-muted-foreground">{total(before)}</span>
      </td>
      <td className="py-2 pr-3 text-right tabular-nums">
        {after ? share(pick(after)) : "—"}
        {after ? <span className="block text-xs text-muted-foreground">{total(after)}</span> : null}
      </td>
      <td className="py-2 text-right tabular-nums">
        <Change before={pick(before)} after={after ? pick(after) : null} />
      </td>
    </tr>
  );
}

/**
 * A cannibalization fix's result: the primary page's share of its query's clicks and impressions
 * in the 28 days before the fix and the 28 after, or why there is none yet.
 */
export function CannibalizationResultView({ result }: { result: CannibalizationResult }) {
  if (!isMeasured(result)) return <p className="text-sm text-muted-foreground">{result.message}</p>;
  const { before, after, beforeShare, afterShare } = result;
  return (
    <section aria-label="Result of the fix" className="grid gap-3 text-sm">
      <p>
        <span className="font-medium">{result.primaryUrl}</span>
        {" keeps “"}
        {result.query}
        {"”"}
        {result.action ? ` (${CANNIBAL_ACTION_LABELS[result.action].toLowerCase()})` : ""}, fixed on{" "}
        {formatDisplayDate(result.actionDate)}.
      </p>
      {result.status === "pending" ? (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Clock aria-hidden className="size-4" />
          The 28 days after the fix are not final data yet: the comparison is ready on{" "}
          {formatDisplayDate(result.readyOn)}.
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem]">
          <caption className="sr-only">The primary page&apos;s share of the query</caption>
          <thead>
            <tr className="text-xs text-muted-foreground">
              <th scope="col" className="pb-1 text-left font-normal">
                Primary page&apos;s share
              </th>
              <th scope="col" className="pb-1 text-right font-normal">
                Before ({formatDateRange(before)})
              </th>
              <th scope="col" className="pb-1 text-right font-normal">
                After ({formatDateRange(after)})
              </th>
              <th scope="col" className="pb-1 text-right font-normal">
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            <ShareRow
              label="Clicks"
              pick={(s) => s.clickShare}
              total={(s) => `${formatNumber(s.primaryClicks)} of ${formatNumber(s.totalClicks)}`}
              before={beforeShare}
              after={afterShare}
            />
            <ShareRow
              label="Impressions"
              pick={(s) => s.impressionShare}
              total={(s) =>
                `${formatNumber(s.primaryImpressions)} of ${formatNumber(s.totalImpressions)}`
              }
              before={beforeShare}
              after={afterShare}
            />
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        Pages with impressions on the query: {formatNumber(beforeShare.pages)} before
        {afterShare ? `, ${formatNumber(afterShare.pages)} after` : ""}.
      </p>
    </section>
  );
}
