import fc from "fast-check";
import * as z from "@/lib/zod-mini";
import {
  explorationDefinitionSchema,
  NUMERIC_OPS,
  STRING_MATCHES,
  type ExplorationDefinition,
  type ExploreFilter,
} from "./definition";
import { decodeExploration, encodeExploration, EXPLORATION_URL_MAX } from "./url";

const base64url = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const jsonOf = (encoded: string) => JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));

const minimal: ExplorationDefinition = z.parse(explorationDefinitionSchema, {
  metrics: ["sessions"],
  range: { startDate: "28daysAgo", endDate: "yesterday" },
});

// Arbitrary valid definitions: dimensions and metrics from disjoint pools, so the cross-field
// rules hold by construction; the schema has the last word below.
const DIMENSIONS = [
  "country",
  "city",
  "date",
  "pagePath",
  "customEvent:author",
  "deviceCategory",
  "sessionSource",
];
const METRICS = [
  "sessions",
  "totalUsers",
  "engagementRate",
  "keyEvents",
  "eventCount",
  "bounceRate",
  "screenPageViews",
  "averageSessionDuration",
  "newUsers",
  "totalRevenue",
  "customEvent:reading_time",
];
const PATTERNS = ["^/blog/", "a|b", "[0-9]+", "(?:x|y)z$", "é+"];

const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n));
const text = fc.string({ unit: "grapheme", maxLength: 12 });

const leafOf = (fields: string[], numbersOnly: boolean): fc.Arbitrary<ExploreFilter> => {
  const field = fc.constantFrom(...fields);
  const caseSensitive = fc.option(fc.boolean(), { nil: undefined });
  const withCase = <T extends object>(leaf: T, cs: boolean | undefined) =>
    cs === undefined ? leaf : { ...leaf, caseSensitive: cs };
  const numeric: fc.Arbitrary<ExploreFilter>[] = [
    fc.record({
      kind: fc.constant("numeric" as const),
      field,
      op: fc.constantFrom(...NUMERIC_OPS),
      value: number,
    }),
    fc.tuple(field, number, number).map(([f, a, b]) => ({
      kind: "between" as const,
      field: f,
      from: Math.min(a, b),
      to: Math.max(a, b),
    })),
    fc.record({ kind: fc.constant("empty" as const), field }),
  ];
  if (numbersOnly) return fc.oneof(...numeric);
  return fc.oneof(
    ...numeric,
    fc
      .tuple(
        field,
        fc.constantFrom(...STRING_MATCHES),
        text,
        fc.constantFrom(...PATTERNS),
        caseSensitive,
      )
      .map(([f, match, value, pattern, cs]) =>
        withCase(
          {
            kind: "string" as const,
            field: f,
            match,
            value: match.endsWith("REGEXP") ? pattern : value,
          },
          cs,
        ),
      ),
    fc
      .tuple(field, fc.uniqueArray(text, { minLength: 1, maxLength: 4 }), caseSensitive)
      .map(([f, values, cs]) => withCase({ kind: "inList" as const, field: f, values }, cs)),
  );
};

const filterOf = (fields: string[], numbersOnly: boolean): fc.Arbitrary<ExploreFilter> =>
  fc.letrec<{ filter: ExploreFilter }>((tie) => ({
    filter: fc.oneof(
      { maxDepth: 4, depthSize: "small", withCrossShrink: true },
      leafOf(fields, numbersOnly),
      fc.record({
        kind: fc.constantFrom("and" as const, "or" as const),
        items: fc.array(tie("filter"), { minLength: 1, maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant("not" as const), item: tie("filter") }),
    ),
  })).filter;

const isoDay = fc
  .integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const relative = (n: number) => (n === 0 ? "today" : n === 1 ? "yesterday" : `${n}daysAgo`);
const range = fc.oneof(
  fc.tuple(isoDay, isoDay).map(([a, b]) => ({ startDate: a < b ? a : b, endDate: a < b ? b : a })),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 9999 }))
    .map(([a, b]) => ({ startDate: relative(Math.max(a, b)), endDate: relative(Math.min(a, b)) })),
);

