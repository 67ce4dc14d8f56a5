// runReport (google-apis.md §3.4): plan → cube → (other) row → metric filter → thresholds →
// order → page, with totals, maximums and minimums per date range, in the wire shape of the Data API.
import type { DayDrop } from "../data/faults";
import type { Ga4Property } from "../world/catalog";
import { localToday, monthsBefore } from "../world/ga4-calendar";
import { FACT_COUNT } from "../world/ga4-daily";
import { buildCube, type Cube, type CubeRow } from "./cube";
import { wireValue, type Tally } from "./metrics";
import { sortRows, type RankedRow } from "./order";
import { planReport, type ReportPlan } from "./plan";
import { foldOtherRow } from "./other-row";
import { chargeQuota, reportTokens } from "./quota";
import type { RunReportRequest } from "./request-schema";
import { schemaFor } from "./schema";
import { subjectToThresholding, withheld } from "./thresholds";

/** How far back a property's data goes, as Search Console's does. */
export const HISTORY_MONTHS = 16;

type Ranked = RankedRow & { row: CubeRow };
type WireRow = { dimensionValues: { value: string }[]; metricValues: { value: string }[] };

function wireRow(plan: ReportPlan, dims: string[], values: number[]): WireRow {
  return {
    dimensionValues: dims.map((value) => ({ value })),
    metricValues: plan.metrics.map((m, i) => ({ value: wireValue(m.def, values[i]!) })),
  };
}

const rangesOf = (plan: ReportPlan, rows: Ranked[]) =>
  plan.ranges.map((_, r) => r).filter((r) => rows.some((k) => k.row.range === r));

/**
 * Totals count every row the metric filter kept (`counted`), withheld ones too; maximums and
 * minimums read the rows shown.
 */
function aggregateRows(
  plan: ReportPlan,
  shown: Ranked[],
  counted: Ranked[],
  totals: Tally[],
  withRange: boolean,
) {
  const label = (reserved: string, range: number) => [
    ...plan.dimensions.map(() => reserved),
    ...(withRange ? [plan.ranges[range]!.name] : []),
  ];
  const out: Record<string, WireRow[]> = {};
  if (plan.aggregations.has("TOTAL")) {
    out.totals = rangesOf(plan, counted).map((r) => {
      let tally = totals[r]!;
      if (plan.metricFilter) {
        const facts = new Float64Array(FACT_COUNT);
        for (const k of counted)
          if (k.row.range === r) k.row.tally.facts.forEach((v, f) => (facts[f] = facts[f]! + v));
        tally = { facts, days: tally.days };
      }
      return wireRow(
        plan,
        label("RESERVED_TOTAL", r),
        plan.metrics.map((m) => m.def.value(tally)),
      );
    });
  }
  for (const [name, reserved, pick] of [
    ["maximums", "RESERVED_MAX", Math.max],
    ["minimums", "RESERVED_MIN", Math.min],
  ] as const) {
    if (!plan.aggregations.has(name === "maximums" ? "MAXIMUM" : "MINIMUM")) continue;
    out[name] = rangesOf(plan, shown).map((r) => {
      const inRange = shown.filter((k) => k.row.range === r);
      const values = plan.metrics.map((_, i) =>
        inRange.reduce((best, k) => pick(best, k.values[i]!), inRange[0]!.values[i]!),
      );
      return wireRow(plan, label(reserved, r), values);
    });
  }
  return out;
}

/**
 * A drop fault's days in a report by `date` (GA4 writes yyyyMMdd): the rows' facts are scaled and
 * rounded, as the world's facts are integers, so counts fall while rates stay those of the day.
 * Totals lose what the scaled rows lost, so they still add up; maximums, minimums, the metric
 * filter and the order follow from the scaled rows. Reports without a date dimension are left
 * as they are: totals of ranges are not adjusted.
 */
