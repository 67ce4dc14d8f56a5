import { CONTENT_STATUS_LABELS, CONTENT_STATUSES } from "@/lib/content/types";
import { cn } from "@/lib/utils";
import { KIND_ICONS, STATUS_STYLES } from "./status-style";

/** What each colour and icon of an entry means. */
export function StatusLegend() {
  const Due = KIND_ICONS.due;
  const Publish = KIND_ICONS.publish;
  return (
    <div
      data-slot="calendar-legend"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground"
    >
      <ul aria-label="Statuses" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {CONTENT_STATUSES.map((status) => {
          const { icon: Icon, swatch } = STATUS_STYLES[status];
          return (
            <li key={status} className="inline-flex items-center gap-1.5">
              <span aria-hidden className={cn("size-2.5 rounded-sm", swatch)} />
              <Icon aria-hidden className="size-3.5" />
              <span className="text-foreground">{CONTENT_STATUS_LABELS[status]}</span>
            </li>
          );
        })}
      </ul>
      <ul aria-label="Dates" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <li className="inline-flex items-center gap-1">
          <Due aria-hidden className="size-3.5" />
          Due date
        </li>
        <li className="inline-flex items-center gap-1">
          <Publish aria-hidden className="size-3.5" />
          Publish date
        </li>
      </ul>
    </div>
  );
}