const definition: fc.Arbitrary<ExplorationDefinition> = fc
  .record({
    dimensions: fc.uniqueArray(fc.constantFrom(...DIMENSIONS), { maxLength: 5 }),
    metrics: fc.uniqueArray(fc.constantFrom(...METRICS), { minLength: 1, maxLength: 10 }),
  })
  .chain(({ dimensions, metrics }) =>
    fc.record(
      {
        name: fc.string({ unit: "grapheme", maxLength: 40 }),
        dimensions: fc.constant(dimensions),
        metrics: fc.constant(metrics),
        dimensionFilter: filterOf(DIMENSIONS, false),
        metricFilter: filterOf(METRICS, true),
        orderBys: fc
          .shuffledSubarray([...dimensions, ...metrics], {
            maxLength: Math.min(5, dimensions.length + metrics.length),
          })
          .chain((fields) =>
            fc.tuple(
              ...fields.map((field) =>
                fc.record({ field: fc.constant(field), desc: fc.boolean() }),
              ),
            ),
          ),
        limit: fc.oneof(fc.constant(10_000), fc.integer({ min: 1, max: 250_000 })),
        range,
        compare: range,
      },
      { requiredKeys: ["dimensions", "metrics", "orderBys", "limit", "range"] },
    ),
  )
  .map((raw) => explorationDefinitionSchema.safeParse(raw))
  .filter((parsed) => parsed.success)
  .map((parsed) => parsed.data!);

describe("an exploration in a link", () => {
  it("reads back every valid definition it writes, or says it is too large", () => {
    fc.assert(
      fc.property(definition, (def) => {
        const encoded = encodeExploration(def);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
        const decoded = decodeExploration(encoded);
        if (encoded.length <= EXPLORATION_URL_MAX)
          expect(decoded).toEqual({ ok: true, definition: def });
        else
          expect(decoded).toEqual({
            ok: false,
            message: "This link's exploration is too large to read (over 8 KB).",
          });
      }),
      { numRuns: 300 },
    );
  });

  it("writes a version and leaves the defaults out", () => {
    expect(jsonOf(encodeExploration(minimal))).toEqual({
      v: 1,
      metrics: ["sessions"],
      range: { startDate: "28daysAgo", endDate: "yesterday" },
    });
    const sorted = {
      ...minimal,
      dimensions: ["country"],
      orderBys: [
        { field: "country", desc: false },
        { field: "sessions", desc: true },
      ],
      limit: 50,
    };
    expect(jsonOf(encodeExploration(sorted))).toMatchObject({
      dimensions: ["country"],
      orderBys: [{ field: "country" }, { field: "sessions", desc: true }],
      limit: 50,
    });
    expect(decodeExploration(encodeExploration(sorted))).toEqual({ ok: true, definition: sorted });
  });

  it("keeps text in any script", () => {
    const def = { ...minimal, name: "Übersicht — 東京 🚀" };
    expect(decodeExploration(encodeExploration(def))).toEqual({ ok: true, definition: def });
  });

  it("fills the defaults of a hand-written link", () => {
    const link = base64url(JSON.stringify({ v: 1, metrics: ["sessions"], range: minimal.range }));
    expect(decodeExploration(link)).toEqual({ ok: true, definition: minimal });
  });

  it("says why a link cannot be read, and never throws", () => {
    const broken = {
      ok: false,
      message:
        "This link's exploration cannot be read; it may have been cut short when it was copied.",
    };
    for (const text of [
      "",
      "!!!",
      "abcde",
      "a",
      base64url("not json"),
      base64url("[1]"),
      base64url("null"),
      base64url('"v"'),
      Buffer.from([0xff, 0xfe, 0x7b]).toString("base64url"),
      encodeExploration(minimal).slice(0, -3),
    ])
      expect(decodeExploration(text)).toEqual(broken);
    expect(decodeExploration(base64url(JSON.stringify({ v: 2, metrics: ["x"] })))).toEqual({
      ok: false,
      message: "This link was made by a newer version of the app; reload the page to open it.",
    });
    for (const v of [0, "1", null, undefined])
      expect(
        decodeExploration(base64url(JSON.stringify({ v, metrics: ["x"], range: minimal.range }))),
      ).toEqual({
        ok: false,
        message: "This link's exploration is in a format the app does not know.",
      });
    expect(
      decodeExploration(base64url(JSON.stringify({ v: 1, metrics: [], range: minimal.range }))),
    ).toEqual({
      ok: false,
      message: "This link's exploration is not valid: Choose at least one metric.",
    });
    expect(decodeExploration("A".repeat(EXPLORATION_URL_MAX + 1))).toEqual({
      ok: false,
      message: "This link's exploration is too large to read (over 8 KB).",
    });
  });

  it("refuses a link nested hundreds deep with a message", () => {
    let deep: object = { kind: "empty", field: "country" };
    for (let i = 0; i < 200; i++) deep = { kind: "not", item: deep };
    const link = base64url(JSON.stringify({ v: 1, ...minimal, dimensionFilter: deep }));
    expect(link.length).toBeLessThan(EXPLORATION_URL_MAX);
    expect(decodeExploration(link)).toEqual({
      ok: false,
      message: "This link's exploration is not valid: Filters nest at most 5 levels deep.",
    });
  });
});
