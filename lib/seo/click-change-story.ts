import { formatNumber, formatPercent, formatPosition } from "@/lib/format/numbers";
import { urlDisplayText } from "@/lib/format/url-display";
import { countryName } from "@/lib/search-performance/labels";
import type {
  Breakdown,
  ChangeStep,
  ChangeStepId,
  ClickChange,
  Contribution,
} from "@/lib/seo/click-change";

// The click change told in a few sentences. Every figure is one of the input's, formatted for
// people; parts smaller than a twentieth of the change are left out.

/** What the story is told from: the waterfall and the breakdowns by each dimension. */
export type StoryInput = {
  change: ClickChange;
  /** By query. */
  queries: Breakdown;
  /** By page (keys are URLs). */
  pages: Breakdown;
  /** Keys "DESKTOP" | "MOBILE" | "TABLET". */
  devices: Breakdown;
  /** Keys ISO-3166 alpha-3 lower case like "usa", "gbr". */
  countries: Breakdown;
  /** The property, e.g. "https://www.example.com/" or "sc-domain:example.com": its pages show as paths. */
  siteUrl: string;
};

/** One sentence of the story. */
export type StorySentence = {
  text: string;
  /** Where the figures of the sentence come from. */
  source: "totals" | "queries" | "pages" | "devices" | "countries" | "steps";
};

const MAX_SENTENCES = 6;
/** A part under this share of the change is not worth a mention. */
const MENTION_SHARE = 0.05;
/** With no change, an offsetting step under this share of clicks is not worth a mention. */
const STEADY_SHARE = 0.01;
const MAX_LISTED = 3;
const MINUS = "\u2212";

type Direction = 1 | -1;
/** What the story needs beyond the input: which way clicks went and what size of part matters. */
type Context = { input: StoryInput; direction: Direction; threshold: number };

// ---- Formatting ----

/** A count of clicks with its noun: "1 click", "1,240 clicks". */
const clicks = (n: number) =>
  `${formatNumber(Math.abs(n))} ${Math.abs(n) === 1 ? "click" : "clicks"}`;

/** A whole number with its sign, the minus being the typographic one: "+40", "−1,010". */
const signed = (n: number) => `${n < 0 ? MINUS : "+"}${formatNumber(Math.abs(n))}`;

/**
 * A fraction as a percentage without its sign, whole above 10% and to a tenth below ("18%",
 * "4.5%", never "5.0%"); null when it would read as zero.
 */
function percent(fraction: number): string | null {
  const magnitude = Math.abs(fraction);
  const text = formatPercent(magnitude, magnitude >= 0.1 ? 0 : 1).replace(/\.0%$/, "%");
  return text === "0%" ? null : text;
}

/** "a", "a and b", "a, b and c". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string, source: StorySentence["source"]): StorySentence => ({
  text: `${capitalise(text)}.`,
  source,
});

const deviceName = (key: string) => key.toLowerCase();
const quoted = (query: string) => `\u201c${query}\u201d`;

// ---- What matters ----

const matters = (context: Context, value: number) =>
  value !== 0 && Math.abs(value) >= context.threshold;

/** Keys that moved the way clicks did, by enough to mention, largest first. */
function leaders(context: Context, breakdown: Breakdown): Contribution[] {
  return breakdown.top.filter(
    (c) => Math.sign(c.change) === context.direction && matters(context, c.change),
  );
}

// ---- Sentences ----

/** "Clicks fell 1,240 (−18%) against the previous period, to 5,650." */
function headline({ change, ratio, previous, current }: ClickChange): StorySentence {
  if (change === 0)
    return sentence(`clicks held steady at ${formatNumber(current.clicks)}`, "totals");
  const verb = change > 0 ? "rose" : "fell";
  if (previous.clicks === 0)
    return sentence(
      `clicks ${verb} to ${formatNumber(current.clicks)}, from none in the previous period`,
      "totals",
    );
  const shown = ratio === null ? null : percent(ratio);
  const share = shown ? ` (${change < 0 ? MINUS : "+"}${shown})` : "";
  const to = current.clicks === 0 ? "none" : formatNumber(current.clicks);
  return sentence(
    `clicks ${verb} ${formatNumber(Math.abs(change))}${share} against the previous period, to ${to}`,
    "totals",
  );
}

