import "server-only";
import { ApiError } from "@/lib/api/errors";
import { ga4Report } from "@/lib/data-api/ga4";
import type { Ga4FilterExpression, Ga4ReportSubset } from "@/lib/data-api/schemas/ga4";
import type { Ga4ReportResponse } from "@/lib/data-api/types";
import { analyticsData } from "@/lib/google/analytics-data";
import { GoogleApiError } from "@/lib/google/api-error";
import { googleCallContext } from "@/lib/google/call-context";
import { cachedGoogleCall } from "@/lib/google/response-cache";
import { chartKind, isDateDimension } from "./chart";
import type { ExplorationDefinition } from "./definition";
import { checkFieldKinds } from "./fields";
import { assertExplorationPatterns } from "./patterns";
import { pivotRows } from "./pivot";
import { explorationRequest } from "./to-request";
import type {
  ExploreChart,
  ExploreColumn,
  ExploreCompatibility,
  ExploreField,
  ExploreFields,
  ExploreResult,
  ExploreRow,
} from "./types";

// GA4 Explore on the server: Google answers every figure (the page, its order, the totals, the
// chart's buckets); this module asks the few reports one screen needs, through the response
// cache, and hands the browser one page of rows and what the chart draws.

/** A property's dimensions and metrics change when someone edits its custom definitions. */
const METADATA_TTL_MS = 60 * 60 * 1000;
/** Pivot: the row keys it shows, the column keys before "Other", and the rows it reads from GA4. */
const PIVOT_ROWS = 25;
const PIVOT_COLUMNS = 12;
const PIVOT_READ = 5_000;
/** The bar chart's bars, and the most buckets a line reads (a date hour over 41 days). */
const BARS = 10;
const LINE_READ = 1_000;
/** The comparison lookup reads at most this many rows of the previous period for one page. */
const PREVIOUS_READ = 10_000;

/**
 * Metrics whose rows add up to the total: counts of sessions, events, views, time and money.
 * Users are not among them (one user is in several rows), nor any rate or average, so a pivot
 * never sums or averages those; GA4's own totals are shown instead.
 */
const ADDITIVE = new Set([
  "sessions",
  "engagedSessions",
  "screenPageViews",
  "eventCount",
  "keyEvents",
  "conversions",
  "userEngagementDuration",
  "totalRevenue",
  "purchaseRevenue",
  "itemRevenue",
  "itemsViewed",
  "itemsPurchased",
  "ecommercePurchases",
  "transactions",
]);

export type PropertyOf = { userId: string; propertyUri: string };

/** The property's fields for the pickers, custom definitions included. */
export async function exploreFields({ userId, propertyUri }: PropertyOf): Promise<ExploreFields> {
  const metadata = await cachedGoogleCall(
    { userId, property: propertyUri, request: { getMetadata: true } },
    METADATA_TTL_MS,
    () => analyticsData(googleCallContext(userId)).getMetadata(propertyUri),
  );
  const field = (f: (typeof metadata.dimensions)[number], type?: string): ExploreField => ({
    apiName: f.apiName,
    uiName: f.uiName || f.apiName,
    description: f.description ?? "",
    category: f.category || "Other",
    customDefinition: f.customDefinition === true,
    ...(type ? { type } : {}),
  });
  return {
    dimensions: metadata.dimensions.map((d) => field(d)),
    metrics: metadata.metrics.map((m) => field(m, m.type)),
  };
}

/**
 * For every field of the property, the chosen fields GA4 will not combine it with. GA4's
 * checkCompatibility says whether a field fits a whole selection, not which part it clashes with;
 * asking once per chosen field (each answer is cached) names the clash, which is what a person
 * needs to change their choice. A field that clashes only with the whole selection is listed
 * against all of it.
 */
