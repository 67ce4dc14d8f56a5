// Generated bad input for the fuzz: fast-check arbitraries for values, bodies, query strings,
// content types and dynamic segments.
import fc from "fast-check";

const controlChar = fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c));

/** Printable text with a NUL or another control character inside. */
export const nulString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 12 }), controlChar, fc.string({ maxLength: 12 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Strings a careless handler trips over: NUL and control characters, lone surrogates, huge ones. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: controlChar, minLength: 1, maxLength: 20 }) },
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "\ud800",
      "a\udfffb",
      "\u0000",
      "\uFEFF",
      "\u202Eevil",
      "\r\n\r\nX-Injected: 1",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((n) => "x".repeat(n)) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "../../../etc/passwd",
      "%00",
      "%",
      "' OR 1=1 --",
      '"; DROP TABLE projects; --',
      "<script>alert(1)</script>",
      "__proto__",
      "constructor",
      "NaN",
      "-1",
      "1e309",
      "2024-02-30",
      "9999-12-31",
      "0000-00-00",
      "1970-01-01",
      "(a+)+$",
      "[",
      "\\",
      "http://",
      "javascript:alert(1)",
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
    ),
  },
);

/** Any JSON value of the wrong type, size or shape. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, -1e308, 0.5, -1),
  fc.boolean(),
  fc.constant(null),
  fc.array(badString, { maxLength: 5 }),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.dictionary(badString, badString, { maxKeys: 3 }),
  fc.uuid(),
);

/** Field names the API reads anywhere, so generated objects often reach a schema's fields. */
export const KNOWN_FIELDS = [
  "projectId",
  "propertyId",
  "startDate",
  "endDate",
  "dimensions",
  "filters",
  "table",
  "compareWith",
  "type",
  "dataState",
  "url",
  "pages",
  "text",
  "robotsTxt",
  "urls",
  "name",
  "email",
  "message",
  "code",
  "state",
  "error",
  "request",
  "filename",
  "query",
  "locationId",
  "metrics",
  "feedpath",
  "inspectionUrl",
  "brand_terms",
  "property_uri",
  "user_id",
  "job",
  "strategy",
  "login_hint",
  "scope",
  "sitemapIndex",
  "startMonth",
  "endMonth",
] as const;

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  badString.map((s) => s.slice(0, 200)),
);

/** Nesting far deeper than any request: arrays or objects thousands of levels down. */
const deepJson = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${"[".repeat(depth)}${"]".repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );

const invalidJson = fc.oneof(
  fc.constantFrom(
    "{",
    '{"a":}',
    "[1,2",
    "undefined",
    "{'a':1}",
    "\u0000",
    "",
    "nul",
    '{"a":1}}',
    "\ud800",
  ),
  fc.string({ maxLength: 50 }),
);

export type Body = { text: string | Uint8Array | undefined; kind: string };

/** A request body; `template` is a real request of the route, mutated when given. */
export function bodyArbitrary(template?: Record<string, unknown>): fc.Arbitrary<Body> {
  const json = (kind: string) => (v: unknown) => ({ text: JSON.stringify(v) ?? "null", kind });
  const options: fc.WeightedArbitrary<Body>[] = [
    {
      weight: 6,
      arbitrary: fc.dictionary(fieldName, badValue, { maxKeys: 6 }).map(json("object")),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json("json value")) },
    { weight: 2, arbitrary: deepJson.map((text) => ({ text, kind: "deep nesting" })) },
    { weight: 2, arbitrary: invalidJson.map((text) => ({ text, kind: "invalid json" })) },
    { weight: 1, arbitrary: fc.constant({ text: undefined, kind: "no body" }) },
    {
      weight: 2,
      arbitrary: fc
        .uint8Array({ maxLength: 2_000 })
        .map((bytes) => ({ text: bytes, kind: "bytes" })),
    },
    {
      weight: 1,
      // Past the 64 KiB cap of most routes; now and then past the tools' 5 MiB cap too.
      arbitrary: fc
        .oneof({ weight: 9, arbitrary: fc.constant(70 * 1024) }, fc.constant(6 * 1024 * 1024))
        .map((n) => ({
          text: JSON.stringify({ url: "a".repeat(n), text: "b" }),
          kind: "huge body",
        })),
    },
  ];
  if (template) {
    options.push({ weight: 16, arbitrary: mutated(template).map(json("mutated request")) });
  }
  return fc.oneof(...options);
}

