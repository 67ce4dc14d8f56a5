import type { ClickChange } from "./click-change";
import type { Opportunity, OpportunityType } from "./opportunities";
import { writeInsights, type InsightFindings } from "./insights-writer";

const SITE = "sc-domain:example.com";

const opportunity = (type: OpportunityType, key: string, gain: number): Opportunity => ({
  id: `${type}:${key}:https://example.com/${key}/`,
  type,
  query: type === "decaying-page" ? null : key,
  page: `https://example.com/${key}/`,
  clicks: 10,
  impressions: 1_000,
  ctr: 0.01,
  position: 7.4,
  gain,
  action: `Do something about ${key}.`,
  reason: `Because of ${key}.`,
});

const change: ClickChange = {
  previous: { clicks: 1_000, impressions: 50_000, ctr: 0.02, position: 8 },
  current: { clicks: 900, impressions: 48_000, ctr: 0.01875, position: 8.4 },
  change: -100,
  ratio: -0.1,
  totals: { impressions: -40, ctr: -62.5, interaction: 2.5 },
  steps: [
    { id: "demand", value: -40 },
    { id: "position", value: -50 },
    { id: "ctr", value: -10 },
    { id: "newQueries", value: 5 },
    { id: "lostQueries", value: -5 },
    { id: "hidden", value: 0 },
  ],
};

const findings = (patch: Partial<InsightFindings> = {}): InsightFindings => ({
  change,
  story: [
    { text: "Clicks fell 100 (−10%) against the previous period, to 900.", source: "totals" },
    { text: "Lower rankings cost 50 clicks and fewer searches 40.", source: "steps" },
  ],
  opportunities: [
    opportunity("low-ctr", "a", 90),
    opportunity("low-ctr", "b", 80),
    opportunity("low-ctr", "c", 70),
    opportunity("striking-distance", "d", 60),
    opportunity("decaying-page", "e", 30),
    opportunity("cannibalization", "f", 0),
  ],
  byType: [
    { type: "low-ctr", count: 3, gain: 240 },
    { type: "striking-distance", count: 1, gain: 60 },
    { type: "decaying-page", count: 1, gain: 30 },
    { type: "cannibalization", count: 1, gain: 0 },
  ],
  siteUrl: SITE,
  ...patch,
});

const numbersIn = (text: string) =>
  text.match(/\d[\d,.]*/g)?.map((n) => n.replace(/[,.]$/, "")) ?? [];

