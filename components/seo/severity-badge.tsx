import { Badge } from "@/components/ui/badge";
import { BAND_LABELS } from "@/lib/cannibalization/explain";
import type { SeverityBand } from "@/lib/cannibalization/types";

const VARIANTS = { high: "destructive", medium: "warning", low: "secondary" } as const;

/** A severity band with its 0–100 score. */
export function SeverityBadge({ band, severity }: { band: SeverityBand; severity: number }) {
  return (
    <Badge variant={VARIANTS[band]} className="tabular-nums">
      {BAND_LABELS[band]} · {severity}
    </Badge>
  );
}
