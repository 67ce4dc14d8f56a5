// runRealtimeReport (google-apis.md §3.2): the last 30 minutes of a property, read from a stream
// of visits the world's daily traffic implies. Every minute, as many visitors arrive as the day's
// users over 1,440 minutes and the hour of the day call for; each stays a few minutes (the day's
// average session length) on pages, devices and in places drawn with the world's own weights.
// A visit depends only on its minute and its property, so the same minute reads the same under
// any clock, and users are counted once per row: a total over minutes is a distinct count.
import { z } from "zod";
import { invalidArgument, propertyPermissionDenied } from "../data/api-errors";
import type { DataRequestContext } from "../data/router";
import { jsonResponse } from "../oauth/wire-errors";
import { findGa4Property, worldFor, type Dataset, type Ga4Property } from "../world/catalog";
import {
  ABROAD_BEHAVIOUR,
  DEVICE_BEHAVIOUR,
  MOBILE_LEAN,
  placesFor,
  TECHNOLOGIES,
  type Behaviour,
  type Place,
} from "../world/ga4-audience";
import { localToday } from "../world/ga4-calendar";
import { CHANNELS } from "../world/ga4-channels";
import { channelDay, F, FACT_COUNT } from "../world/ga4-daily";
import { allocate, unit } from "../world/ga4-noise";
import { dailySearchClicks } from "../world/ga4-search-clicks";
import { searchPages } from "../world/ga4-search-pages";
import { compileFilter, FilterError, type Predicate } from "./filters";
import { findMetric, wireValue, type MetricDef } from "./metrics";
import { sortRows, type RankedRow } from "./order";
import { checkOrderBys, DEFAULT_LIMIT, MAX_LIMIT } from "./plan";
import { chargeQuota, reportTokens } from "./quota";
import { ReportError } from "./report-error";
import { payloadMessage, runReportRequest } from "./request-schema";

// ---------------------------------------------------------------------------------------------
// The request (RunRealtimeReportRequest): runReport's fields without dates, offset or cohorts,
// plus minute ranges.

const int32 = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const core = runReportRequest.shape;

export const runRealtimeReportRequest = z.strictObject({
  dimensions: core.dimensions,
  metrics: core.metrics,
  dimensionFilter: core.dimensionFilter,
  metricFilter: core.metricFilter,
  limit: core.limit,
  metricAggregations: core.metricAggregations,
  orderBys: core.orderBys,
  returnPropertyQuota: core.returnPropertyQuota,
  minuteRanges: z
    .array(
      z.strictObject({
        name: z.string().optional(),
        startMinutesAgo: int32.optional(),
        endMinutesAgo: int32.optional(),
      }),
    )
    .optional(),
});
export type RunRealtimeReportRequest = z.infer<typeof runRealtimeReportRequest>;

// ---------------------------------------------------------------------------------------------
// The realtime schema: a handful of dimensions and four metrics.

/** One user in one minute of a visit: what the dimensions read. */
type Moment = {
  minutesAgo: number;
  place: Place;
  device: (typeof TECHNOLOGIES)[number]["deviceCategory"];
  screen: string;
};

type RealtimeDimension = (m: Moment, p: Ga4Property) => string;

const pad = (n: number) => String(n).padStart(2, "0");

/** The realtime dimensions (developers.google.com/…/realtime-api-schema) the emulator answers. */
export const REALTIME_DIMENSIONS: ReadonlyMap<string, RealtimeDimension> = new Map<
  string,
  RealtimeDimension
>([
  ["minutesAgo", (m) => pad(m.minutesAgo)],
  ["country", (m) => m.place.country],
  ["countryId", (m) => m.place.countryId],
  ["city", (m) => m.place.city],
  ["deviceCategory", (m) => m.device],
  ["platform", () => "web"],
  ["unifiedScreenName", (m) => m.screen],
  ["streamName", (_, p) => p.dataset.domain],
  ["audienceName", () => "All Users"],
]);

