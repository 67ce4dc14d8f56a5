import { breakdown, type Breakdown, type ChangeStepId, type ClickChange } from "./click-change";
import { clickChangeStory, type StoryInput, type StorySentence } from "./click-change-story";
import type { GroupedRow, Metrics } from "./search-metrics";

const SITE = "https://www.example.com/";
const MINUS = "\u2212";

const metrics = (clicks: number, position = 5): Metrics => ({
  clicks,
  impressions: clicks * 10,
  ctr: clicks > 0 ? 0.1 : 0,
  position: clicks > 0 ? position : 0,
});

/** One key of a dimension: clicks (and position) before and after; null when absent then. */
type Key = [key: string, before: number | null, after: number | null, from?: number, to?: number];

/** A breakdown of every key, built by the module from rows. */
function dimension(keys: readonly Key[]): Breakdown {
  const previous: GroupedRow[] = [];
  const current: GroupedRow[] = [];
  for (const [key, before, after, from, to] of keys) {
    if (before !== null) previous.push({ key, ...metrics(before, from) });
    if (after !== null) current.push({ key, ...metrics(after, to) });
  }
  return breakdown(previous, current, Number.POSITIVE_INFINITY);
}

const EMPTY = dimension([]);

function clickChange(
  previousClicks: number,
  currentClicks: number,
  steps: Partial<Record<ChangeStepId, number>>,
): ClickChange {
  const change = currentClicks - previousClicks;
  const ids: ChangeStepId[] = ["demand", "position", "ctr", "newQueries", "lostQueries", "hidden"];
  const values = ids.map((id) => ({ id, value: steps[id] ?? 0 }));
  // The fixtures must be waterfalls the module could give.
  expect(values.reduce((s, v) => s + v.value, 0)).toBe(change);
  return {
    previous: metrics(previousClicks),
    current: metrics(currentClicks),
    change,
    ratio: previousClicks === 0 ? null : change / previousClicks,
    totals: { impressions: 0, ctr: 0, interaction: 0 },
    steps: values,
  };
}

const story = (input: Partial<StoryInput> & { change: ClickChange }) =>
  clickChangeStory({
    queries: EMPTY,
    pages: EMPTY,
    devices: EMPTY,
    countries: EMPTY,
    siteUrl: SITE,
    ...input,
  });

const texts = (sentences: readonly StorySentence[]) => sentences.map((s) => s.text);

// ---- Fixtures ----

const page = (path: string) => `https://www.example.com${path}`;

const FALL: StoryInput = {
  // 6,890 → 5,650: −1,240 (−18%); a part needs 62 clicks to be mentioned.
  change: clickChange(6890, 5650, {
    demand: -310,
    position: -700,
    ctr: -120,
    newQueries: 95,
    lostQueries: -140,
    hidden: -65,
  }),
  pages: dimension([
    [page("/pricing/"), 1000, 130, 2.1, 4.3],
    [page("/blog/"), 500, 100],
    [page("/about/"), 200, 230],
  ]),
  queries: dimension([
    ["crm pricing", 800, 200],
    ["crm", 400, 200],
    ["crm free", 100, 70],
    ["crm trial", null, 60],
    ["crm demo", null, 35],
    ["crm old", 100, null],
    ["crm legacy", 40, null],
  ]),
  devices: dimension([
    ["MOBILE", 4000, 2990],
    ["DESKTOP", 2600, 2590],
    ["TABLET", 290, 70],
  ]),
  countries: dimension([
    ["usa", 3000, 2200],
    ["gbr", 1000, 700],
  ]),
  siteUrl: SITE,
};

const RISE: StoryInput = {
  // 1,000 → 1,320: +320 (+32%); a part needs 16 clicks to be mentioned.
  change: clickChange(1000, 1320, { demand: 410, position: -80, ctr: -10 }),
  pages: dimension([
    ["https://example.com/guide/", null, 250],
    ["https://example.com/blog/", 200, 270],
    ["https://example.com/about/", 100, 110],
  ]),
  queries: EMPTY,
  devices: dimension([
    ["DESKTOP", 500, 700],
    ["MOBILE", 480, 600],
    ["TABLET", 5, 5],
  ]),
  countries: dimension([
    ["usa", 400, 650],
    ["fra", 100, 170],
    ["deu", 100, 105],
  ]),
  siteUrl: "sc-domain:example.com",
};

const STEADY: StoryInput = {
  change: clickChange(5400, 5400, { demand: 300, ctr: -300 }),
  queries: EMPTY,
  pages: dimension([[page("/a/"), 100, 400]]),
  devices: EMPTY,
  countries: EMPTY,
  siteUrl: SITE,
};

// ---- Every number in the text is one of the input's ----

/** Every number anywhere in the input. */
function figures(value: unknown, found: number[] = []): number[] {
  if (typeof value === "number") found.push(value);
  else if (Array.isArray(value)) for (const item of value) figures(item, found);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) figures(item, found);
  return found;
}

/** The numbers a sentence shows: "1,240", "18", "2.1" (signs and % dropped). */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, "")));

/** Whether a shown number is an input figure as people read it: whole, to a tenth, or as a percentage. */
function fromInput(shown: number, input: StoryInput): boolean {
  const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
  return figures(input).some((f) => {
    const m = Math.abs(f);
    const ways = [round(m, 0), round(m, 1), round(m * 100, 0), round(m * 100, 1)];
    return ways.some((w) => Math.abs(w - shown) < 1e-9);
  });
}

