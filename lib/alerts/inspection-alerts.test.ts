import {
  findIndexDrops,
  indexDropAlert,
  inspectionQuotaAlert,
  isIndexed,
  type InspectionReading,
} from "./inspection-alerts";

// The rules read from kept inspections: a PASS page that is no longer indexed, and a day's budget spent.

const PAGE = "https://greenleaf.example/guide/";
const at = (iso: string) => new Date(iso);
const reading = (over: Partial<InspectionReading>): InspectionReading => ({
  url: PAGE,
  inspectedAt: at("2026-02-27T10:00:00Z"),
  verdict: "PASS",
  issue: "indexed",
  coverageState: "Submitted and indexed",
  ...over,
});
const excluded = (iso: string, url = PAGE) =>
  reading({
    url,
    inspectedAt: at(iso),
    verdict: "NEUTRAL",
    issue: "crawled_not_indexed",
    coverageState: "Crawled - currently not indexed",
  });

describe("index drops", () => {
  const since = at("2026-02-28T00:00:00Z");

  it("counts PASS with a valid issue group as indexed, and nothing else", () => {
    expect(isIndexed({ verdict: "PASS", issue: "indexed_not_in_sitemap" })).toBe(true);
    expect(isIndexed({ verdict: "PASS", issue: "not_found" })).toBe(false);
    expect(isIndexed({ verdict: "NEUTRAL", issue: "indexed" })).toBe(false);
  });

  it("finds a page whose newest inspection since the last check is not indexed after a PASS", () => {
    const fail = reading({
      url: "https://greenleaf.example/b/",
      inspectedAt: at("2026-03-01T09:00:00Z"),
      verdict: "FAIL",
      issue: "not_found",
    });
    const drops = findIndexDrops(
      [
        excluded("2026-03-01T09:00:00Z"),
        reading({}),
        fail,
        reading({ url: fail.url, inspectedAt: at("2026-02-20T10:00:00Z") }),
      ],
      since,
    );
    expect(drops.map((d) => [d.url, d.now.issue])).toEqual([
      ["https://greenleaf.example/b/", "not_found"],
      [PAGE, "crawled_not_indexed"],
    ]);
  });

  it("does not find a page that was never PASS, a first inspection, or one still indexed", () => {
    const readings = [
      excluded("2026-03-01T09:00:00Z"),
      excluded("2026-02-27T09:00:00Z"),
      excluded("2026-03-01T09:00:00Z", "https://greenleaf.example/new/"),
      reading({ url: "https://greenleaf.example/ok/", inspectedAt: at("2026-03-01T09:00:00Z") }),
      reading({ url: "https://greenleaf.example/ok/" }),
    ];
    expect(findIndexDrops(readings, since)).toEqual([]);
  });

  it("does not find a drop again once the last check has seen it, nor a page inspected again since", () => {
    const drop = [excluded("2026-03-01T09:00:00Z"), reading({})];
    expect(findIndexDrops(drop, at("2026-03-01T09:00:00Z"))).toEqual([]);
    expect(findIndexDrops([excluded("2026-03-02T09:00:00Z"), ...drop], since)).toEqual([]);
  });

  it("names the pages and their new state in words", () => {
    const one = findIndexDrops([excluded("2026-03-01T09:00:00Z"), reading({})], since);
    expect(indexDropAlert({ day: "2026-03-01", subject: "greenleaf.example", drops: one })).toEqual(
      {
        day: "2026-03-01",
        title: "A page dropped out of the index on greenleaf.example",
        message: `URL Inspection no longer finds it indexed: ${PAGE} is now “Crawled – currently not indexed” (indexed at 2026-02-27).`,
        observed: 1,
        expected: null,
        chart: [],
      },
    );
    expect(indexDropAlert({ day: "2026-03-01", subject: "x", drops: [] })).toBeNull();
    const many = Array.from({ length: 7 }, (_, i) => ({ ...one[0]!, url: `${PAGE}${i}` }));
    const alert = indexDropAlert({ day: "2026-03-01", subject: "x", drops: many })!;
    expect(alert.title).toBe("7 pages dropped out of the index on x");
    expect(alert.message).toMatch(/guide\/4 is now .*; and 2 more\.$/);
  });
});

describe("the URL Inspection quota", () => {
  const base = {
    day: "2026-03-01",
    subject: "greenleaf.example",
    perDay: 2000,
    returnsAt: at("2026-03-02T08:00:00Z"),
  };

  it("raises nothing while inspections are left and no bulk inspection waits", () => {
    expect(inspectionQuotaAlert({ ...base, dayRemaining: 1, paused: [] })).toBeNull();
  });

  it("says the budget is used up and when it returns", () => {
    expect(inspectionQuotaAlert({ ...base, dayRemaining: 0, paused: [] })).toEqual({
      day: "2026-03-01",
      title: "URL Inspection quota used up on greenleaf.example",
      message:
        "Google allows 2,000 URL inspections a day for the property, and none are left for 2026-03-01. They return at midnight Pacific time (2026-03-02 08:00 UTC).",
      observed: 2000,
      expected: null,
      chart: [],
    });
  });

  it("counts a bulk inspection paused for the day as used up, naming it", () => {
    const alert = inspectionQuotaAlert({ ...base, dayRemaining: 40, paused: ["Sitemap pages"] });
    expect(alert?.message).toMatch(/A bulk inspection waits until then: Sitemap pages\.$/);
  });
});
