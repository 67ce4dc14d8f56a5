import { formatDelta, formatNumber, formatPosition } from "@/lib/format/numbers";
import { urlDisplayText } from "@/lib/format/url-display";
import type { ClickChange } from "@/lib/seo/click-change";
import type { StorySentence } from "@/lib/seo/click-change-story";
import type { Opportunity, OpportunityType } from "@/lib/seo/opportunities";

// The AI Insights page's text when no language model is configured: a summary of the period and a
// prioritised action list, written from the findings of the other views. Deterministic: the same
// findings give the same words. Every figure is one of the findings', and every sentence names the
// view it rests on, so a reader can check it.

/** The views a sentence can point at; the page turns them into links with the view's filters. */
export type InsightView =
  "gsc-insights" | "opportunities" | "cannibalization" | "overview" | "business-profile";

export type InsightSentence = { text: string; view: InsightView; params?: Record<string, string> };

export type InsightAction = {
  /** 1 is the first thing to do. */
  rank: number;
  title: string;
  detail: string;
  /** Estimated extra clicks over the range. */
  gain: number;
  type: OpportunityType;
  view: InsightView;
  params: Record<string, string>;
};

/** One figure over the range and over the period it is compared with. */
export type PeriodTotals = { now: number; before: number };

/** The project's other Google sources, when connected: null when not (or when they failed). */
export type OtherFindings = {
  /** Google Analytics sessions from organic search. */
  sessions: PeriodTotals | null;
  /** Business Profile calls, website visits and direction requests, over every location. */
  profileActions: (PeriodTotals & { locations: number }) | null;
};

export type InsightFindings = {
  /** The click change and its story; null when the periods do not compare (fresh days, retention). */
  change: ClickChange | null;
  story: readonly StorySentence[];
  /** Open opportunities, largest gain first (at least the first few of each type). */
  opportunities: readonly Opportunity[];
  /** Open opportunities per type over the whole list. */
  byType: readonly { type: OpportunityType; count: number; gain: number }[];
  siteUrl: string;
  other?: OtherFindings;
};

export type WrittenInsights = { summary: InsightSentence[]; actions: InsightAction[] };

/** How many actions the list holds, and how many of one type before the others get a turn. */
const MAX_ACTIONS = 7;
const PER_TYPE_FIRST = 2;

const TYPE_NOUNS: Record<OpportunityType, { one: string; many: string }> = {
  "striking-distance": {
    one: "query one push from the top three",
    many: "queries one push from the top three",
  },
  "low-ctr": {
    one: "query earning less than its position should",
    many: "queries earning less than their position should",
  },
  "decaying-page": { one: "page in steady decline", many: "pages in steady decline" },
  cannibalization: {
    one: "query split between competing pages",
    many: "queries split between competing pages",
  },
  "weaker-page": {
    one: "query where a weaker page ranks",
    many: "queries where a weaker page ranks",
  },
  "missing-from-sitemap": {
    one: "page with impressions missing from every sitemap",
    many: "pages with impressions missing from every sitemap",
  },
  "sitemap-no-impressions": {
    one: "sitemap URL that never got an impression",
    many: "sitemap URLs that never got an impression",
  },
};

const TYPE_VIEWS: Record<OpportunityType, InsightView> = {
  "striking-distance": "opportunities",
  "low-ctr": "opportunities",
  "decaying-page": "opportunities",
  cannibalization: "cannibalization",
  "weaker-page": "opportunities",
  "missing-from-sitemap": "opportunities",
  "sitemap-no-impressions": "opportunities",
};

const quoted = (text: string) => `\u201c${text}\u201d`;
const count = (n: number, noun: { one: string; many: string }) =>
  `${formatNumber(n)} ${n === 1 ? noun.one : noun.many}`;

/** The story's sentences, which already carry the figures; the first one leads the summary. */
function changeSentences({ change, story }: InsightFindings): InsightSentence[] {
  if (!change) {
    return [
      {
        text: "The change against the previous period waits for final data: the range includes days Google is still counting, or reaches past what it keeps.",
        view: "gsc-insights",
      },
    ];
  }
  return story.slice(0, 3).map((s) => ({ text: s.text, view: "gsc-insights" }));
}

/**
 * Where the clicks to win are, by rule: the largest first, then how much there is in all. Rules
 * whose opportunities carry no click estimate (gain 0) are left out of these sentences, which talk
 * in clicks; the sitemap rules get one sentence of their own, in counts.
 */
function opportunitySentences(findings: InsightFindings): InsightSentence[] {
  const sitemaps = sitemapSentences(findings);
  return [...clickSentences(findings, sitemaps.length > 0), ...sitemaps];
}

/** The sitemap rules' counts, which estimate no clicks: one sentence when there is any. */
function sitemapSentences({ byType }: InsightFindings): InsightSentence[] {
  const counts = (["missing-from-sitemap", "sitemap-no-impressions"] as const).flatMap((type) => {
    const n = byType.find((t) => t.type === type)?.count ?? 0;
    return n > 0 ? [{ type, text: count(n, TYPE_NOUNS[type]) }] : [];
  });
  if (counts.length === 0) return [];
  const [first, second] = counts;
  const text = second ? `${first!.text}, and ${second.text}` : first!.text;
  return [
    {
      text: `Your sitemaps disagree with search: ${text}.`,
      view: "opportunities",
      params: { type: first!.type },
    },
  ];
}