describe("writeInsights", () => {
  it("leads with the click change and then where the clicks to win are", () => {
    const { summary } = writeInsights(findings());
    expect(summary[0]).toEqual({
      text: "Clicks fell 100 (−10%) against the previous period, to 900.",
      view: "gsc-insights",
    });
    expect(summary[2]).toEqual({
      text: "The largest opportunity is 3 queries earning less than their position should, worth about 240 clicks; then 1 query one push from the top three (about 60).",
      view: "opportunities",
      params: { type: "low-ctr" },
    });
    expect(summary[3]!.text).toContain("about 330 clicks");
  });

  it("orders actions by gain but gives every kind a turn before a third of one kind", () => {
    const { actions } = writeInsights(findings());
    expect(actions.map((a) => [a.rank, a.type, a.gain])).toEqual([
      [1, "low-ctr", 90],
      [2, "low-ctr", 80],
      [3, "striking-distance", 60],
      [4, "decaying-page", 30],
      [5, "low-ctr", 70],
    ]);
    expect(actions[0]!.title).toBe("Rewrite the title and description that show for \u201ca\u201d");
    expect(actions[2]!.title).toBe("Push \u201cd\u201d from position 7.4 into the top three");
    expect(actions[3]).toMatchObject({ title: "Refresh /e/", view: "opportunities" });
  });

  it("uses no figure that is not in the findings", () => {
    const written = writeInsights(findings());
    const known = new Set(
      JSON.stringify(findings())
        .match(/\d+(\.\d+)?/g)!
        .flatMap((n) => [n, Number(n).toLocaleString("en-US"), Number(n).toFixed(1)]),
    );
    known.add("330"); // the sum of the open gains, said as such
    for (const text of [
      ...written.summary.map((s) => s.text),
      ...written.actions.flatMap((a) => [a.title, a.detail]),
    ])
      for (const number of numbersIn(text))
        expect(known, `${number} in “${text}”`).toContain(number);
  });

  it("says when the change waits for final data, and when nothing stands out", () => {
    const { summary, actions } = writeInsights(
      findings({ change: null, story: [], opportunities: [], byType: [] }),
    );
    expect(summary.map((s) => s.view)).toEqual(["gsc-insights", "opportunities"]);
    expect(summary[0]!.text).toMatch(/waits for final data/);
    expect(summary[1]!.text).toMatch(/^No open opportunity stands out/);
    expect(actions).toEqual([]);
  });

  it("adds organic sessions and profile actions when the project has them, after the change", () => {
    const { summary } = writeInsights(
      findings({
        other: {
          sessions: { now: 1_250, before: 1_000 },
          profileActions: { now: 90, before: 100, locations: 2 },
        },
      }),
    );
    expect(summary.slice(2, 4)).toEqual([
      {
        text: "Organic search brought 1,250 sessions in Google Analytics, 250 more than the period before (+25.0%).",
        view: "overview",
      },
      {
        text: "Your 2 Business Profile locations drew 90 calls, website visits and direction requests, 10 fewer than the period before (-10.0%).",
        view: "business-profile",
      },
    ]);
    // Without a change to compare with, only the range's own figures.
    const fresh = writeInsights(
      findings({
        change: null,
        story: [],
        other: { sessions: { now: 1_250, before: 1_000 }, profileActions: null },
      }),
    );
    expect(fresh.summary[1]!.text).toBe(
      "Organic search brought 1,250 sessions in Google Analytics.",
    );
    expect(writeInsights(findings()).summary.map((s) => s.view)).not.toContain("overview");
  });

  it("keeps opportunities without a click estimate out of the click sentences and the actions", () => {
    const sitemapFindings = findings({
      opportunities: [
        ...findings().opportunities,
        opportunity("missing-from-sitemap", "g", 0),
        opportunity("sitemap-no-impressions", "h", 0),
      ],
      byType: [
        ...findings().byType,
        { type: "missing-from-sitemap", count: 2, gain: 0 },
        { type: "sitemap-no-impressions", count: 1, gain: 0 },
      ],
    });
    const { summary, actions } = writeInsights(sitemapFindings);
    const texts = summary.map((s) => s.text);
    expect(texts.join(" ")).not.toMatch(/\b0 clicks|about 0\b/);
    expect(texts.filter((t) => t.includes("clicks")).join(" ")).not.toContain("sitemap");
    expect(summary.at(-1)).toEqual({
      text: "Your sitemaps disagree with search: 2 pages with impressions missing from every sitemap, and 1 sitemap URL that never got an impression.",
      view: "opportunities",
      params: { type: "missing-from-sitemap" },
    });
    expect(actions.map((a) => a.type)).not.toContain("missing-from-sitemap");
    expect(actions.map((a) => a.type)).not.toContain("sitemap-no-impressions");

    const onlySitemaps = writeInsights(
      findings({
        opportunities: [opportunity("sitemap-no-impressions", "h", 0)],
        byType: [{ type: "sitemap-no-impressions", count: 1, gain: 0 }],
      }),
    );
    expect(onlySitemaps.summary.slice(-2).map((s) => s.text)).toEqual([
      "No open opportunity with a click estimate stands out in this range: nothing ranks just off the top with enough searches, and no snippet falls far below your own CTR curve.",
      "Your sitemaps disagree with search: 1 sitemap URL that never got an impression.",
    ]);
    expect(onlySitemaps.actions).toEqual([]);
  });

  it("writes the same words for the same findings", () => {
    expect(writeInsights(findings())).toEqual(writeInsights(findings()));
  });
});
