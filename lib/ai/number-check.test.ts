import fc from "fast-check";
import {
  findNumbers,
  inventedNumbers,
  isKnown,
  knownNumbers,
  NumberGate,
  type FoundNumber,
  type KnownNumbers,
} from "./number-check";

const FINDINGS = {
  clicks: { now: 61020, before: 61493, change: -473, changePercent: -0.77 },
  range: { start: "2026-10-01", end: "2026-10-28" },
};
const SENTENCE = "Clicks fell 473 (-0.8%) to 61,020 between 2026-10-01 and 2026-10-28.";

const NNBSP = "\u202F";
const NBSP = "\u00A0";
const THIN = "\u2009";
const MINUS = "\u2212";

/** The figures of a text as their written forms. */
const texts = (text: string) => findNumbers(text).map((f) => f.text);
/** The one figure of a text. */
function only(text: string): FoundNumber {
  const found = findNumbers(text);
  expect(found).toHaveLength(1);
  return found[0]!;
}
/** Known values only, no dates. */
const values = (...xs: number[]): KnownNumbers => ({ values: new Set(xs), dates: new Set() });
/** Whether every figure of the text is known. */
const checks = (text: string, known: KnownNumbers) => inventedNumbers(text, known).length === 0;

/** What a gate releases for the text split into the deltas, and its verdict. */
function gateRun(deltas: readonly string[], known: KnownNumbers) {
  const gate = new NumberGate(known);
  let text = "";
  let invented: FoundNumber | null = null;
  for (const delta of deltas) {
    const out = gate.push(delta);
    text += out.text;
    invented = out.invented;
  }
  const last = gate.end();
  text += last.text;
  invented = last.invented;
  return { text, invented, released: gate.released };
}

/** The text split at the given cut points (any order, repeats give empty deltas). */
function split(text: string, cuts: readonly number[]): string[] {
  const points = cuts.map((c) => c % (text.length + 1)).sort((a, b) => a - b);
  const deltas: string[] = [];
  let from = 0;
  for (const point of points) {
    deltas.push(text.slice(from, point));
    from = point;
  }
  deltas.push(text.slice(from));
  return deltas;
}

