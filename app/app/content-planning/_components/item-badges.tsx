import { Badge } from "@/components/ui/badge";
import {
  CONTENT_STATUS_LABELS,
  type ContentPriority,
  type ContentStatus,
} from "@/lib/content/types";

export const PRIORITY_LABELS: Record<ContentPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

const PRIORITY_VARIANTS = {
  low: "outline",
  medium: "secondary",
  high: "warning",
  urgent: "destructive",
} as const;

export function PriorityBadge({ priority }: { priority: ContentPriority }) {
  return (
    <Badge variant={PRIORITY_VARIANTS[priority]} data-slot="priority-badge">
      <span className="sr-only">Priority: </span>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <Badge variant={status === "published" ? "success" : "outline"}>
      {CONTENT_STATUS_LABELS[status]}
    </Badge>
  );
}
