import ICAL from "ical.js";
import { briefExcerpt, contentCalendar, eventUid, type CalendarItem } from "./ical";

// The calendar is checked by parsing it back with another maintained implementation (ical.js).

const item = (patch: Partial<CalendarItem> = {}): CalendarItem => ({
  id: "0b9f1c7e-0000-4000-8000-000000000001",
  title: "Seed starting guide",
  status: "writing",
  priority: "high",
  dueDate: "2026-03-05",
  publishDate: "2026-03-12",
  targetUrl: "https://www.greenleaf.example/guides/seed-starting/",
  briefMd:
    "# Seed starting, step by step\n\n- Trays; soil, light\n- Watering\n\nMore detail later.\nAnd more.\nAnd even more.",
  tags: ["guide", "spring"],
  version: 4,
  updatedAt: "2026-02-20T08:30:00.000Z",
  ...patch,
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate,
        end: event.endDate,
        sequence: event.sequence,
        url: vevent.getFirstPropertyValue("url"),
        categories: vevent.getFirstPropertyValue("categories"),
        priority: vevent.getFirstPropertyValue("priority"),
      };
    }),
  };
}

const APP = "https://app.rankwell.example";

describe("the content calendar", () => {
  it("has one all-day event per due date and per publish date, with stable ids", () => {
    const text = contentCalendar({
      projectName: "Greenleaf",
      appOrigin: APP,
      items: [
        item(),
        item({ id: "0b9f1c7e-0000-4000-8000-000000000002", dueDate: null, title: "Tomatoes" }),
      ],
    });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("prodid")).toMatch(/Rankwell/);
    expect(events.map((e) => e.uid)).toEqual([
      eventUid(item().id, "due"),
      eventUid(item().id, "publish"),
      eventUid("0b9f1c7e-0000-4000-8000-000000000002", "publish"),
    ]);
    const [due, publish] = events;
    expect(due!.start.isDate).toBe(true);
    expect(due!.start.toString()).toBe("2026-03-05");
    expect(due!.end.toString()).toBe("2026-03-06");
    expect(publish!.start.toString()).toBe("2026-03-12");
    // Written again, the same events keep their ids: a subscribed calendar updates them in place.
    const again = parse(
      contentCalendar({ projectName: "Greenleaf", appOrigin: APP, items: [item({ version: 5 })] }),
    );
    expect(again.events.map((e) => e.uid)).toEqual(events.slice(0, 2).map((e) => e.uid));
    expect(again.events[0]!.sequence).toBe(5);
  });

  it("names the status in the summary and the categories, and links the page", () => {
    const { events } = parse(
      contentCalendar({ projectName: "Greenleaf", appOrigin: APP, items: [item()] }),
    );
    const [due] = events;
    expect(due!.summary).toBe("Due: Seed starting guide [Writing]");
    expect(due!.categories).toBe("Writing");
    expect(due!.url).toBe("https://www.greenleaf.example/guides/seed-starting/");
    expect(due!.priority).toBe(3);
    const published = parse(
      contentCalendar({
        projectName: "Greenleaf",
        appOrigin: APP,
        items: [item({ status: "published", dueDate: null, targetUrl: null })],
      }),
    ).events[0]!;
    expect(published.summary).toBe("Published: Seed starting guide [Published]");
    expect(published.url).toBe(`${APP}/app/content-planning/?item=${item().id}`);
  });

  it("describes the item with the brief's first lines, its status and a link back", () => {
    const { events } = parse(
      contentCalendar({ projectName: "Greenleaf", appOrigin: APP, items: [item()] }),
    );
    const description = events[0]!.description;
    expect(description).toContain("Seed starting, step by step\nTrays; soil, light\nWatering");
    expect(description).not.toContain("And even more.");
    expect(description).toContain("Status: Writing");
    expect(description).toContain("Tags: guide, spring");
    expect(description).toContain(
      `Open in Rankwell: ${APP}/app/content-planning/?item=${item().id}`,
    );
  });

  it("survives titles and briefs with the characters iCalendar escapes, and long lines", () => {
    const title = "Soil, pots; and \\ backslashes";
    const briefMd = `${"long line ".repeat(30)}\nsecond, line; here`;
    const { events } = parse(
      contentCalendar({
        projectName: "Greenleaf",
        appOrigin: APP,
        items: [item({ title, briefMd })],
      }),
    );
    expect(events[0]!.summary).toBe(`Due: ${title} [Writing]`);
    expect(events[0]!.description).toContain("second, line; here");
  });

  it("is an empty calendar for a plan without dates", () => {
    const { events } = parse(
      contentCalendar({
        projectName: "Greenleaf",
        appOrigin: APP,
        items: [item({ dueDate: null, publishDate: null })],
      }),
    );
    expect(events).toEqual([]);
  });
});

describe("a brief's excerpt", () => {
  it("drops Markdown's heading, list and quote markers and keeps five lines", () => {
    expect(briefExcerpt("## Aim\n\n> quoted\n* one\n+ two\n- three\nfour\nfive")).toBe(
      "Aim\nquoted\none\ntwo\nthree",
    );
  });
});