describe("findNumbers", () => {
  it("reads plain, decimal and signed figures with their positions", () => {
    expect(findNumbers("fell 473 to 8.45")).toEqual([
      { text: "473", index: 5, end: 8, value: 473, decimals: 0, percent: false, scale: 1 },
      { text: "8.45", index: 12, end: 16, value: 8.45, decimals: 2, percent: false, scale: 1 },
    ]);
    expect(only("a change of -12").value).toBe(-12);
    expect(only("a change of +12").value).toBe(12);
    expect(only("a change of +12").text).toBe("+12");
  });

  it("reads U+2212 as a minus sign", () => {
    const found = only(`a change of ${MINUS}473`);
    expect(found.value).toBe(-473);
    expect(found.text).toBe(`${MINUS}473`);
  });

  it("reads a hyphen after a digit or letter as a hyphen, not a sign", () => {
    expect(findNumbers("positions 3-5").map((f) => f.value)).toEqual([3, 5]);
    expect(findNumbers("COVID-19").map((f) => f.value)).toEqual([19]);
  });

  it("reads thousands groups with a comma, narrow no-break, no-break or thin space", () => {
    for (const separator of [",", NNBSP, NBSP, THIN]) {
      const found = only(`reached 1${separator}234${separator}567 clicks`);
      expect(found.value).toBe(1234567);
      expect(found.text).toBe(`1${separator}234${separator}567`);
    }
  });

  it("groups only three digits after one to three leading digits", () => {
    expect(findNumbers("1 234").map((f) => f.value)).toEqual([1, 234]); // a plain space
    expect(findNumbers("1,2345").map((f) => f.value)).toEqual([1, 2345]);
    expect(findNumbers("1,23").map((f) => f.value)).toEqual([1, 23]);
    expect(findNumbers("1234,567").map((f) => f.value)).toEqual([1234, 567]);
    expect(findNumbers("pages 1,2,3").map((f) => f.value)).toEqual([1, 2, 3]);
    expect(findNumbers(`1,234${NNBSP}567`).map((f) => f.value)).toEqual([1234, 567]);
  });

  it("reads a percent sign and the word percent", () => {
    expect(only("CTR 3.4%")).toMatchObject({ text: "3.4%", value: 3.4, percent: true });
    expect(only("CTR 3.4 percent.")).toMatchObject({ text: "3.4 percent", percent: true });
    expect(only("CTR 3.4 Percent")).toMatchObject({ percent: true });
    expect(only("3.4 percentage points")).toMatchObject({ text: "3.4", percent: false });
    expect(only("3.4 pages")).toMatchObject({ text: "3.4", percent: false });
  });

  it("reads k, K and M as thousands and millions", () => {
    expect(only("61k clicks")).toMatchObject({ text: "61k", value: 61, scale: 1000 });
    expect(only("61.0K.")).toMatchObject({ value: 61, decimals: 1, scale: 1000 });
    expect(only("1.2M impressions")).toMatchObject({ value: 1.2, scale: 1_000_000 });
    expect(only("(1.2M)")).toMatchObject({ scale: 1_000_000 });
    // A unit after the digits is no scale, and the digits are still a figure to check.
    expect(only("5kg")).toMatchObject({ text: "5kg", value: 5, scale: 1 });
    expect(only("5MB")).toMatchObject({ text: "5MB", value: 5, scale: 1 });
  });

  it("reads lower-case m as millions only before a space, punctuation or the end", () => {
    expect(only("3m clicks")).toMatchObject({ text: "3m", scale: 1_000_000 });
    expect(only("reached 3m.")).toMatchObject({ scale: 1_000_000 });
    expect(only("reached 3m")).toMatchObject({ scale: 1_000_000 });
    expect(only("3mm")).toMatchObject({ text: "3mm", value: 3, scale: 1 });
    expect(only("5m²")).toMatchObject({ value: 5, scale: 1 });
  });

  it("reads an ISO date as one figure", () => {
    expect(findNumbers("from 2026-10-01.")).toEqual([
      {
        text: "2026-10-01",
        index: 5,
        end: 15,
        value: 0,
        decimals: 0,
        percent: false,
        scale: 1,
        date: "2026-10-01",
      },
    ]);
    expect(texts("2026-10-01–2026-10-28")).toEqual(["2026-10-01", "2026-10-28"]);
    expect(texts("-2026-10-01")).toEqual(["2026-10-01"]);
    // Not a date: a fifth digit of the day.
    expect(texts("2026-10-012")).toEqual(["2026", "10", "012"]);
  });

  it("skips digits in URLs and paths", () => {
    expect(findNumbers("see https://example.com/blog/2024/seo")).toEqual([]);
    expect(findNumbers("the page /guides/10-tips ranks")).toEqual([]);
    expect(findNumbers("www.example.com:8080")).toEqual([]);
    expect(findNumbers("example.com:8080")).toEqual([]); // a host and its port
    expect(findNumbers("on sc-domain:example2.com")).toEqual([]);
    // A figure per unit or a ratio is no path: its figures are checked.
    expect(texts("12,345/month and 5/10")).toEqual(["12,345", "5", "10"]);
    expect(texts("5 on https://x.com/page-2 and 7")).toEqual(["5", "7"]);
  });

  it("skips digits that are part of a word or identifier", () => {
    expect(findNumbers("GA4 tracks H1 tags in mp3 files with id_5 codes")).toEqual([]);
    expect(findNumbers("v2.5 of the site")).toEqual([]);
    expect(findNumbers("version 1.2.3 and 192.168.0.1")).toEqual([]);
  });

  it("checks the digits of a figure with a unit: a model cannot slip one past as a word", () => {
    expect(texts("loads in 200ms, 3x faster, 1.2B searches, 4xx codes, 2nds")).toEqual([
      "200ms",
      "3x",
      "1.2B",
      "4xx",
      "2nds",
    ]);
    expect(findNumbers("3x").map((f) => f.value)).toEqual([3]);
  });

  it("reads ordinals as figures with the value of their digits", () => {
    expect(findNumbers("1st, 22nd, 3rd and 4th").map((f) => [f.text, f.value])).toEqual([
      ["1st", 1],
      ["22nd", 22],
      ["3rd", 3],
      ["4th", 4],
    ]);
    expect(only("1.5th")).toMatchObject({ value: 1.5, decimals: 1 });
  });

  it("does not take a sentence's full stop for a decimal point", () => {
    expect(only("rose 3.4.")).toMatchObject({ text: "3.4", value: 3.4, decimals: 1 });
    expect(only("rose 3.")).toMatchObject({ text: "3", value: 3, decimals: 0 });
    expect(only("rose 61,020.")).toMatchObject({ text: "61,020", value: 61020 });
  });

  it("reads a time as two figures", () => {
    expect(findNumbers("at 10:30").map((f) => f.value)).toEqual([10, 30]);
  });

  it("reads the typical model sentence", () => {
    expect(texts(SENTENCE)).toEqual(["473", "-0.8%", "61,020", "2026-10-01", "2026-10-28"]);
  });
});

