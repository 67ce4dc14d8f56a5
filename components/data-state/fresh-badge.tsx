import { Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatDisplayDate } from "@/lib/dates/format";

/**
 * The mark of figures read with fresh days: from Google's first incomplete day, or, when Google
 * names none, that the range holds no fresh day (it ends before them).
 */
export function FreshBadge({ from }: { from?: string | null | undefined }) {
  return (
    <Badge
      variant="warning"
      data-slot="fresh-badge"
      title="Fresh days are still being counted by Google: their figures will rise."
    >
      <Clock aria-hidden />
      {from
        ? `Includes fresh days from ${formatDisplayDate(from)}`
        : "Fresh days on: none in this range"}
    </Badge>
  );
}

/** The mark of figures read from final data only, the default. */
export function FinalBadge() {
  return (
    <Badge
      variant="outline"
      data-slot="final-badge"
      title="The last two or three days, which Google is still counting, are left out. Turn on Fresh days to include them."
    >
      Fresh days left out
    </Badge>
  );
}