/** The realtime metrics; their wire types are those runReport gives the same names. */
export const REALTIME_METRICS = ["activeUsers", "screenPageViews", "eventCount", "keyEvents"];

const SCHEMA_HELP =
  "For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/realtime-api-schema ";
const notADimension = (name: string) =>
  new ReportError(`Field ${name} is not a valid dimension. ${SCHEMA_HELP}`);
const notAMetric = (name: string) =>
  new ReportError(`Field ${name} is not a valid metric. ${SCHEMA_HELP}`);

/** How far back a standard (not 360) property's realtime data goes. */
export const MAX_MINUTES_AGO = 29;
const MAX_MINUTE_RANGES = 2;

type MinuteRange = { name: string; start: number; end: number };

function minuteRanges(body: RunRealtimeReportRequest): MinuteRange[] {
  const asked = body.minuteRanges ?? [];
  if (asked.length > MAX_MINUTE_RANGES)
    throw new ReportError(`Requests are limited to ${MAX_MINUTE_RANGES} minute ranges.`);
  if (asked.length === 0) return [{ name: "date_range_0", start: MAX_MINUTES_AGO, end: 0 }];
  return asked.map((r, i) => {
    const start = r.startMinutesAgo ?? MAX_MINUTES_AGO;
    const end = r.endMinutesAgo ?? 0;
    if (start < 0 || end < 0)
      throw new ReportError("startMinutesAgo and endMinutesAgo must not be negative.");
    if (start > MAX_MINUTES_AGO || end > MAX_MINUTES_AGO)
      throw new ReportError(
        `Standard Analytics properties can request up to the last 30 minutes of event data: minuteRanges[${i}] reaches ${Math.max(start, end)} minutes ago; startMinutesAgo and endMinutesAgo must be at most ${MAX_MINUTES_AGO}.`,
      );
    if (end > start)
      throw new ReportError(
        `minuteRanges[${i}]: endMinutesAgo (${end}) cannot be before startMinutesAgo (${start}).`,
      );
    if (r.name && /^(date_range_|RESERVED_)/.test(r.name))
      throw new ReportError("A minute range's name cannot begin with date_range_ or RESERVED_.");
    return { name: r.name || `date_range_${i}`, start, end };
  });
}

type Plan = {
  dimensions: { name: string; read: RealtimeDimension }[];
  metrics: { name: string; def: MetricDef }[];
  ranges: MinuteRange[];
  fields: Set<string>;
  dimensionFilter?: Predicate;
  metricFilter?: Predicate;
  limit: number;
  aggregations: Set<string>;
};

function unique(names: string[], kind: string): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new ReportError(`Duplicate ${kind} '${name}' in the request.`);
    seen.add(name);
  }
}

function planRealtime(body: RunRealtimeReportRequest): Plan {
  const dimensionNames = (body.dimensions ?? []).map((d) => d.name);
  const metricNames = (body.metrics ?? []).map((m) => m.name);
  if (dimensionNames.length > 9) throw new ReportError("Requests are limited to 9 dimensions.");
  if (metricNames.length > 10) throw new ReportError("Requests are limited to 10 metrics.");
  if (dimensionNames.length + metricNames.length === 0)
    throw new ReportError("A report needs at least one dimension or metric.");
  unique(dimensionNames, "dimension");
  unique(metricNames, "metric");
  if ((body.metrics ?? []).some((m) => m.expression))
    throw new ReportError("Metric expressions are not emulated.");
  const isMetric = (name: string) => REALTIME_METRICS.includes(name);

  const dimensions = dimensionNames.map((name) => ({
    name,
    read: REALTIME_DIMENSIONS.get(name) ?? raise(notADimension(name)),
  }));
  const metrics = metricNames.map((name) => ({
    name,
    def: (isMetric(name) ? findMetric(name) : undefined) ?? raise(notAMetric(name)),
  }));
  const ranges = minuteRanges(body);

  const fields = new Set(dimensionNames);
  let dimensionFilter: Predicate | undefined;
  if (body.dimensionFilter) {
    const compiled = compileFilter(body.dimensionFilter, "dimension", (field) => {
      if (REALTIME_DIMENSIONS.has(field)) return;
      throw isMetric(field)
        ? new ReportError(`Field ${field} is a metric; the dimension filter takes dimensions only.`)
        : notADimension(field);
    });
    dimensionFilter = compiled.test;
    for (const field of compiled.fields) fields.add(field);
  }
  let metricFilter: Predicate | undefined;
  if (body.metricFilter) {
    metricFilter = compileFilter(body.metricFilter, "metric", (field) => {
      if (isMetric(field)) return;
      throw REALTIME_DIMENSIONS.has(field)
        ? new ReportError(`Field ${field} is a dimension; the metric filter takes metrics only.`)
        : notAMetric(field);
    }).test;
  }

  checkOrderBys(body.orderBys ?? [], metricNames, dimensionNames, ranges.length);

  const limit = body.limit ?? DEFAULT_LIMIT;
  if (limit < 0) throw new ReportError("limit must be positive.");
  return {
    dimensions,
    metrics,
    ranges,
    fields,
    dimensionFilter,
    metricFilter,
    limit: Math.min(limit === 0 ? DEFAULT_LIMIT : limit, MAX_LIMIT),
    aggregations: new Set(body.metricAggregations ?? []),
  };
}