// ---- Tests ----

describe("clickChangeStory", () => {
  it("tells a fall: how much, why, and where", () => {
    const sentences = clickChangeStory(FALL);
    expect(texts(sentences)).toEqual([
      `Clicks fell 1,240 (${MINUS}18%) against the previous period, to 5,650.`,
      "Lower rankings cost 700 clicks, fewer searches 310 and lower click-through at the same positions 120.",
      "Most of it (70%) is /pricing/, which lost 870 clicks as its average position went from 2.1 to 4.3.",
      `The queries that lost the most are “crm pricing” (${MINUS}600) and “crm” (${MINUS}200).`,
      `2 new queries brought 95 clicks; 2 queries seen before no longer appear (${MINUS}140).`,
      `Mobile carried the drop (${MINUS}1,010), tablet fell 220 and desktop held steady.`,
    ]);
    expect(sentences.map((s) => s.source)).toEqual([
      "totals",
      "steps",
      "pages",
      "queries",
      "queries",
      "devices",
    ]);
  });

  it("tells a rise, with countries when there is room", () => {
    const sentences = clickChangeStory(RISE);
    expect(texts(sentences)).toEqual([
      "Clicks rose 320 (+32%) against the previous period, to 1,320.",
      "More searches added 410 clicks and lower rankings cost 80.",
      "Most of it (76%) is /guide/, which is new and brought 250 clicks.",
      "Desktop carried the rise (+200) and mobile rose 120.",
      "By country, the largest changes were United States (+250) and France (+70).",
    ]);
    expect(sentences.at(-1)!.source).toBe("countries");
  });

  it("says clicks held steady, and what offset underneath", () => {
    expect(texts(clickChangeStory(STEADY))).toEqual([
      "Clicks held steady at 5,400.",
      "Underneath, more searches added 300 clicks and lower click-through at the same positions cost 300.",
    ]);
    for (const steps of [{}, { demand: 2, ctr: -2 }]) {
      expect(texts(story({ change: clickChange(5400, 5400, steps) }))).toEqual([
        "Clicks held steady at 5,400.",
      ]);
    }
  });

  it("says where clicks came from when there were none before", () => {
    const sentences = story({ change: clickChange(0, 320, { newQueries: 300, hidden: 20 }) });
    expect(texts(sentences)).toEqual([
      "Clicks rose to 320, from none in the previous period.",
      "New queries added 300 clicks and anonymised queries 20.",
    ]);
  });

  it("tells the story from the totals alone when every breakdown is empty", () => {
    const sentences = story({ change: clickChange(200, 150, { ctr: -50 }) });
    expect(texts(sentences)).toEqual([
      `Clicks fell 50 (${MINUS}25%) against the previous period, to 150.`,
      "Lower click-through at the same positions cost 50 clicks.",
    ]);
  });

  it("gives no share for a page that moved more than all pages together, and spreads a drop over devices", () => {
    const sentences = story({
      change: clickChange(1000, 800, { demand: -200 }),
      pages: dimension([
        [page("/old/"), 300, null],
        [page("/new/"), null, 100],
      ]),
      devices: dimension([
        ["MOBILE", 500, 410],
        ["DESKTOP", 400, 320],
        ["TABLET", 100, 70],
      ]),
    });
    expect(texts(sentences)).toEqual([
      `Clicks fell 200 (${MINUS}20%) against the previous period, to 800.`,
      "Fewer searches cost 200 clicks.",
      "The page /old/ no longer appears and had brought 300 clicks, more than the net drop across pages.",
      `The drop was spread across devices: mobile ${MINUS}90, desktop ${MINUS}80 and tablet ${MINUS}30.`,
    ]);
  });

  it("leaves out parts under 5% of the change", () => {
    const text = texts(clickChangeStory(RISE)).join(" ");
    expect(text).not.toMatch(/click-through/); // the CTR step, −10 of +320
    expect(text).not.toMatch(/tablet/i); // 5 clicks in both periods
    expect(text).not.toMatch(/about/); // +10
    expect(text).not.toMatch(/Germany/); // +5
    // The anonymised step (−65) is over 5% of −1,240 but only the three largest steps are told.
    expect(texts(clickChangeStory(FALL)).join(" ")).not.toMatch(/anonymised/);
  });

  it("uses the typographic minus sign, never a hyphen before a figure", () => {
    for (const input of [FALL, RISE, STEADY]) {
      for (const { text } of clickChangeStory(input)) expect(text).not.toMatch(/-\d/);
    }
  });

  it("takes every number in every sentence from the input", () => {
    expect(fromInput(1240, FALL)).toBe(true);
    expect(fromInput(1241, FALL)).toBe(false);
    const inputs = [
      FALL,
      RISE,
      STEADY,
      { ...RISE, change: clickChange(0, 320, { newQueries: 320 }) },
    ];
    for (const input of inputs) {
      const sentences = clickChangeStory(input);
      expect(sentences.length).toBeGreaterThan(0);
      expect(sentences.length).toBeLessThanOrEqual(6);
      for (const { text } of sentences) {
        for (const n of numbersIn(text))
          expect({ text, n, fromInput: fromInput(n, input) }).toEqual({ text, n, fromInput: true });
      }
    }
  });

  it("is deterministic", () => {
    expect(clickChangeStory(FALL)).toEqual(clickChangeStory(FALL));
  });
});