/** The template with one field (top-level or one level down) replaced, removed or added. */
export function mutated(template: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(template);
  const nested = keys.filter((k) => isObject(template[k]));
  const change = fc.record({
    key: keys.length ? fc.constantFrom(...keys) : fc.constant("x"),
    inner: fc.option(nested.length ? fc.constantFrom(...nested) : fc.constant(null)),
    action: fc.constantFrom("replace", "replace", "replace", "remove", "add"),
    // Strings with NUL and control characters first: they pass most schemas and reach the database.
    value: fc.oneof(nulString, badValue),
    extra: fieldName,
  });
  return change.map(({ key, inner, action, value, extra }) => {
    const copy = structuredClone(template);
    const target = inner && isObject(copy[inner]) ? (copy[inner] as Record<string, unknown>) : copy;
    const field = inner ? (Object.keys(target)[0] ?? key) : key;
    if (action === "remove") delete target[field];
    else if (action === "add") target[extra] = value;
    else target[field] = value;
    return copy;
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "application/json; charset=utf-16",
      "application/xml",
      "*/*",
      "application/json, text/html",
    ),
  },
);

const queryValue = fc.oneof(
  badString.map((s) => s.slice(0, 20_000)),
  fc.uuid(),
  badValue.map((v) => JSON.stringify(v) ?? "").map((s) => s.slice(0, 20_000)),
);

/** A query string: known names with bad values, or a raw malformed one. */
export function queryArbitrary(template?: Record<string, string>): fc.Arbitrary<string> {
  const encoded = (entries: [string, string][]) => {
    const params = new URLSearchParams();
    for (const [k, v] of entries) params.append(k, v);
    const text = params.toString();
    return text ? `?${text}` : "";
  };
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: fc.constant("") },
    {
      weight: 3,
      arbitrary: fc
        .dictionary(
          fieldName.map((f) => f.slice(0, 100)),
          queryValue,
          { maxKeys: 4 },
        )
        .map((d) => encoded(Object.entries(d))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "?%",
        "?a=%zz",
        "?=&=&",
        `?${"&".repeat(2000)}`,
        "?a[b]=1&a[c]=2",
        "?url=%00",
        "?job=..%2F..%2F",
      ),
    },
  ];
  if (template) {
    const keys = Object.keys(template);
    options.push({
      weight: 6,
      arbitrary: fc
        .record({ key: fc.constantFrom(...keys), value: queryValue, drop: fc.boolean() })
        .map(({ key, value, drop }) => {
          const entries = Object.entries(template).filter(([k]) => !(drop && k === key));
          return encoded(drop ? entries : entries.map(([k, v]) => [k, k === key ? value : v]));
        }),
    });
  }
  return fc.oneof(...options);
}

/** A dynamic segment: a random or real id, or something that is not an id at all. */
export function segmentArbitrary(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: realIds.length ? fc.constantFrom(...realIds) : fc.uuid() },
    {
      weight: 3,
      arbitrary: badString.map((s) => encodeURIComponent(s.slice(0, 4_000).toWellFormed()) || "x"),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "%",
        "%zz",
        "%00",
        "..",
        "%2e%2e",
        "%2F..%2F",
        "a%0Ab",
        "ÿ",
        "x".repeat(5_000),
      ),
    },
  );
}

/**
 * The client address the server's one trusted proxy reports: a new one per request, so per-client
 * limits rarely stop the fuzz. Loopback addresses, since embedded mode refuses any other caller
 * (that refusal is met too, by the few malformed or foreign values).
 */
export const forwardedFor: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 18,
    arbitrary: fc
      .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
      .map(([a, b, c]) => `127.${a}.${b}.${c}`),
  },
  fc.constantFrom("::1", "", "unknown", "1.1.1.1, 127.0.0.1", "999.1.1.1", "x".repeat(2_000)),
);
