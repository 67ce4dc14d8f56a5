import type { CannibalizationIssue, CompetingPage } from "./types";
import { explainAction, pagePath, runnerUp } from "./explain";

const page = (
  url: string,
  impressionShare: number,
  clickShare: number,
  position: number,
): CompetingPage => ({
  page: url,
  clicks: 0,
  impressions: Math.round(impressionShare * 1000),
  ctr: 0,
  position,
  impressionShare,
  clickShare,
});

const issue = (action: CannibalizationIssue["action"]): CannibalizationIssue => ({
  query: "sweet corn",
  clicks: 100,
  impressions: 1000,
  position: 5,
  pages: [
    page("https://www.greenleaf.example/plants/sweet-corn/", 0.55, 0.7, 4.2),
    page("https://www.greenleaf.example/guides/how-to-grow-sweet-corn/", 0.4, 0.3, 5.04),
    page("https://www.greenleaf.example/blog/corn/", 0.05, 0, 12),
  ],
  primaryPage: "https://www.greenleaf.example/plants/sweet-corn/",
  estimatedLostClicks: 20,
  swaps: 3,
  days: 28,
  volatility: 0.1,
  severity: 40,
  band: "medium",
  signals: { impressionShare: true, clickShare: true, positionTrading: true },
  action,
});

describe("explainAction", () => {
  it("names the pages and the figures behind each action", () => {
    expect(explainAction(issue("consolidate"))).toBe(
      "/guides/how-to-grow-sweet-corn/ takes 40% of the impressions at a similar position (5.0 against 4.2), so both pages answer the same intent: merge it into /plants/sweet-corn/ and redirect it there.",
    );
    expect(explainAction(issue("differentiate"))).toMatch(
      /^Both pages rank on page one \(4\.2 and 5\.0\)/,
    );
    expect(explainAction(issue("internal_link"))).toBe(
      "/plants/sweet-corn/ is the clear primary with 70% of the clicks, so link /guides/how-to-grow-sweet-corn/ to it with this query as the anchor text to tell Google which page answers it.",
    );
  });

  it("picks the runner-up by impressions and reads paths", () => {
    expect(runnerUp(issue("consolidate"))!.page).toMatch(/how-to-grow-sweet-corn/);
    expect(pagePath("https://a.example/x/?y=1")).toBe("/x/?y=1");
    expect(pagePath("not a url")).toBe("not a url");
  });
});