function raise(error: Error): never {
  throw error;
}

// ---------------------------------------------------------------------------------------------
// The visits: a deterministic stream per property and absolute minute.

const MINUTE_MS = 60_000;
/** The longest a visit stays active, in minutes. */
const MAX_VISIT_MINUTES = 20;

/** Visits over the day, by local hour: a night trough near 3 am, a plateau from 10 am to 4 pm. */
export function hourCycle(hour: number): number {
  const phase = (2 * Math.PI * hour) / 24;
  return (
    1 +
    0.62 * Math.cos(phase - (2 * Math.PI * 14) / 24) +
    0.18 * Math.cos(2 * phase - (4 * Math.PI * 10) / 24)
  );
}

/** A day's traffic in the terms of one visitor. */
type DayLevel = {
  /** Visitors per minute before the hour's cycle. */
  perMinute: number;
  viewsPerUser: number;
  eventsPerView: number;
  keyEventsPerUser: number;
  sessionSeconds: number;
};

function dayLevel(dataset: Dataset, day: number, clicks: number): DayLevel {
  const sums = new Float64Array(FACT_COUNT);
  const facts = new Float64Array(FACT_COUNT);
  CHANNELS.forEach((_, channel) => {
    channelDay(dataset, day, channel, clicks, 1, facts);
    for (let f = 0; f < FACT_COUNT; f++) sums[f] = sums[f]! + facts[f]!;
  });
  const users = Math.max(1, sums[F.users]!);
  const views = Math.max(1, sums[F.screenPageViews]!);
  return {
    perMinute: sums[F.users]! / 1440,
    viewsPerUser: views / users,
    eventsPerView: sums[F.eventCount]! / views,
    keyEventsPerUser: sums[F.keyEvents]! / users,
    sessionSeconds: sums[F.sessionSeconds]! / Math.max(1, sums[F.sessions]!),
  };
}

/** A Poisson count of mean `mean` from the uniforms `u` and `v` (normal beyond 200). */
function poisson(mean: number, u: number, v: number): number {
  if (mean <= 0) return 0;
  if (mean > 200) {
    const normal = Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(2 * Math.PI * v);
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal));
  }
  let k = 0;
  let p = Math.exp(-mean);
  let cdf = p;
  while (u > cdf && k < 1000) {
    k++;
    p *= mean / k;
    cdf += p;
  }
  return k;
}