describe("knownNumbers", () => {
  it("walks objects and arrays for finite numbers, each also as its absolute value", () => {
    const known = knownNumbers({ a: [1.5, { b: -473 }], c: Infinity, d: NaN, e: null }, 7);
    expect([...known.values].sort((x, y) => x - y)).toEqual([-473, 1.5, 7, 473]);
  });

  it("knows the figures of strings, not of keys", () => {
    const known = knownNumbers({ why: "position 8.4 to 10.5, 1,255 clicks", k42: "61k" });
    expect([...known.values].sort((x, y) => x - y)).toEqual([8.4, 10.5, 1255, 61000]);
  });

  it("knows ISO dates, inside longer strings too, with their year, month and day", () => {
    const known = knownNumbers({ at: "2026-10-01T00:00:00Z", url: "/reports/2025-12-31/" });
    expect([...known.dates].sort()).toEqual(["2025-12-31", "2026-10-01"]);
    for (const x of [2026, 10, 1, 2025, 12, 31]) expect(known.values.has(x)).toBe(true);
  });

  it("does not loop on a cycle", () => {
    const a: Record<string, unknown> = { n: 5 };
    a.self = a;
    expect([...knownNumbers(a).values]).toEqual([5]);
  });
});

describe("isKnown", () => {
  const known = (text: string, ...xs: number[]) => isKnown(only(text), values(...xs), text);

  it("knows the typical model sentence from the findings, and catches one figure more", () => {
    const findings = knownNumbers(FINDINGS);
    expect(inventedNumbers(SENTENCE, findings)).toEqual([]);
    const invented = inventedNumbers(`${SENTENCE} 12,345`, findings);
    expect(invented.map((f) => [f.text, f.value])).toEqual([["12,345", 12345]]);
  });

  it("matches a value rounded to the figure's decimals", () => {
    expect(known("1,255", 1254.6)).toBe(true);
    expect(known("1,254", 1254.6)).toBe(false);
    expect(known("0.03", 0.0342)).toBe(true);
    expect(known("0.04", 0.0342)).toBe(false);
    expect(known("8.4", 8.36)).toBe(true);
    expect(known("8.40", 8.36)).toBe(false);
    expect(known("0.4", 0.35)).toBe(true); // an exact half, stored a hair below
  });

  it("matches a value at the figure's scale", () => {
    expect(known("61k", 61020)).toBe(true);
    expect(known("61.0k", 61020)).toBe(true);
    expect(known("61.1k", 61020)).toBe(false);
    expect(known("1.2M", 1_234_567)).toBe(true);
    expect(known("1.3M", 1_234_567)).toBe(false);
    expect(known("61", 61020)).toBe(false);
  });

  it("matches a percentage as a fraction × 100 and as a percentage already", () => {
    expect(known("3.4%", 0.0342)).toBe(true);
    expect(known("3.4 percent", 0.0342)).toBe(true);
    expect(known("-0.8%", -0.77)).toBe(true);
    expect(known("3.4", 0.0342)).toBe(false); // not a percentage: no × 100
    expect(known("77%", -0.77)).toBe(true);
    expect(known("8%", -0.77)).toBe(false);
  });

  it("compares sizes, not signs", () => {
    expect(known("fell 473", -473)).toBe(true);
    expect(known("-473", 473)).toBe(true);
    expect(known(`${MINUS}473`, 473)).toBe(true);
  });

  it("knows a date only as the same date", () => {
    const k = knownNumbers(FINDINGS);
    expect(isKnown(only("on 2026-10-28"), k, "on 2026-10-28")).toBe(true);
    // 2026, 10 and 1 are known values, but not this date.
    expect(isKnown(only("on 2026-10-02"), k, "on 2026-10-02")).toBe(false);
    expect(checks("on 2026-10-01", values(2026, 10, 1))).toBe(false);
  });

  it("knows an ordinal by its value", () => {
    expect(known("the 3rd page", 3)).toBe(true);
    expect(known("the 3rd page", 4)).toBe(false);
  });

  it("knows the N of top N, up to 100, without a source", () => {
    const none = values();
    expect(checks("the top 3 queries", none)).toBe(true);
    expect(checks("Top 10 pages", none)).toBe(true);
    expect(checks("the top-100 list", none)).toBe(true);
    expect(checks("the top 101 queries", none)).toBe(false);
    expect(checks("the top 3.5 queries", none)).toBe(false);
    expect(checks("laptop 3", none)).toBe(false);
    expect(checks("3 top queries", none)).toBe(false);
  });

  it("knows list markers at the start of a line without a source", () => {
    const none = values();
    expect(checks("1. Fix titles\n2) Add links\n  3 - Merge pages", none)).toBe(true);
    expect(checks("Do this:\n4. Fix titles", none)).toBe(true);
    expect(checks("Do this: 4. Fix titles", none)).toBe(false);
    expect(checks("1 Fix titles", none)).toBe(false);
    expect(checks("2026. A year", none)).toBe(false);
    expect(checks("3 -5", none)).toBe(false);
  });

  it("knows the number of a step without a source", () => {
    const none = values();
    expect(checks("Step 1: fix titles. step 2: add links.", none)).toBe(true);
    expect(checks("Steps 1", none)).toBe(false);
    expect(checks("Step 2026", none)).toBe(false);
  });

  it("gives nothing else for free: a year or a small count must be in the sources", () => {
    expect(checks("In 2026 clicks rose", values())).toBe(false);
    expect(checks("3 queries rose", values())).toBe(false);
    expect(checks("3 queries rose", values(3))).toBe(true);
  });
});

