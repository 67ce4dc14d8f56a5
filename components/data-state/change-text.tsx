import { formatDelta, judgeDelta, type DeltaStyle } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";

/**
 * A signed change, green when better and red when worse; for position a fall is better. A change
 * that shows as zero is neither.
 */
export function ChangeText({
  value,
  style = "number",
  lowerIsBetter = false,
}: {
  value: number | null;
  style?: DeltaStyle;
  lowerIsBetter?: boolean;
}) {
  const text = formatDelta(value, style);
  const better = judgeDelta(value, style, lowerIsBetter);
  return (
    <span
      className={cn(
        "tabular-nums",
        better === true && "text-success",
        better === false && "text-destructive",
        better === null && "text-muted-foreground",
      )}
    >
      {text}
      {better !== null ? (
        <span className="sr-only">{better ? " (better)" : " (worse)"}</span>
      ) : null}
    </span>
  );
}