function clickSentences({ byType }: InsightFindings, othersOpen: boolean): InsightSentence[] {
  const open = [...byType].filter((t) => t.count > 0 && t.gain > 0).sort((a, b) => b.gain - a.gain);
  if (open.length === 0) {
    return [
      {
        text: `No open opportunity ${othersOpen ? "with a click estimate " : ""}stands out in this range: nothing ranks just off the top with enough searches, and no snippet falls far below your own CTR curve.`,
        view: "opportunities",
      },
    ];
  }
  const total = open.reduce((sum, t) => sum + t.gain, 0);
  const [first, second] = open;
  const lead = `The largest opportunity is ${count(first!.count, TYPE_NOUNS[first!.type])}, worth about ${formatNumber(first!.gain)} clicks`;
  const next = second
    ? `; then ${count(second.count, TYPE_NOUNS[second.type])} (about ${formatNumber(second.gain)})`
    : "";
  const sentences: InsightSentence[] = [
    { text: `${lead}${next}.`, view: "opportunities", params: { type: first!.type } },
  ];
  if (open.length > 2)
    sentences.push({
      text: `All open opportunities together come to about ${formatNumber(total)} clicks; they overlap where a query meets two rules, so take the list in order rather than adding it up.`,
      view: "opportunities",
    });
  return sentences;
}

/** How a figure moved against the period before, in words: "1,234 more than … (+5.2%)". */
function movedFrom({ now, before }: PeriodTotals): string {
  const change = now - before;
  if (change === 0) return "as many as the period before";
  const share = before > 0 ? ` (${formatDelta(change / before, "percent")})` : "";
  return `${formatNumber(Math.abs(change))} ${change > 0 ? "more" : "fewer"} than the period before${share}`;
}

/** Organic sessions and Business Profile actions, when the project has those sources. */
function otherSentences({ other, change }: InsightFindings): InsightSentence[] {
  const sentences: InsightSentence[] = [];
  // Without a click change the periods do not compare yet, and neither do these.
  const moved = (totals: PeriodTotals) => (change ? `, ${movedFrom(totals)}` : "");
  const sessions = other?.sessions;
  if (sessions) {
    sentences.push({
      text: `Organic search brought ${formatNumber(sessions.now)} sessions in Google Analytics${moved(sessions)}.`,
      view: "overview",
    });
  }
  const actions = other?.profileActions;
  if (actions) {
    const where =
      actions.locations === 1
        ? "Your Business Profile"
        : `Your ${formatNumber(actions.locations)} Business Profile locations`;
    sentences.push({
      text: `${where} drew ${formatNumber(actions.now)} calls, website visits and direction requests${moved(actions)}.`,
      view: "business-profile",
    });
  }
  return sentences;
}

/** What to do about one opportunity, as the title of an action. */
export function actionTitle(o: Opportunity, siteUrl: string): string {
  const page = o.page ? urlDisplayText(o.page, siteUrl) : null;
  switch (o.type) {
    case "striking-distance":
      return `Push ${quoted(o.query ?? "")} from position ${formatPosition(o.position)} into the top three`;
    case "low-ctr":
      return `Rewrite the title and description that show for ${quoted(o.query ?? "")}`;
    case "decaying-page":
      return `Refresh ${page ?? "the page"}`;
    case "cannibalization":
      return `Settle which page answers ${quoted(o.query ?? "")}`;
    case "weaker-page":
      return `Point ${quoted(o.query ?? "")} at ${page ?? "the right page"}`;
    case "missing-from-sitemap":
      return `Add ${page ?? "the page"} to your sitemap`;
    case "sitemap-no-impressions":
      return `Find out why ${page ?? "the sitemap URL"} never shows in search`;
  }
}

/**
 * The actions in order of the clicks they should bring, but no more than PER_TYPE_FIRST of one
 * kind before each other kind has had its turn: a list of seven rewrites is less use than a
 * rewrite, a refresh and a merge.
 */
function prioritised(opportunities: readonly Opportunity[]): Opportunity[] {
  const byGain = [...opportunities].sort((a, b) => b.gain - a.gain || (a.id < b.id ? -1 : 1));
  const taken = new Map<OpportunityType, number>();
  const first: Opportunity[] = [];
  const later: Opportunity[] = [];
  for (const o of byGain) {
    const n = taken.get(o.type) ?? 0;
    (n < PER_TYPE_FIRST ? first : later).push(o);
    taken.set(o.type, n + 1);
  }
  return [...first, ...later].filter((o) => o.gain > 0).slice(0, MAX_ACTIONS);
}

/** Where an action's view opens: the cannibalization issue, or the opportunity list searched for it. */
function paramsOf(o: Opportunity): Record<string, string> {
  if (o.type === "cannibalization") return { issue: o.query ?? "" };
  return { type: o.type, q: o.query ?? o.page ?? "" };
}

/** The summary and the action list, from the findings alone. */
export function writeInsights(findings: InsightFindings): WrittenInsights {
  const summary = [
    ...changeSentences(findings),
    ...otherSentences(findings),
    ...opportunitySentences(findings),
  ];
  const actions = prioritised(findings.opportunities).map((o, i) => ({
    rank: i + 1,
    title: actionTitle(o, findings.siteUrl),
    detail: `${o.action} ${o.reason}`,
    gain: o.gain,
    type: o.type,
    view: TYPE_VIEWS[o.type],
    params: paramsOf(o),
  }));
  return { summary, actions };
}
