import { Badge } from "@/components/ui/badge";
import type { SeverityBand } from "@/lib/seo/cannibalization";

const VARIANTS = { high: "destructive", medium: "warning", low: "secondary" } as const;
export const BAND_LABELS: Record<SeverityBand, string> = {
  high: "High",
  medium: "Medium",
  low: "Low",
};

/** A severity band with its 0–100 score. */
export function SeverityBadge({ band, severity }: { band: SeverityBand; severity: number }) {
  return (
    <Badge variant={VARIANTS[band]} className="tabular-nums">
      {BAND_LABELS[band]} · {severity}
    </Badge>
  );
}
