import type { ContentItem } from "@/lib/content/types";

// The calendar's request and answer, without zod: the browser loads them.

/** GET /api/content/items/range/ — the items with a due or publish date in [start, end]. */
export type CalendarRange = { projectId: string; start: string; end: string };

export type CalendarRangeItems = {
  items: ContentItem[];
  /** More items fall in the range than one answer holds (CALENDAR_LIMITS.items). */
  truncated: boolean;
};

export const CALENDAR_LIMITS = {
  /** A month's grid is at most six weeks; a little more is allowed, a year is not. */
  rangeDays: 62,
  items: 1000,
} as const;