const STEP_CAUSES: Record<ChangeStepId, { up: string; down: string }> = {
  demand: { up: "more searches", down: "fewer searches" },
  position: { up: "better rankings", down: "lower rankings" },
  ctr: {
    up: "higher click-through at the same positions",
    down: "lower click-through at the same positions",
  },
  newQueries: { up: "new queries", down: "new queries" },
  lostQueries: { up: "queries that no longer appear", down: "queries that no longer appear" },
  hidden: { up: "anonymised queries", down: "anonymised queries" },
};

const cause = (step: ChangeStep) => STEP_CAUSES[step.id][step.value > 0 ? "up" : "down"];
const stepVerb = (step: ChangeStep) => (step.value > 0 ? "added" : "cost");

/** Whether the query breakdown says nothing, so new and lost queries are told from the steps. */
const emptyBreakdown = (b: Breakdown) =>
  b.top.length === 0 && b.total === 0 && b.gained.count === 0 && b.lost.count === 0;

/**
 * "Lower rankings cost 700 clicks, fewer searches 310 and new queries added 40." The steps that
 * matter, largest first; new and lost queries are left to their own sentence when there is one.
 */
function stepsSentence(context: Context): StorySentence | null {
  const ownSentence = !emptyBreakdown(context.input.queries);
  const steps = context.input.change.steps
    .filter((s) => matters(context, s.value))
    .filter((s) => !(ownSentence && (s.id === "newQueries" || s.id === "lostQueries")))
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
    .slice(0, MAX_LISTED);
  if (steps.length === 0) return null;
  const parts = steps.map((step, i) => {
    const sameVerb = i > 0 && stepVerb(steps[i - 1]!) === stepVerb(step);
    const amount = i === 0 ? clicks(step.value) : formatNumber(Math.abs(step.value));
    return `${cause(step)}${sameVerb ? "" : ` ${stepVerb(step)}`} ${amount}`;
  });
  const lead = context.input.change.change === 0 ? "underneath, " : "";
  return sentence(lead + list(parts), "steps");
}

/** " as its average position went from 2.1 to 4.3", or nothing when it did not move as shown. */
function positionClause(c: Contribution): string {
  if (c.previous.impressions <= 0 || c.current.impressions <= 0) return "";
  const from = formatPosition(c.previous.position);
  const to = formatPosition(c.current.position);
  if (from === to) return "";
  const worse = c.current.position > c.previous.position;
  const explains = worse === c.change < 0;
  return ` ${explains ? "as" : "while"} its average position went from ${from} to ${to}`;
}

/** What a page did: "lost 870 clicks as its average position went from 2.1 to 4.3". */
function pageDid(page: Contribution): string {
  if (page.status === "new") return `is new and brought ${clicks(page.change)}`;
  if (page.status === "lost") return `no longer appears and had brought ${clicks(page.change)}`;
  return `${page.change > 0 ? "gained" : "lost"} ${clicks(page.change)}${positionClause(page)}`;
}

/** "most of it (70%)", "the largest part (30%)", "all of it": a share in (0, 1] as words; null if it shows as 0%. */
function partOf(share: number): string | null {
  if (share === 1) return "all of it";
  const shown = percent(share);
  if (shown === null) return null;
  if (shown === "100%") return "nearly all of it";
  return `${share >= 0.5 ? "most of it" : "the largest part"} (${shown})`;
}

/**
 * "Most of it (70%) is /pricing/, which lost 870 clicks as its average position went from 2.1 to 4.3."
 * The page that moved most the way clicks did, when it matters. Its share is of the net change across
 * pages; when that is over 100% (other pages went the other way) or not a part at all, it is not given.
 */
function pagesSentence(context: Context): StorySentence | null {
  const [page] = leaders(context, context.input.pages);
  if (!page) return null;
  const name = urlDisplayText(page.key, context.input.siteUrl);
  const did = pageDid(page);
  const { share } = page;
  const part = share !== null && share > 0 && share <= 1 ? partOf(share) : null;
  if (part) return sentence(`${part} is ${name}, which ${did}`, "pages");
  const noun = context.direction < 0 ? "drop" : "rise";
  const beyond = share !== null && share > 1 ? `, more than the net ${noun} across pages` : "";
  return sentence(`the page ${name} ${did}${beyond}`, "pages");
}

/** "The queries that lost the most are “crm pricing” (−600) and “crm” (−200)": those seen in both periods. */
function queriesSentence(context: Context): StorySentence | null {
  // Queries that came or went are told with the rest of their kind in the next sentence.
  const top = leaders(context, context.input.queries)
    .filter((c) => c.status === "up" || c.status === "down")
    .slice(0, MAX_LISTED);
  if (top.length === 0) return null;
  const verb = context.direction < 0 ? "lost" : "gained";
  const items = top.map((c) => `${quoted(c.key)} (${signed(c.change)})`);
  const subject = top.length === 1 ? "the query that" : "the queries that";
  return sentence(
    `${subject} ${verb} the most ${top.length === 1 ? "is" : "are"} ${list(items)}`,
    "queries",
  );
}