export async function exploreCompatibility(
  { userId, propertyUri }: PropertyOf,
  chosen: { dimensions: string[]; metrics: string[] },
): Promise<ExploreCompatibility> {
  const ask = (dimensions: string[], metrics: string[]) =>
    cachedGoogleCall(
      { userId, property: propertyUri, request: { checkCompatibility: { dimensions, metrics } } },
      METADATA_TTL_MS,
      () =>
        analyticsData(googleCallContext(userId)).checkCompatibility(propertyUri, {
          dimensions: dimensions.map((name) => ({ name })),
          metrics: metrics.map((name) => ({ name })),
        }),
    );
  const incompatible = (answer: Awaited<ReturnType<typeof ask>>) => {
    const out = new Set<string>();
    for (const d of answer.dimensionCompatibilities ?? [])
      if (d.compatibility === "INCOMPATIBLE") out.add(d.dimensionMetadata.apiName);
    for (const m of answer.metricCompatibilities ?? [])
      if (m.compatibility === "INCOMPATIBLE") out.add(m.metricMetadata.apiName);
    return out;
  };
  const all = [...chosen.dimensions, ...chosen.metrics];
  if (all.length === 0) return { conflicts: {} };
  const [whole, ...single] = await Promise.all([
    // GA4 answers 400 when the chosen fields clash among themselves; the single asks say which.
    ask(chosen.dimensions, chosen.metrics).catch((error: unknown) => {
      if (error instanceof GoogleApiError && error.status === 400) return null;
      throw error;
    }),
    ...chosen.dimensions.map((d) => ask([d], [])),
    ...chosen.metrics.map((m) => ask([], [m])),
  ]);
  const conflicts: Record<string, string[]> = {};
  single.forEach((answer, i) => {
    for (const name of incompatible(answer)) (conflicts[name] ??= []).push(all[i]!);
  });
  if (whole) for (const name of incompatible(whole)) conflicts[name] ??= [...all];
  return { conflicts };
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const iso = (range: { startDate: string; endDate: string }) =>
  ISO.test(range.startDate) && ISO.test(range.endDate) ? range : null;

function labelsOf(fields: ExploreFields) {
  const labels = new Map<string, { label: string; type?: string }>();
  for (const d of fields.dimensions) labels.set(d.apiName, { label: d.uiName || d.apiName });
  for (const m of fields.metrics)
    labels.set(m.apiName, { label: m.uiName || m.apiName, type: m.type });
  return labels;
}

/** The rows of `previous` keyed as the page's rows are, by their dimension values. */
const keyOf = (dimensions: string[]) => JSON.stringify(dimensions);

/** The page's keys as a filter: each dimension in the values its rows have (a superset of the keys). */
function pageKeysFilter(def: ExplorationDefinition, rows: Ga4ReportResponse["rows"]) {
  const parts: Ga4FilterExpression[] = def.dimensions.map((name, i) => ({
    filter: {
      fieldName: name,
      inListFilter: { values: [...new Set(rows.map((r) => r.dimensions[i] ?? ""))] },
    },
  }));
  if (def.dimensionFilter)
    parts.push(explorationRequest(def, { offset: 0, limit: 1 }).dimensionFilter!);
  return parts.length === 1 ? parts[0]! : { andGroup: { expressions: parts } };
}

/** One period of the definition, without the other. */
const onlyPeriod = (def: ExplorationDefinition, range: ExplorationDefinition["range"]) => ({
  ...def,
  range,
  compare: undefined,
});

async function chartOf(
  run: (request: Ga4ReportSubset) => Promise<Ga4ReportResponse>,
  def: ExplorationDefinition,
  page: Ga4ReportResponse,
  previousTotals: number[] | undefined,
): Promise<ExploreChart> {
  const metric = def.metrics[0]!;
  const base = (d: ExplorationDefinition, dimensions: string[], limit: number) => {
    const request = explorationRequest(
      { ...d, dimensions, metrics: [metric], orderBys: [] },
      {
        offset: 0,
        limit,
      },
    );
    return request;
  };
  const kind = chartKind(def);
  if (kind === "line") {
    const dimension = def.dimensions.find(isDateDimension)!;
    const series = async (d: ExplorationDefinition) => {
      const report = await run({
        ...base(d, [dimension], LINE_READ),
        orderBys: [{ dimension: { dimensionName: dimension }, desc: false }],
      });
      return report.rows.map((r) => ({ key: r.dimensions[0] ?? "", value: r.metrics[0] ?? 0 }));
    };
    const [points, previous] = await Promise.all([
      series(onlyPeriod(def, def.range)),
      def.compare ? series(onlyPeriod(def, def.compare)) : undefined,
    ]);
    return { kind, dimension, metric, points, ...(previous ? { previous } : {}) };
  }
  if (kind === "pivot") {
    const [rowsDim, columnsDim] = def.dimensions as [string, string];
    const report = await run({
      ...base(onlyPeriod(def, def.range), [rowsDim, columnsDim], PIVOT_READ),
      orderBys: [{ metric: { metricName: metric }, desc: true }],
    });
    const table = pivotRows(
      report.rows.map((r) => ({ dimensionValues: r.dimensions, metricValues: r.metrics })),
      {
        rowDim: 0,
        colDim: 1,
        metric: 0,
        maxColumns: PIVOT_COLUMNS,
        additive: ADDITIVE.has(metric),
      },
    );
    return {
      kind,
      metric,
      rows: rowsDim,
      columns: columnsDim,
      table: { ...table, rows: table.rows.slice(0, PIVOT_ROWS) },
    };
  }
  if (def.dimensions.length === 0) {
    return {
      kind: "bar",
      metric,
      bars: [
        {
          label: "This period",
          value: page.totals?.[0]?.[0] ?? 0,
          ...(previousTotals ? { previous: previousTotals[0] ?? null } : {}),
        },
      ],
    };
  }
  const dimension = def.dimensions[0]!;
  const report = await run({
    ...base(onlyPeriod(def, def.range), [dimension], BARS),
    orderBys: [{ metric: { metricName: metric }, desc: true }],
  });
  return {
    kind: "bar",
    metric,
    bars: report.rows.map((r) => ({ label: r.dimensions[0] ?? "", value: r.metrics[0] ?? 0 })),
  };
}

/** The exploration's page `pageIndex` of `pageSize` rows, its totals, comparison and chart. */
export async function runExploration(
  property: PropertyOf,
  def: ExplorationDefinition,
  table: { pageIndex: number; pageSize: number },
): Promise<ExploreResult> {
  assertExplorationPatterns(def);
  const fields = await exploreFields(property);
  const problems = checkFieldKinds(def, fields);
  if (problems.length > 0) throw new ApiError(400, "invalid_exploration", problems[0]!);

  const run = (request: Ga4ReportSubset) =>
    ga4Report(property.userId, property.propertyUri, request);
  // A page past the exploration's limit (an edited link) shows its last page instead.
  const lastPage = Math.floor((def.limit - 1) / table.pageSize);
  const pageIndex = Math.min(table.pageIndex, lastPage);
  const offset = pageIndex * table.pageSize;
  const current = onlyPeriod(def, def.range);
  const page = await run(explorationRequest(current, { offset, limit: table.pageSize }));

  const previousOf = async (): Promise<{
    rows: Map<string, number[]>;
    totals: number[];
  } | null> => {
    if (!def.compare) return null;
    const previousDef = { ...onlyPeriod(def, def.compare), metricFilter: undefined };
    const [totalsReport, rowsReport] = await Promise.all([
      run(explorationRequest(onlyPeriod(def, def.compare), { offset: 0, limit: 1 })),
      def.dimensions.length > 0 && page.rows.length > 0
        ? run({
            ...explorationRequest(previousDef, { offset: 0, limit: PREVIOUS_READ }),
            dimensionFilter: pageKeysFilter(previousDef, page.rows),
            orderBys: [],
          })
        : undefined,
    ]);
    const rows = new Map<string, number[]>();
    for (const row of rowsReport?.rows ?? []) rows.set(keyOf(row.dimensions), row.metrics);
    return { rows, totals: totalsReport.totals?.[0] ?? def.metrics.map(() => 0) };
  };

  const previous = await previousOf();
  const chart = await chartOf(run, def, page, previous?.totals);
  const labels = labelsOf(fields);
  const columns: ExploreColumn[] = [
    ...def.dimensions.map((name) => ({
      name,
      label: labels.get(name)?.label ?? name,
      kind: "dimension" as const,
    })),
    ...def.metrics.map((name, i) => ({
      name,
      label: labels.get(name)?.label ?? name,
      kind: "metric" as const,
      type: page.metricHeaders[i]?.type ?? labels.get(name)?.type,
    })),
  ];
  const rows: ExploreRow[] = page.rows.map((row) => ({
    dimensions: row.dimensions,
    metrics: row.metrics,
    ...(previous
      ? {
          previous:
            def.dimensions.length === 0
              ? previous.totals
              : (previous.rows.get(keyOf(row.dimensions)) ?? def.metrics.map(() => null)),
        }
      : {}),
  }));
  const metadata = page.metadata;
  const range = iso(def.range);
  const compare = def.compare ? iso(def.compare) : null;
  return {
    columns,
    rows,
    rowCount: Math.min(page.rowCount, def.limit),
    pageIndex,
    pageSize: table.pageSize,
    totals: page.totals?.[0] ?? def.metrics.map(() => 0),
    ...(previous ? { previousTotals: previous.totals } : {}),
    range: range ?? def.range,
    ...(def.compare ? { compare: compare ?? def.compare } : {}),
    chart,
    flags: {
      thresholded: metadata?.subjectToThresholding === true,
      otherRow: metadata?.dataLossFromOtherRow === true,
      sampled: (metadata?.samplingMetadatas?.length ?? 0) > 0,
    },
    ...(metadata?.currencyCode ? { currencyCode: metadata.currencyCode } : {}),
    ...(metadata?.timeZone ? { timeZone: metadata.timeZone } : {}),
  };
}
