import * as React from "react";
import { CalendarDays, GripVertical, Search, UserRound } from "lucide-react";
import type { ContentItem } from "@/lib/content/types";
import { formatDisplayDate } from "@/lib/dates/format";
import { formatNumber } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";
import { PriorityBadge } from "./item-badges";

type HandleProps = React.ComponentProps<"button"> & { ref?: React.Ref<HTMLButtonElement> };

export type BoardCardProps = {
  item: ContentItem;
  onOpen: (id: string) => void;
  /** The drag handle's attributes and ref once the board can move cards. */
  handle?: HandleProps;
  className?: string;
  style?: React.CSSProperties;
  ref?: React.Ref<HTMLLIElement>;
} & Omit<React.ComponentProps<"li">, "ref" | "style" | "className">;

const queriesText = (n: number) => `${formatNumber(n)} ${n === 1 ? "query" : "queries"}`;

/** A card of the board: the item's title (which opens it), priority, due date, queries, author, tags. */
export function BoardCard({
  item,
  onOpen,
  handle,
  className,
  style,
  ref,
  ...rest
}: BoardCardProps) {
  return (
    <li
      ref={ref}
      style={style}
      data-slot="board-card"
      data-item-id={item.id}
      className={cn(
        "grid gap-2 rounded-lg border bg-card p-3 text-card-foreground shadow-xs",
        className,
      )}
      {...rest}
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          onClick={() => onOpen(item.id)}
          className="min-w-0 flex-1 rounded-sm text-left text-sm font-medium wrap-anywhere outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {item.title}
        </button>
        <button
          type="button"
          aria-label={`Move ${item.title}`}
          {...handle}
          className="-mt-0.5 -mr-1 inline-flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <PriorityBadge priority={item.priority} />
        {item.dueDate ? (
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-3.5" />
            <span className="sr-only">Due </span>
            {formatDisplayDate(item.dueDate)}
          </span>
        ) : null}
        {item.targetQueries.length > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Search aria-hidden className="size-3.5" />
            {queriesText(item.targetQueries.length)}
          </span>
        ) : null}
        {item.author ? (
          <span className="inline-flex min-w-0 items-center gap-1">
            <UserRound aria-hidden className="size-3.5 shrink-0" />
            <span className="sr-only">Author: </span>
            <span className="truncate">{item.author}</span>
          </span>
        ) : null}
      </div>
      {item.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {item.tags.map((tag) => (
            <li key={tag} className="rounded bg-muted px-1.5 py-0.5 text-[11px]">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
