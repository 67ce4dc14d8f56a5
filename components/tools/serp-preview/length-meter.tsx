import { cn } from "@/lib/utils";

type Limit = { device: string; px: number };

/** Characters and rendered pixels of a field against Google's limits, with a bar for the desktop one. */
export function LengthMeter({
  id,
  chars,
  widthPx,
  limits,
}: {
  id: string;
  chars: number;
  widthPx: number;
  limits: Limit[];
}) {
  const primary = limits[0]?.px ?? 1;
  const overAll = limits.every((l) => widthPx > l.px);
  const overSome = limits.some((l) => widthPx > l.px);
  const px = Math.round(widthPx);
  return (
    <div id={id} className="grid gap-1.5" data-testid={id}>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className={cn(
            "h-full rounded-full transition-[width]",
            overAll ? "bg-destructive" : overSome ? "bg-warning" : "bg-success",
          )}
          style={{ width: `${Math.min(100, (widthPx / primary) * 100)}%` }}
        />
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums">
        <span>
          {chars} {chars === 1 ? "character" : "characters"}
        </span>
        {limits.map((limit) => (
          <span
            key={limit.device}
            className={cn(widthPx > limit.px && "font-medium text-foreground")}
          >
            {limit.device}: {px} / {limit.px} px{widthPx > limit.px ? " (cut)" : ""}
          </span>
        ))}
      </p>
    </div>
  );
}
