import ical, { ICalEventTransparency } from "ical-generator";
import { CONTENT_STATUS_LABELS, type ContentItem, type ContentPriority } from "./types";

// A project's content plan as an iCalendar (RFC 5545), written by ical-generator: one all-day event
// per due date and one per publish date. UIDs are stable per item and kind, and SEQUENCE is the
// item's version, so a subscribed calendar updates an event in place instead of adding another.
// CATEGORIES carries the status, which calendar apps colour by; ical-generator writes RFC 7986's
// COLOR only for the whole calendar, so events carry none.

export type CalendarItem = Pick<
  ContentItem,
  | "id"
  | "title"
  | "status"
  | "priority"
  | "dueDate"
  | "publishDate"
  | "targetUrl"
  | "briefMd"
  | "tags"
  | "version"
  | "updatedAt"
>;

export type CalendarInput = {
  projectName: string;
  items: readonly CalendarItem[];
  /** Where the app is, for each event's link back to the item. */
  appOrigin: string;
};

export type CalendarEventKind = "due" | "publish";

const UID_DOMAIN = "content.rankwell";
const BRIEF_LINES = 5;
const BRIEF_CHARS = 500;

/** RFC 5545 PRIORITY: 1 is the highest, 9 the lowest. */
const ICAL_PRIORITY: Record<ContentPriority, number> = { urgent: 1, high: 3, medium: 5, low: 9 };

export const eventUid = (itemId: string, kind: CalendarEventKind) =>
  `${itemId}-${kind}@${UID_DOMAIN}`;

export const itemHref = (appOrigin: string, itemId: string) =>
  `${appOrigin}/app/content-planning/?item=${encodeURIComponent(itemId)}`;

/** The brief's first lines as plain text: headings' and lists' markers dropped, capped. */
export function briefExcerpt(markdown: string): string {
  const lines = markdown
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s{0,3}(#{1,6}\s+|[-*+]\s+|>\s?)/, "").trim())
    .filter(Boolean)
    .slice(0, BRIEF_LINES);
  const text = lines.join("\n");
  return text.length > BRIEF_CHARS ? `${text.slice(0, BRIEF_CHARS - 1)}…` : text;
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

function description(item: CalendarItem, appOrigin: string): string {
  const lines = [
    briefExcerpt(item.briefMd),
    `Status: ${CONTENT_STATUS_LABELS[item.status]} · Priority: ${item.priority}`,
    item.targetUrl ? `Target URL: ${item.targetUrl}` : null,
    item.tags.length > 0 ? `Tags: ${item.tags.join(", ")}` : null,
    `Open in Rankwell: ${itemHref(appOrigin, item.id)}`,
  ];
  return lines.filter(Boolean).join("\n\n");
}

/** The calendar as iCalendar text. */
export function contentCalendar({ projectName, items, appOrigin }: CalendarInput): string {
  const calendar = ical({
    name: `${projectName} — content plan`,
    prodId: { company: "Rankwell", product: "Content calendar", language: "EN" },
    // Subscribed calendars ask again after an hour (REFRESH-INTERVAL / X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
  for (const item of items) {
    const dates: [CalendarEventKind, string | null, string][] = [
      ["due", item.dueDate, "Due"],
      ["publish", item.publishDate, item.status === "published" ? "Published" : "Publish"],
    ];
    for (const [kind, day, verb] of dates) {
      if (!day) continue;
      calendar.createEvent({
        id: eventUid(item.id, kind),
        allDay: true,
        // A day without a zone: the same calendar day wherever the reader is.
        start: day,
        end: nextDay(day),
        summary: `${verb}: ${item.title} [${CONTENT_STATUS_LABELS[item.status]}]`,
        description: description(item, appOrigin),
        url: item.targetUrl ?? itemHref(appOrigin, item.id),
        categories: [{ name: CONTENT_STATUS_LABELS[item.status] }],
        priority: ICAL_PRIORITY[item.priority],
        sequence: item.version,
        stamp: item.updatedAt,
        lastModified: item.updatedAt,
        transparency: ICalEventTransparency.TRANSPARENT,
        x: { "X-RANKWELL-STATUS": item.status, "X-RANKWELL-KIND": kind },
      });
    }
  }
  return calendar.toString();
}
