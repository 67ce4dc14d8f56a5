import type { Opportunity } from "@/lib/tools/page-speed/result";

function savings({ savingsMs, savingsBytes }: Opportunity): string {
  const parts: string[] = [];
  if (savingsMs)
    parts.push(
      savingsMs >= 1000 ? `${(savingsMs / 1000).toFixed(1)} s` : `${Math.round(savingsMs)} ms`,
    );
  if (savingsBytes)
    parts.push(`${Math.max(1, Math.round(savingsBytes / 1024)).toLocaleString("en")} KiB`);
  return parts.join(", ");
}

/** Lighthouse's largest estimated savings, biggest first. */
export function OpportunityList({ opportunities }: { opportunities: Opportunity[] }) {
  if (opportunities.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Lighthouse found nothing to fix with an estimated saving on this page.
      </p>
    );
  }
  return (
    <ol className="divide-y rounded-xl border">
      {opportunities.map((opportunity) => (
        <li
          key={opportunity.id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4"
        >
          <span className="font-medium">{opportunity.title}</span>
          <span className="text-sm text-muted-foreground tabular-nums">
            Estimated saving: {savings(opportunity)}
          </span>
        </li>
      ))}
    </ol>
  );
}