/** "12 new queries brought 95 clicks; 30 queries seen before no longer appear (−140)." */
function newAndLostSentence(context: Context): StorySentence | null {
  const { gained, lost } = context.input.queries;
  const parts: string[] = [];
  if (gained.count > 0 && matters(context, gained.clicks)) {
    const noun = gained.count === 1 ? "new query" : "new queries";
    parts.push(`${formatNumber(gained.count)} ${noun} brought ${clicks(gained.clicks)}`);
  }
  if (lost.count > 0 && matters(context, lost.clicks)) {
    const noun =
      lost.count === 1
        ? "query seen before no longer appears"
        : "queries seen before no longer appear";
    parts.push(`${formatNumber(lost.count)} ${noun} (${signed(-lost.clicks)})`);
  }
  return parts.length === 0 ? null : sentence(parts.join("; "), "queries");
}

/**
 * "Mobile carried the drop (−1,010), desktop held steady." when one device holds most of the change;
 * "The drop was spread across devices: mobile −600 and desktop −500." otherwise.
 */
function devicesSentence(context: Context): StorySentence | null {
  const { devices } = context.input;
  const [lead] = leaders(context, devices);
  if (!lead) return null;
  const noun = context.direction < 0 ? "drop" : "rise";
  if (lead.share !== null && lead.share >= 0.5) {
    const others = devices.top
      .filter((c) => c !== lead)
      .filter((c) => matters(context, c.change) || matters(context, c.previous.clicks))
      .map((c) =>
        matters(context, c.change)
          ? `${deviceName(c.key)} ${c.change > 0 ? "rose" : "fell"} ${formatNumber(Math.abs(c.change))}`
          : `${deviceName(c.key)} held steady`,
      );
    return sentence(
      list([`${deviceName(lead.key)} carried the ${noun} (${signed(lead.change)})`, ...others]),
      "devices",
    );
  }
  const moved = devices.top.filter((c) => matters(context, c.change));
  const items = moved.map((c) => `${deviceName(c.key)} ${signed(c.change)}`);
  return sentence(`the ${noun} was spread across devices: ${list(items)}`, "devices");
}

/** "By country, the largest changes were United States (−800) and Germany (−120)." */
function countriesSentence(context: Context): StorySentence | null {
  const moved = context.input.countries.top
    .filter((c) => matters(context, c.change))
    .slice(0, MAX_LISTED);
  if (leaders(context, context.input.countries).length === 0) return null;
  const items = moved.map((c) => `${countryName(c.key)} (${signed(c.change)})`);
  const subject = moved.length === 1 ? "the largest change was" : "the largest changes were";
  return sentence(`by country, ${subject} ${list(items)}`, "countries");
}

/**
 * The size a part needs to be mentioned: 5% of the change. With no change, 5% of the largest step,
 * and at least 1% of clicks, so that steps offsetting each other by a click or two are not a story.
 */
function threshold({ change, steps, current }: ClickChange): number {
  if (change !== 0) return MENTION_SHARE * Math.abs(change);
  const largestStep = Math.max(0, ...steps.map((s) => Math.abs(s.value)));
  return Math.max(MENTION_SHARE * largestStep, STEADY_SHARE * current.clicks);
}

/**
 * The click change told in at most six sentences: how much clicks moved, why (the waterfall's steps),
 * and where (the page, queries, devices and countries that carried it). Parts under 5% of the change
 * are left out; with no change only the waterfall's offsetting steps are told. Deterministic, and
 * every figure in the text is one of the input's.
 */
export function clickChangeStory(input: StoryInput): StorySentence[] {
  const { change } = input.change;
  const context: Context = {
    input,
    direction: change < 0 ? -1 : 1,
    threshold: threshold(input.change),
  };
  const sentences = [headline(input.change), stepsSentence(context)];
  if (change !== 0)
    sentences.push(
      pagesSentence(context),
      queriesSentence(context),
      newAndLostSentence(context),
      devicesSentence(context),
      countriesSentence(context),
    );
  return sentences.filter((s): s is StorySentence => s !== null).slice(0, MAX_SENTENCES);
}