/** Cumulative weights, for picking an index with one uniform number. */
function picker(weights: readonly number[]): (u: number) => number {
  const cumulative = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => (cumulative[i] = sum += Math.max(0, w)));
  return (u) => {
    const target = u * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

type Visit = {
  id: number;
  /** Absolute minute (since the epoch) of the first event, and its second within that minute. */
  arrival: number;
  second: number;
  place: Place;
  device: Moment["device"];
  /** Per active minute: views, events and key events; the visit lasts as many minutes. */
  views: number[];
  events: number[];
  keys: number[];
  /** Per active minute: the page on screen, as an index into the site's pages. */
  pages?: number[];
};

const mult = (group: keyof Behaviour, ...behaviours: (Behaviour | undefined)[]) =>
  behaviours.reduce((m, b) => m * (b?.[group] ?? 1), 1);

type Stream = { visits: Visit[]; titles: readonly string[] };

/**
 * The visits of `property` arriving from minute `first` to `last` (absolute minutes). `offset` is
 * the property's local time minus UTC, in minutes; `today` its local day at `last`. Pages are
 * drawn only when `withPages`: every other draw is keyed apart, so it changes no other value.
 */
function visitStream(
  property: Ga4Property,
  first: number,
  last: number,
  offset: number,
  today: number,
  withPages: boolean,
): Stream {
  const dataset = property.dataset;
  const seed = dataset.seed;
  const clicks = dailySearchClicks(dataset, today - 1, today);
  const levels = new Map<number, DayLevel>();
  const levelOf = (day: number) => {
    let level = levels.get(day);
    if (!level) {
      const index = Math.min(1, Math.max(0, day - (today - 1)));
      levels.set(day, (level = dayLevel(dataset, day, clicks[index] ?? 0)));
    }
    return level;
  };
  const places = placesFor(dataset);
  const pickPlace = picker(places.map((p) => p.weight));
  const lean = MOBILE_LEAN[dataset.topic];
  const pickTech = picker(
    TECHNOLOGIES.map((t) => t.weight * (t.deviceCategory === "desktop" ? 1 : lean)),
  );
  let titles: readonly string[] = [];
  let pickPage: ((u: number) => number) | undefined;
  if (withPages) {
    const search = searchPages(dataset, today);
    titles = search.pages.map((p) => p.title);
    pickPage = picker(
      search.pages.map((p, i) => (p.launch > today ? 0 : Math.pow(search.daily[i]! + 0.5, 0.7))),
    );
  }

  const visits: Visit[] = [];
  for (let minute = first; minute <= last; minute++) {
    const local = minute + offset;
    const day = Math.floor(local / 1440);
    const level = levelOf(day);
    const mean = level.perMinute * hourCycle((local - day * 1440) / 60);
    const count = poisson(mean, unit(seed, minute, 1), unit(seed, minute, 2));
    for (let i = 0; i < count; i++) {
      const u = (salt: number) => unit(seed, minute, i, salt);
      const place = places[pickPlace(u(3))]!;
      const device = TECHNOLOGIES[pickTech(u(4))]!.deviceCategory;
      const abroad = place.countryId === "US" ? undefined : ABROAD_BEHAVIOUR;
      const behaviour = [DEVICE_BEHAVIOUR[device], abroad];
      const seconds = -Math.log(1 - u(5)) * level.sessionSeconds * mult("seconds", ...behaviour);
      const minutes = Math.min(MAX_VISIT_MINUTES, 1 + Math.floor(seconds / 60));
      const viewMean = level.viewsPerUser * mult("views", ...behaviour);
      const totalViews = 1 + poisson(Math.max(0, viewMean - 1), u(6), u(7));
      const keyMean = level.keyEventsPerUser * mult("key", ...behaviour);
      const keyEvents = poisson(keyMean, u(8), u(9));
      const ones = new Array<number>(minutes).fill(1);
      const views = Array.from(allocate(totalViews - 1, ones), (v, k) => v + (k === 0 ? 1 : 0));
      // At least one event in every active minute: that is what makes a user active in it.
      const events = views.map((v, k) =>
        Math.max(1, Math.round(v * level.eventsPerView + 0.8 * unit(seed, minute, i, 10, k))),
      );
      const keys = views.map((_, k) => (k === minutes - 1 ? keyEvents : 0));
      const visit: Visit = {
        id: visits.length,
        arrival: minute,
        second: Math.floor(u(11) * 60),
        place,
        device,
        views,
        events,
        keys,
      };
      if (pickPage) {
        const pages: number[] = [];
        views.forEach((v, k) =>
          pages.push(k === 0 || v > 0 ? pickPage(unit(seed, minute, i, 12, k)) : pages[k - 1]!),
        );
        visit.pages = pages;
      }
      visits.push(visit);
    }
  }
  return { visits, titles };
}

// ---------------------------------------------------------------------------------------------
// The report.

type Row = RankedRow & {
  range: number;
  users: Set<number>;
  sums: { views: number; events: number; keys: number };
};
type WireRow = { dimensionValues: { value: string }[]; metricValues: { value: string }[] };

/** RunRealtimeReportResponse: runReport's fields but `metadata`; empty lists and zeros left out. */
export type RealtimeReport = {
  dimensionHeaders?: { name: string }[];
  metricHeaders?: { name: string; type: string }[];
  rows?: WireRow[];
  totals?: WireRow[];
  maximums?: WireRow[];
  minimums?: WireRow[];
  rowCount?: number;
  propertyQuota?: ReturnType<typeof chargeQuota>;
  kind: "analyticsData#runRealtimeReport";
};

function metricValue(name: string, users: number, sums: Row["sums"]): number {
  if (name === "activeUsers") return users;
  if (name === "screenPageViews") return sums.views;
  if (name === "eventCount") return sums.events;
  return sums.keys;
}

export function runRealtimeReport(
  property: Ga4Property,
  body: RunRealtimeReportRequest,
  now: Date,
): RealtimeReport {
  const plan = planRealtime(body);
  const withRange = plan.ranges.length > 1;
  const nowMinute = Math.floor(now.getTime() / MINUTE_MS);
  const nowSecond = Math.floor((now.getTime() % MINUTE_MS) / 1000);
  const { day: today, elapsed } = localToday(now, property.timeZone);
  const offset = today * 1440 + Math.round(elapsed * 1440) - nowMinute;
  const oldest = Math.max(...plan.ranges.map((r) => r.start));
  const stream = visitStream(
    property,
    nowMinute - oldest - MAX_VISIT_MINUTES + 1,
    nowMinute,
    offset,
    today,
    plan.fields.has("unifiedScreenName"),
  );

  const rows: Row[] = [];
  const byKey = new Map<string, Row>();
  const moment = { minutesAgo: 0 } as Moment;
  const get = (field: string) => REALTIME_DIMENSIONS.get(field)!(moment, property);
  for (const visit of stream.visits) {
    if (visit.arrival === nowMinute && visit.second > nowSecond) continue;
    moment.place = visit.place;
    moment.device = visit.device;
    visit.views.forEach((views, k) => {
      const ago = nowMinute - visit.arrival - k;
      if (ago < 0) return;
      moment.minutesAgo = ago;
      moment.screen = visit.pages ? stream.titles[visit.pages[k]!]! : "";
      if (plan.dimensionFilter && !plan.dimensionFilter(get)) return;
      plan.ranges.forEach((range, r) => {
        if (ago > range.start || ago < range.end) return;
        const dims = plan.dimensions.map((d) => d.read(moment, property));
        if (withRange) dims.push(range.name);
        const key = `${r}\u0001${dims.join("\u0001")}`;
        let row = byKey.get(key);
        if (!row) {
          row = {
            dims,
            values: [],
            range: r,
            users: new Set(),
            sums: { views: 0, events: 0, keys: 0 },
          };
          byKey.set(key, row);
          rows.push(row);
        }
        row.users.add(visit.id);
        row.sums.views += views;
        row.sums.events += visit.events[k]!;
        row.sums.keys += visit.keys[k]!;
      });
    });
  }

  for (const row of rows)
    row.values = plan.metrics.map((m) => metricValue(m.name, row.users.size, row.sums));
  let kept = rows;
  const metricFilter = plan.metricFilter;
  if (metricFilter) {
    kept = rows.filter((row) =>
      metricFilter((field) => metricValue(field, row.users.size, row.sums)),
    );
  }
  const dimensionNames = [
    ...plan.dimensions.map((d) => d.name),
    ...(withRange ? ["dateRange"] : []),
  ];
  sortRows(kept, body.orderBys ?? [], {
    dimensions: dimensionNames,
    metrics: plan.metrics.map((m) => m.name),
  });

  const wireRow = (dims: string[], values: number[]): WireRow => ({
    dimensionValues: dims.map((value) => ({ value })),
    metricValues: plan.metrics.map((m, i) => ({ value: wireValue(m.def, values[i]!) })),
  });
  const ranges = plan.ranges.map((_, r) => r).filter((r) => kept.some((row) => row.range === r));
  const label = (reserved: string, r: number) => [
    ...plan.dimensions.map(() => reserved),
    ...(withRange ? [plan.ranges[r]!.name] : []),
  ];
  const aggregates: Pick<RealtimeReport, "totals" | "maximums" | "minimums"> = {};
  if (plan.aggregations.has("TOTAL")) {
    // Users are distinct over the whole range: one who stays three minutes counts once.
    aggregates.totals = ranges.map((r) => {
      const users = new Set<number>();
      const sums = { views: 0, events: 0, keys: 0 };
      for (const row of kept) {
        if (row.range !== r) continue;
        for (const id of row.users) users.add(id);
        sums.views += row.sums.views;
        sums.events += row.sums.events;
        sums.keys += row.sums.keys;
      }
      const values = plan.metrics.map((m) => metricValue(m.name, users.size, sums));
      return wireRow(label("RESERVED_TOTAL", r), values);
    });
  }
  for (const [name, aggregation, reserved, pick] of [
    ["maximums", "MAXIMUM", "RESERVED_MAX", Math.max],
    ["minimums", "MINIMUM", "RESERVED_MIN", Math.min],
  ] as const) {
    if (!plan.aggregations.has(aggregation)) continue;
    aggregates[name] = ranges.map((r) => {
      const inRange = kept.filter((row) => row.range === r);
      const values = plan.metrics.map((_, i) => pick(...inRange.map((row) => row.values[i]!)));
      return wireRow(label(reserved, r), values);
    });
  }

  const page = kept.slice(0, plan.limit);
  const tokens = reportTokens(1, plan.fields.size + plan.metrics.length, kept.length);
  return {
    ...(dimensionNames.length > 0
      ? { dimensionHeaders: dimensionNames.map((name) => ({ name })) }
      : {}),
    ...(plan.metrics.length > 0
      ? { metricHeaders: plan.metrics.map((m) => ({ name: m.name, type: m.def.type })) }
      : {}),
    ...(page.length > 0 ? { rows: page.map((row) => wireRow(row.dims, row.values)) } : {}),
    ...(kept.length > 0 ? aggregates : {}),
    ...(kept.length > 0 ? { rowCount: kept.length } : {}),
    // Realtime has its own quota buckets, apart from the core reports'.
    ...(body.returnPropertyQuota
      ? { propertyQuota: chargeQuota(`${property.propertyId}/realtime`, tokens, now) }
      : {}),
    kind: "analyticsData#runRealtimeReport",
  };
}

// ---------------------------------------------------------------------------------------------
// The handler.

export async function handleRunRealtimeReport(c: DataRequestContext): Promise<Response> {
  const property = findGa4Property(worldFor(c.account), c.params[0] ?? "");
  if (!property) return propertyPermissionDenied();
  let body: unknown;
  try {
    const text = await c.request.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return invalidArgument("Invalid JSON payload received. Unexpected token.");
  }
  try {
    const parsed = runRealtimeReportRequest.safeParse(body);
    if (!parsed.success) throw new ReportError(payloadMessage(parsed.error));
    return jsonResponse(200, runRealtimeReport(property, parsed.data, c.now));
  } catch (error) {
    if (error instanceof FilterError) return invalidArgument(error.message);
    throw error;
  }
}