describe("NumberGate", () => {
  const findings = knownNumbers(FINDINGS);

  it("holds back a figure until it is complete, then releases it", () => {
    const gate = new NumberGate(findings);
    expect(gate.push("Clicks fell 4").text).toBe("Clicks fell ");
    expect(gate.push("73").text).toBe("");
    expect(gate.push(" (").text).toBe("473 (");
    expect(gate.push("-").text).toBe("");
    expect(gate.push("0.").text).toBe("");
    expect(gate.push("8%) to 61,").text).toBe("-0.8%) to ");
    expect(gate.push("020.").text).toBe("");
    expect(gate.end()).toEqual({ text: "61,020.", invented: null });
    expect(gate.released).toBe("Clicks fell 473 (-0.8%) to 61,020.");
  });

  it("holds back what may still extend a figure", () => {
    const held = (text: string, known = values(3, 3.4, 3000, 3_000_000, 3004)) => {
      const gate = new NumberGate(known);
      return text.slice(gate.push(text).text.length);
    };
    expect(held("rose 3")).toBe("3"); // trailing digits
    expect(held("rose -")).toBe("-"); // a sign
    expect(held("rose 3,")).toBe("3,"); // a separator
    expect(held(`rose 3${NNBSP}`)).toBe(`3${NNBSP}`); // a narrow space that may start a group
    expect(held("rose 3.")).toBe("3."); // a decimal point or a full stop
    expect(held("rose 3 ")).toBe("3 "); // " percent" may follow
    expect(held("rose 3 perc")).toBe("3 perc");
    expect(held("rose 3k")).toBe("3k"); // "3kg" is a word
    expect(held("rose 3M")).toBe("3M");
    expect(held("rose 3 pages")).toBe("");
    expect(held("on 2026-10-0", findings)).toBe("2026-10-0");
    expect(held("the GA")).toBe(""); // a word cannot become a figure
  });

  it("stops at an invented figure and releases nothing more", () => {
    const gate = new NumberGate(findings);
    expect(gate.push("Clicks fell 473 to 12,345").text).toBe("Clicks fell 473 to ");
    const out = gate.push(" clicks");
    expect(out.text).toBe("");
    expect(out.invented).toMatchObject({ text: "12,345", value: 12345 });
    expect(gate.push(" and 473 more.")).toEqual({ text: "", invented: out.invented });
    expect(gate.end()).toEqual({ text: "", invented: out.invented });
    expect(gate.released).toBe("Clicks fell 473 to ");
  });

  it("checks what was held back at the end of the stream", () => {
    const gate = new NumberGate(findings);
    expect(gate.push("Clicks reached 12,345").text).toBe("Clicks reached ");
    expect(gate.end().invented).toMatchObject({ text: "12,345" });
  });

  it("refuses a push after the end", () => {
    const gate = new NumberGate(findings);
    gate.end();
    expect(() => gate.push("more")).toThrow();
  });
});

// ---- Properties ----

