import { contentNotIndexedAlert, findNotIndexed } from "./content-alerts";
import type { InspectionReading } from "./inspection-alerts";

const page = (id: string, publishDate: string) => ({
  id,
  title: `Post ${id}`,
  url: `https://www.greenleaf.example/${id}/`,
  publishDate,
});
const reading = (url: string, verdict: string, issue: string, coverageState: string) =>
  ({
    url,
    inspectedAt: new Date("2026-02-25T10:00:00Z"),
    verdict,
    issue,
    coverageState,
  }) as InspectionReading;

describe("published content not indexed", () => {
  const pages = [
    page("old", "2026-02-20"),
    page("fresh", "2026-02-23"),
    page("fine", "2026-02-01"),
  ];
  const newest = new Map([
    [
      pages[0]!.url,
      reading(pages[0]!.url, "NEUTRAL", "crawled_not_indexed", "Crawled - currently not indexed"),
    ],
    [
      pages[1]!.url,
      reading(pages[1]!.url, "NEUTRAL", "unknown_to_google", "URL is unknown to Google"),
    ],
    [pages[2]!.url, reading(pages[2]!.url, "PASS", "indexed", "Submitted and indexed")],
  ]);

  it("names the pages published seven days or more ago whose newest inspection is not indexed", () => {
    // On March 1, pages published on February 22 or before are due.
    expect(findNotIndexed(pages, newest, "2026-03-01").map((f) => f.page.id)).toEqual(["old"]);
    expect(findNotIndexed(pages, newest, "2026-03-02").map((f) => f.page.id)).toEqual([
      "old",
      "fresh",
    ]);
    expect(findNotIndexed(pages, newest, "2026-02-26")).toEqual([]);
    // Never inspected: nothing stored to judge it by.
    expect(findNotIndexed([page("new", "2026-01-01")], newest, "2026-03-01")).toEqual([]);
  });

  it("raises one alert naming each item and its state in Google's words", () => {
    const found = findNotIndexed(pages, newest, "2026-03-02");
    const alert = contentNotIndexedAlert({ day: "2026-03-02", subject: "Greenleaf", found });
    expect(alert).toMatchObject({
      day: "2026-03-02",
      title: "2 published items are not indexed on Greenleaf",
      observed: 2,
      expected: null,
    });
    expect(alert!.message).toContain(
      "“Post old” (https://www.greenleaf.example/old/, published 2026-02-20) is “Crawled – currently not indexed”",
    );
    expect(contentNotIndexedAlert({ day: "2026-03-02", subject: "Greenleaf", found: [] })).toBe(
      null,
    );
  });
});
