import type { CsvColumn } from "@/lib/csv/to-csv";
import { CANNIBAL_ACTION_LABELS, CONTENT_STATUS_LABELS, type ContentItem } from "./types";

// The content plan's CSV: one row per item, the lists joined with "; ", dates as yyyy-MM-dd.

export const contentCsvColumns: readonly CsvColumn<ContentItem>[] = [
  { header: "Title", value: (i) => i.title },
  { header: "Status", value: (i) => CONTENT_STATUS_LABELS[i.status] },
  { header: "Priority", value: (i) => i.priority },
  { header: "Author", value: (i) => i.author },
  { header: "Due date", value: (i) => i.dueDate },
  { header: "Publish date", value: (i) => i.publishDate },
  { header: "Target URL", value: (i) => i.targetUrl },
  { header: "Target queries", value: (i) => i.targetQueries.join("; ") },
  { header: "Tags", value: (i) => i.tags.join("; ") },
  { header: "Source", value: (i) => i.source },
  { header: "Source reference", value: (i) => i.sourceRef },
  { header: "Cannibalized query", value: (i) => i.cannibalQuery },
  { header: "Primary URL", value: (i) => i.primaryUrl },
  {
    header: "Cannibalization fix",
    value: (i) => (i.cannibalAction ? CANNIBAL_ACTION_LABELS[i.cannibalAction] : null),
  },
  { header: "Fix date", value: (i) => i.actionDate },
  { header: "Created", value: (i) => i.createdAt },
  { header: "Updated", value: (i) => i.updatedAt },
  { header: "Published at", value: (i) => i.publishedAt },
  { header: "Id", value: (i) => i.id },
];