/** Pieces of text that exercise every rule, and their joins. */
const FRAGMENTS = [
  "Clicks fell ",
  "473",
  " (-0.8%)",
  "61,020",
  `61${NNBSP}020`,
  `1${NBSP}234`,
  `1${THIN}234`,
  "2026-10-01",
  "2026-10-2",
  " top 3 ",
  "\n1. ",
  "\n2) ",
  "\n3 - ",
  "Step 1",
  "GA4",
  "H1",
  "mp3",
  "v2.5",
  " https://example.com/2024/page-2 ",
  "www.site5.com",
  "3rd",
  "22nd",
  "12,345",
  "10:30",
  "3.4.",
  "3.",
  " percent",
  "%",
  "k",
  "K ",
  "M",
  "m ",
  "mm",
  MINUS,
  "-",
  "+",
  ".",
  ",",
  " ",
  NNBSP,
  "\n",
  "/",
  "5",
  "0",
  "1",
  "99",
  "st",
  "perc",
  " pages",
  "x",
];
const fragmentText = fc
  .array(fc.constantFrom(...FRAGMENTS), { maxLength: 14 })
  .map((parts) => parts.join(""));
/** Arbitrary characters from the ones the rules turn on. */
const charText = fc
  .array(fc.constantFrom(..."0123456789,.-+%kKMmst /:\n ptwe".split(""), MINUS, NNBSP, NBSP), {
    maxLength: 30,
  })
  .map((chars) => chars.join(""));
const anyText = fc.oneof(fragmentText, charText);
const cuts = fc.array(fc.nat(), { maxLength: 12 });
const SOME_KNOWN = knownNumbers(FINDINGS, { small: [3, 5, 10, 30, 99, 1234], ctr: 0.034 });

describe("properties", () => {
  it("a text checks out against its own figures", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(inventedNumbers(text, knownNumbers(text))).toEqual([]);
      }),
    );
  });

  it("(1) any split of a text that checks out releases exactly the text", () => {
    fc.assert(
      fc.property(anyText, cuts, (text, at) => {
        const known = knownNumbers(text);
        const run = gateRun(split(text, at), known);
        expect(run.invented).toBeNull();
        expect(run.text).toBe(text);
        expect(run.released).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it("(2) any split gives the verdict of inventedNumbers", () => {
    fc.assert(
      fc.property(anyText, cuts, (text, at) => {
        const run = gateRun(split(text, at), SOME_KNOWN);
        const first = inventedNumbers(text, SOME_KNOWN)[0] ?? null;
        expect(run.invented).toEqual(first);
        // What went out is a prefix of the text, and never reaches into the invented figure.
        expect(text.startsWith(run.released)).toBe(true);
        if (first) expect(run.released.length).toBeLessThanOrEqual(first.index);
        else expect(run.released).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it("(3) a known value formatted with 0–2 decimals, grouped or not, is known", () => {
    const separator = fc.constantFrom(",", NNBSP, NBSP, THIN);
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        separator,
        (x, decimals, grouped, sep) => {
          const shown = new Intl.NumberFormat("en-US", {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            useGrouping: grouped,
          })
            .format(x)
            .replaceAll(",", sep);
          const text = `Clicks were ${shown}.`;
          expect(findNumbers(text)).toHaveLength(1);
          expect(inventedNumbers(text, knownNumbers({ x }))).toEqual([]);
        },
      ),
    );
  });

  it("(3) a known fraction as a percentage, and a known count in compact form, is known", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 2 }),
        (x, decimals) => {
          const shown = new Intl.NumberFormat("en-US", {
            style: "percent",
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }).format(x);
          expect(inventedNumbers(`CTR was ${shown}.`, knownNumbers({ x }))).toEqual([]);
        },
      ),
    );
    const compact = new Intl.NumberFormat("en-US", {
      notation: "compact",
      maximumFractionDigits: 1,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_000_000 }), (x) => {
        const text = `Impressions reached ${compact.format(x)}.`;
        expect(inventedNumbers(text, knownNumbers({ x }))).toEqual([]);
      }),
    );
  });

  it("(4) an integer of 1,000 or more not within rounding of a known value is caught", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e7, max: 1e7, noNaN: true }), { maxLength: 20 }),
        fc.integer({ min: 1000, max: 10_000_000 }),
        fc.boolean(),
        (xs, n, grouped) => {
          fc.pre(xs.every((x) => Math.abs(Math.abs(x) - n) > 0.5 + 1e-6));
          const known = knownNumbers(xs);
          const shown = grouped ? n.toLocaleString("en-US") : String(n);
          const text = `Impressions reached ${shown} this week.`;
          const invented = inventedNumbers(text, known);
          expect(invented.map((f) => f.value)).toEqual([n]);
          expect(gateRun(split(text, [20, 25]), known).invented).toEqual(invented[0]);
        },
      ),
    );
  });
});
