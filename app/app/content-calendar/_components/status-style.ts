import {
  CalendarClock,
  CircleCheck,
  ClipboardList,
  Eye,
  Flag,
  Lightbulb,
  PenLine,
  Send,
  type LucideIcon,
} from "lucide-react";
import type { ContentItem, ContentStatus } from "@/lib/content/types";
import type { EntryKind } from "@/lib/content-calendar/grid";

// How an entry shows its status and kind: a colour that reads in both themes, always with an icon
// and words beside it (the legend names each), so no one needs the colour to tell them apart.

type StatusStyle = { icon: LucideIcon; chip: string; swatch: string };

export const STATUS_STYLES: Record<ContentStatus, StatusStyle> = {
  idea: {
    icon: Lightbulb,
    chip: "border-l-slate-500 bg-slate-100 dark:border-l-slate-400 dark:bg-slate-800/80",
    swatch: "bg-slate-500 dark:bg-slate-400",
  },
  brief: {
    icon: ClipboardList,
    chip: "border-l-sky-600 bg-sky-50 dark:border-l-sky-400 dark:bg-sky-950/80",
    swatch: "bg-sky-600 dark:bg-sky-400",
  },
  writing: {
    icon: PenLine,
    chip: "border-l-violet-600 bg-violet-50 dark:border-l-violet-400 dark:bg-violet-950/80",
    swatch: "bg-violet-600 dark:bg-violet-400",
  },
  review: {
    icon: Eye,
    chip: "border-l-amber-500 bg-amber-50 dark:border-l-amber-400 dark:bg-amber-950/70",
    swatch: "bg-amber-500 dark:bg-amber-400",
  },
  scheduled: {
    icon: CalendarClock,
    chip: "border-l-pink-600 bg-pink-50 dark:border-l-pink-400 dark:bg-pink-950/70",
    swatch: "bg-pink-600 dark:bg-pink-400",
  },
  published: {
    icon: CircleCheck,
    chip: "border-l-emerald-600 bg-emerald-50 dark:border-l-emerald-400 dark:bg-emerald-950/70",
    swatch: "bg-emerald-600 dark:bg-emerald-400",
  },
};

export const KIND_ICONS: Record<EntryKind, LucideIcon> = { due: Flag, publish: Send };

/** "Due", "Publish", or "Published" for the day a published item went live. */
export const kindLabel = (kind: EntryKind, item: Pick<ContentItem, "status">) =>
  kind === "due" ? "Due" : item.status === "published" ? "Published" : "Publish";

/** "due date" or "publish date": what a move changes. */
export const kindDateName = (kind: EntryKind) => (kind === "due" ? "due date" : "publish date");