function dropDays(plan: ReportPlan, cube: Cube, drops: readonly DayDrop[]): Cube {
  const column = plan.dimensions.findIndex((d) => d.apiName === "date");
  if (column < 0 || drops.length === 0) return cube;
  const factors = new Map<string, number>();
  for (const { date, factor } of drops) {
    const key = date.replaceAll("-", "");
    factors.set(key, (factors.get(key) ?? 1) * factor);
  }
  const totals = cube.totals.map((t) => ({ facts: Float64Array.from(t.facts), days: t.days }));
  const rows = cube.rows.map((row) => {
    const factor = factors.get(row.dims[column]!);
    if (factor === undefined) return row;
    const facts = row.tally.facts.map((v) => Math.round(v * factor));
    const total = totals[row.range]!.facts;
    facts.forEach((v, f) => (total[f] = total[f]! - row.tally.facts[f]! + v));
    return { ...row, tally: { facts, days: row.tally.days } };
  });
  return { rows, totals };
}

export function runReport(
  property: Ga4Property,
  body: RunReportRequest,
  now: Date,
  drops: readonly DayDrop[] = [],
) {
  const { day: today, elapsed } = localToday(now, property.timeZone);
  const plan = planReport(body, today, schemaFor(property));
  const withRange = plan.ranges.length > 1;
  const built = buildCube(
    property.dataset,
    {
      groupBy: plan.dimensions,
      involved: plan.involved,
      filter: plan.dimensionFilter,
      ranges: plan.ranges,
      withRange,
    },
    { firstDay: monthsBefore(today, HISTORY_MONTHS), today, elapsed },
  );
  const cube = dropDays(plan, built, drops);
  const other = foldOtherRow(plan, cube.rows);

  let counted: Ranked[] = other.rows.map((row) => ({
    row,
    dims: row.dims,
    values: plan.metrics.map((m) => m.def.value(row.tally)),
  }));
  const metricFilter = plan.metricFilter;
  if (metricFilter) {
    counted = counted.filter((r) =>
      metricFilter.test((field) => metricFilter.defs.get(field)!.value(r.row.tally)),
    );
  }
  const thresholded = subjectToThresholding(plan);
  const shown = thresholded ? counted.filter((r) => !withheld(r.row)) : counted;
  const dimensionNames = [
    ...plan.dimensions.map((d) => d.apiName),
    ...(withRange ? ["dateRange"] : []),
  ];
  sortRows(shown, plan.orderBys, {
    dimensions: dimensionNames,
    metrics: plan.metrics.map((m) => m.name),
  });

  const page = shown.slice(plan.offset, plan.offset + plan.limit);
  const days = plan.ranges.reduce((n, r) => n + r.last - r.first + 1, 0);
  const tokens = reportTokens(days, plan.involved.length + plan.metrics.length, shown.length);
  return {
    ...(dimensionNames.length > 0
      ? { dimensionHeaders: dimensionNames.map((name) => ({ name })) }
      : {}),
    ...(plan.metrics.length > 0
      ? { metricHeaders: plan.metrics.map((m) => ({ name: m.name, type: m.def.type })) }
      : {}),
    ...(page.length > 0 ? { rows: page.map((r) => wireRow(plan, r.dims, r.values)) } : {}),
    ...(counted.length > 0 ? aggregateRows(plan, shown, counted, cube.totals, withRange) : {}),
    ...(shown.length > 0 ? { rowCount: shown.length } : {}),
    // proto3 leaves false flags out; the keys follow ResponseMetaData's field order.
    metadata: {
      ...(other.dataLoss ? { dataLossFromOtherRow: true } : {}),
      currencyCode: plan.currencyCode ?? property.currencyCode,
      timeZone: property.timeZone,
      ...(thresholded ? { subjectToThresholding: true } : {}),
    },
    ...(plan.returnPropertyQuota
      ? { propertyQuota: chargeQuota(property.propertyId, tokens, now) }
      : {}),
    kind: "analyticsData#runReport",
  };
}
