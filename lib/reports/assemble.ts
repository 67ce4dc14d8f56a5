import "server-only";
import { and, between, eq } from "drizzle-orm";
import { aiInsights } from "@/lib/ai-insights/report";
import { opportunitiesOf } from "@/lib/ai-insights/report";
import { aiInsightsRequestSchema } from "@/lib/ai-insights/schemas";
import { parseInput } from "@/lib/api/request";
import { cannibalizationReport } from "@/lib/cannibalization/report";
import { reportRequest, viewBrandTerms } from "@/lib/cannibalization/requests";
import { cannibalizationRequestSchema } from "@/lib/cannibalization/schemas";
import { DEFAULT_VIEW_PARAMS } from "@/lib/cannibalization/view-params";
import { contentPerformance } from "@/lib/content/performance";
import { toContentItem } from "@/lib/content/store";
import { coverageReport } from "@/lib/coverage/report";
import { coverageRequest, DEFAULT_COVERAGE_STATE } from "@/lib/coverage/requests";
import { coverageRequestSchema } from "@/lib/coverage/schemas";
import { ga4Report } from "@/lib/data-api/ga4";
import { gbpMetrics } from "@/lib/data-api/gbp";
import {
  searchConsoleDataRequestSchema,
  type SearchConsoleDataRequest,
} from "@/lib/data-api/schemas/search-console";
import { searchConsoleData } from "@/lib/data-api/search-console";
import type { SearchConsoleTotals } from "@/lib/data-api/types";
import { comparedDaysNote, coverageMessage } from "@/lib/dates/coverage";
import type { DateRange } from "@/lib/dates/format";
import { googleToday } from "@/lib/dates/google-day";
import { listDataSources, type DataSource } from "@/lib/db/queries/data-sources";
import { listGmbLocations } from "@/lib/db/queries/gmb";
import { contentItems, projects } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { primarySource } from "@/lib/filters/selectors";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { overviewMovers } from "@/lib/overview/analysis";
import { moversRequestSchema } from "@/lib/overview/schemas";
import { locationNumbers } from "@/lib/overview/sources";
import { organicSessionsRequest, PROFILE_ACTION_METRICS } from "@/lib/overview/requests";
import { opportunityList } from "@/lib/opportunities/report";
import { SERIES_PAGE } from "@/lib/search-performance/requests";
import type { ComparedRow } from "@/lib/overview/movers";
import { resolvePeriod } from "./periods";
import { SECTION_LABELS, SECTION_LIMITS, type ReportSection } from "./sections";
import type {
  Metrics,
  ReportDto,
  ReportSnapshot,
  SectionData,
  SnapshotSection,
  TableData,
} from "./types";

// A report's snapshot: every figure it shows, read through the same loaders (and caches) as the
// views, so a KPI here is the Overview's KPI for the same period. A section whose source is not
// connected or fails is kept with its reason; the others are still built.

type Context = {
  db: Db;
  userId: string;
  projectId: string;
  brandTerms: string[];
  sources: DataSource[];
  gsc: DataSource | null;
  ga4: DataSource | null;
  range: DateRange;
  comparison: DateRange | null;
};

class Unavailable extends Error {}

const needGsc = (ctx: Context) => {
  if (!ctx.gsc) throw new Unavailable("Add a Search Console property to the project to show this.");
  return ctx.gsc;
};

const metricsOf = (t: SearchConsoleTotals): Metrics => ({
  clicks: t.clicks,
  impressions: t.impressions,
  ctr: t.ctr,
  position: t.position,
});

/** The Overview's request of its KPIs and trend: the range's days, naming the comparison. */
export function kpiRequest(
  ref: { projectId: string; propertyId: string },
  range: DateRange,
  comparison: DateRange | null,
): SearchConsoleDataRequest {
  return {
    ...ref,
    ...range,
    dimensions: ["date"],
    dataState: "final",
    ...(comparison ? { compareWith: comparison } : {}),
    table: SERIES_PAGE,
  };
}

const scData = (ctx: Context, request: SearchConsoleDataRequest) =>
  searchConsoleData(
    ctx.userId,
    needGsc(ctx).property_uri,
    parseInput(request, searchConsoleDataRequestSchema),
  );

const refOf = (ctx: Context) => ({ projectId: ctx.projectId, propertyId: needGsc(ctx).id });

async function kpis(ctx: Context): Promise<SectionData> {
  const answer = await scData(ctx, kpiRequest(refOf(ctx), ctx.range, ctx.comparison));
  const note = answer.comparison
    ? (coverageMessage(answer.comparison) ?? comparedDaysNote(answer.comparison))
    : null;
  return {
    type: "kpis",
    current: metricsOf(answer.totals),
    previous: answer.previousTotals ? metricsOf(answer.previousTotals) : null,
    compareNote: note,
  };
}

async function trend(ctx: Context): Promise<SectionData> {
  const points = async (range: DateRange) =>
    (await scData(ctx, kpiRequest(refOf(ctx), range, null))).rows
      .map((r) => ({ date: r.keys[0] ?? "", clicks: r.clicks, impressions: r.impressions }))
      .sort((a, b) => a.date.localeCompare(b.date));
  const [current, previous] = await Promise.all([
    points(ctx.range),
    ctx.comparison ? points(ctx.comparison) : null,
  ]);
  return { type: "trend", points: current, previous };
}

const TOP_COLUMNS = (key: "query" | "page"): TableData["columns"] => [
  {
    key: "key",
    label: key === "query" ? "Query" : "Page",
    format: key === "query" ? "text" : "url",
  },
  { key: "clicks", label: "Clicks", format: "number" },
  { key: "clicksChange", label: "Change", format: "change" },
  { key: "impressions", label: "Impressions", format: "number" },
  { key: "ctr", label: "CTR", format: "percent" },
  { key: "position", label: "Position", format: "position" },
];

async function top(ctx: Context, section: ReportSection, dimension: "query" | "page") {
  const rows = section.rows ?? SECTION_LIMITS.rows.default;
  const answer = await scData(ctx, {
    ...refOf(ctx),
    ...ctx.range,
    dimensions: [dimension],
    dataState: "final",
    ...(ctx.comparison ? { compareWith: ctx.comparison } : {}),
    table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: rows },
  });
  return {
    type: dimension === "query" ? ("top-queries" as const) : ("top-pages" as const),
    total: answer.meta.rowCount,
    table: {
      columns: TOP_COLUMNS(dimension),
      rows: answer.rows.map((r) => ({
        key: r.keys[0] ?? "",
        clicks: r.clicks,
        clicksChange: r.previous ? r.clicks - r.previous.clicks : null,
        impressions: r.impressions,
        ctr: r.ctr,
        position: r.position,
      })),
    },
  };
}

const moverTable = (rows: ComparedRow[]): TableData => ({
  columns: [
    { key: "key", label: "Query", format: "text" },
    { key: "clicks", label: "Clicks", format: "number" },
    { key: "previous", label: "Before", format: "number" },
    { key: "clicksChange", label: "Change", format: "change" },
  ],
  rows: rows.map((r) => ({
    key: r.key,
    clicks: r.clicks,
    previous: r.previous.clicks,
    clicksChange: r.clicksChange,
  })),
});

async function movers(ctx: Context, section: ReportSection): Promise<SectionData> {
  if (!ctx.comparison) throw new Unavailable("Choose a comparison to show winners and losers.");
  const gsc = needGsc(ctx);
  const answer = await overviewMovers(
    ctx.userId,
    gsc.property_uri,
    parseInput(
      {
        ...refOf(ctx),
        ...ctx.range,
        compareWith: ctx.comparison,
        dimension: "query",
        limit: Math.min(section.rows ?? 5, 25),
      },
      moversRequestSchema,
    ),
  );
  return {
    type: "movers",
    winners: moverTable(answer.winners),
    losers: moverTable(answer.losers),
    compareNote: coverageMessage(answer.comparison),
  };
}

async function branded(ctx: Context): Promise<SectionData> {
  const terms = viewBrandTerms(ctx.brandTerms, needGsc(ctx).property_uri);
  if (terms.length === 0) throw new Unavailable("Add the project's brand terms to split queries.");
  const answer = await scData(ctx, {
    ...refOf(ctx),
    ...ctx.range,
    dimensions: ["query"],
    dataState: "final",
    brandSplit: terms.slice(0, 10),
    table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 1 },
  });
  if (!answer.brandSplit) throw new Unavailable("Search Console answered no query rows.");
  return {
    type: "branded",
    terms: terms.slice(0, 10),
    branded: answer.brandSplit.branded,
    nonBranded: answer.brandSplit.nonBranded,
  };
}

async function cannibalization(ctx: Context, section: ReportSection): Promise<SectionData> {
  const gsc = needGsc(ctx);
  const scope = {
    ref: refOf(ctx),
    range: ctx.range,
    params: DEFAULT_VIEW_PARAMS,
    brandTerms: viewBrandTerms(ctx.brandTerms, gsc.property_uri),
  };
  const request = reportRequest(scope, null, {
    sort: "severity",
    desc: true,
    pageIndex: 0,
    pageSize: section.rows ?? SECTION_LIMITS.rows.default,
  });
  const answer = await cannibalizationReport(
    ctx.userId,
    gsc.property_uri,
    parseInput(request, cannibalizationRequestSchema),
  );
  return {
    type: "cannibalization",
    summary: {
      issues: answer.summary.issues,
      high: answer.summary.high,
      medium: answer.summary.medium,
      low: answer.summary.low,
    },
    table: {
      columns: [
        { key: "query", label: "Query", format: "text" },
        { key: "pages", label: "Pages", format: "number" },
        { key: "primaryPage", label: "Primary page", format: "url" },
        { key: "lostClicks", label: "Clicks lost", format: "number" },
        { key: "band", label: "Severity", format: "text" },
      ],
      rows: answer.issues.map((i) => ({
        query: i.query,
        pages: i.pageCount,
        primaryPage: i.primaryPage,
        lostClicks: i.estimatedLostClicks,
        band: i.band,
      })),
    },
  };
}

const aiInput = (ctx: Context) => {
  const gsc = needGsc(ctx);
  return parseInput(
    {
      ...refOf(ctx),
      ...ctx.range,
      compareWith: ctx.comparison ?? ctx.range,
      brandTerms: viewBrandTerms(ctx.brandTerms, gsc.property_uri).slice(0, 50),
    },
    aiInsightsRequestSchema,
  );
};

async function opportunities(ctx: Context, section: ReportSection): Promise<SectionData> {
  const gsc = needGsc(ctx);
  const answer = await opportunityList(
    ctx.userId,
    gsc.property_uri,
    opportunitiesOf(aiInput(ctx), { pageSize: section.rows ?? SECTION_LIMITS.rows.default }),
  );
  return {
    type: "opportunities",
    open: answer.counts.open,
    gain: answer.byType.reduce((sum, t) => sum + t.gain, 0),
    table: {
      columns: [
        { key: "type", label: "Type", format: "text" },
        { key: "subject", label: "Query or page", format: "text" },
        { key: "gain", label: "Clicks to gain", format: "number" },
        { key: "action", label: "What to do", format: "text" },
      ],
      rows: answer.rows.map((o) => ({
        type: o.type,
        subject: o.query ?? o.page ?? "",
        gain: o.gain,
        action: o.action,
      })),
    },
  };
}

async function coverage(ctx: Context, section: ReportSection): Promise<SectionData> {
  const gsc = needGsc(ctx);
  const answer = await coverageReport(
    ctx.db,
    ctx.userId,
    gsc.property_uri,
    parseInput(coverageRequest(refOf(ctx), DEFAULT_COVERAGE_STATE), coverageRequestSchema),
  );
  return {
    type: "coverage",
    summary: {
      total: answer.summary.total,
      indexed: answer.summary.indexed,
      notIndexed: answer.summary.notIndexed,
      unknown: answer.summary.unknown,
    },
    table: {
      columns: [
        { key: "issue", label: "Issue", format: "text" },
        { key: "urls", label: "Pages", format: "number" },
        { key: "clicks", label: "Clicks at stake", format: "number" },
      ],
      rows: answer.issues.slice(0, section.rows ?? SECTION_LIMITS.rows.default).map((i) => ({
        issue: i.label,
        urls: i.urls,
        clicks: i.clicksAtStake,
      })),
    },
  };
}

const GA4_METRICS = [
  { key: "sessions", label: "Organic sessions" },
  { key: "engagedSessions", label: "Engaged sessions" },
  { key: "keyEvents", label: "Key events" },
  { key: "totalUsers", label: "Users" },
] as const;

async function ga4(ctx: Context): Promise<SectionData> {
  const source = ctx.ga4;
  if (!source)
    throw new Unavailable("Add a Google Analytics 4 property to the project to show this.");
  const totals = async (range: DateRange) => {
    const base = organicSessionsRequest({ projectId: ctx.projectId, propertyId: source.id }, range);
    const { dimensions: _daily, orderBys: _order, ...request } = base.request;
    const answer = await ga4Report(ctx.userId, source.property_uri, {
      ...request,
      metrics: GA4_METRICS.map(({ key }) => ({ name: key })),
    });
    return answer.totals?.[0] ?? answer.rows[0]?.metrics ?? GA4_METRICS.map(() => 0);
  };
  const [now, before] = await Promise.all([
    totals(ctx.range),
    ctx.comparison ? totals(ctx.comparison) : null,
  ]);
  return {
    type: "ga4",
    metrics: GA4_METRICS.map(({ key, label }, i) => ({
      key,
      label,
      current: now[i] ?? 0,
      previous: before ? (before[i] ?? 0) : null,
    })),
  };
}

const GBP_LABELS: Record<string, string> = {
  CALL_CLICKS: "Calls",
  WEBSITE_CLICKS: "Website visits",
  BUSINESS_DIRECTION_REQUESTS: "Direction requests",
};

async function gbp(ctx: Context): Promise<SectionData> {
  const numbers = new Set(locationNumbers(ctx.sources));
  if (numbers.size === 0)
    throw new Unavailable("Add a Business Profile location to the project to show this.");
  const locations = (await withUser(ctx.userId, (tx) => listGmbLocations(tx), ctx.db)).filter((l) =>
    numbers.has(l.location_id),
  );
  if (locations.length === 0)
    throw new Unavailable("The project's Business Profile locations are not synced yet.");
  const sums = async (range: DateRange) => {
    const all = await Promise.all(
      locations.map((location) =>
        gbpMetrics(ctx.userId, location, {
          ...range,
          locationId: location.id,
          metrics: [...PROFILE_ACTION_METRICS],
        }),
      ),
    );
    return PROFILE_ACTION_METRICS.map((metric) =>
      all.reduce((sum, a) => sum + (a.series.find((s) => s.metric === metric)?.total ?? 0), 0),
    );
  };
  const [now, before] = await Promise.all([
    sums(ctx.range),
    ctx.comparison ? sums(ctx.comparison) : null,
  ]);
  return {
    type: "gbp",
    locations: locations.length,
    metrics: PROFILE_ACTION_METRICS.map((key, i) => ({
      key,
      label: GBP_LABELS[key] ?? key,
      current: now[i] ?? 0,
      previous: before ? (before[i] ?? 0) : null,
    })),
  };
}

async function aiSummary(ctx: Context): Promise<SectionData> {
  const written = await aiInsights(ctx.userId, needGsc(ctx).property_uri, aiInput(ctx));
  return {
    type: "ai-summary",
    sentences: written.summary.map((s) => s.text),
    actions: written.actions.map((a) => `${a.title}: ${a.detail}`),
  };
}

async function content(ctx: Context): Promise<SectionData> {
  const rows = await withUser(
    ctx.userId,
    (tx) =>
      tx
        .select()
        .from(contentItems)
        .where(
          and(
            eq(contentItems.project_id, ctx.projectId),
            eq(contentItems.status, "published"),
            between(contentItems.publish_date, ctx.range.startDate, ctx.range.endDate),
          ),
        )
        .orderBy(contentItems.publish_date)
        .limit(20),
    ctx.db,
  );
  const measured = await Promise.all(
    rows.map(async (row) => {
      const item = toContentItem(row);
      const performance = ctx.gsc
        ? await contentPerformance(ctx.db, ctx.userId, item).catch(() => null)
        : null;
      const ready = performance && performance.status !== "unpublished" ? performance : null;
      return {
        title: item.title,
        url: item.targetUrl ?? "",
        published: item.publishDate ?? "",
        before: ready?.beforeMetrics.clicks ?? null,
        after: ready?.afterMetrics?.clicks ?? null,
      };
    }),
  );
  return {
    type: "content",
    table: {
      columns: [
        { key: "title", label: "Title", format: "text" },
        { key: "url", label: "Page", format: "url" },
        { key: "published", label: "Published", format: "text" },
        { key: "before", label: "Clicks, 28 days before", format: "number" },
        { key: "after", label: "Clicks, 28 days after", format: "number" },
      ],
      rows: measured,
    },
  };
}

function build(ctx: Context, section: ReportSection): Promise<SectionData> {
  switch (section.type) {
    case "kpis":
      return kpis(ctx);
    case "trend":
      return trend(ctx);
    case "top-queries":
      return top(ctx, section, "query");
    case "top-pages":
      return top(ctx, section, "page");
    case "movers":
      return movers(ctx, section);
    case "branded":
      return branded(ctx);
    case "cannibalization":
      return cannibalization(ctx, section);
    case "opportunities":
      return opportunities(ctx, section);
    case "coverage":
      return coverage(ctx, section);
    case "ga4":
      return ga4(ctx);
    case "gbp":
      return gbp(ctx);
    case "ai-summary":
      return aiSummary(ctx);
    case "content":
      return content(ctx);
    case "note":
      return Promise.resolve({ type: "note", text: section.text ?? "" });
  }
}

async function settle(ctx: Context, section: ReportSection): Promise<SnapshotSection> {
  const head = { id: section.id, type: section.type, title: SECTION_LABELS[section.type] };
  try {
    return { ...head, status: "ready", data: await build(ctx, section) };
  } catch (error) {
    if (error instanceof Unavailable)
      return { ...head, status: "unavailable", reason: error.message };
    const toast = dataErrorToast(error);
    return { ...head, status: "unavailable", reason: `${toast.title}: ${toast.message}` };
  }
}

export type SnapshotProgress = (done: number, total: number) => Promise<void> | void;

/** Every figure of the report on `now`, with the logo as a data URL. */
export async function assembleSnapshot(
  db: Db,
  userId: string,
  report: ReportDto,
  logo: { contentType: string; bytes: Buffer } | null,
  { now = new Date(), onProgress }: { now?: Date; onProgress?: SnapshotProgress } = {},
): Promise<ReportSnapshot> {
  const [project] = await withUser(
    userId,
    (tx) => tx.select().from(projects).where(eq(projects.id, report.projectId)),
    db,
  );
  const sources = await withUser(userId, (tx) => listDataSources(tx, report.projectId), db);
  const period = resolvePeriod(report.period, googleToday(now));
  const ctx: Context = {
    db,
    userId,
    projectId: report.projectId,
    brandTerms: project?.brand_terms ?? [],
    sources,
    gsc: primarySource(sources, "gsc"),
    ga4: primarySource(sources, "ga4"),
    range: period.range,
    comparison: period.comparison,
  };
  let done = 0;
  const sections = await Promise.all(
    report.sections.map(async (section) => {
      const built = await settle(ctx, section);
      await onProgress?.(++done, report.sections.length);
      return built;
    }),
  );
  return {
    version: 1,
    reportId: report.id,
    title: report.title,
    projectName: project?.name ?? "",
    siteUrl: ctx.gsc?.property_uri ?? null,
    createdAt: now.toISOString(),
    period: {
      label: period.label,
      range: period.range,
      comparison: period.comparison,
      settled: period.settled,
    },
    branding: {
      ...report.branding,
      logo: logo ? `data:${logo.contentType};base64,${logo.bytes.toString("base64")}` : null,
    },
    pageSize: report.pageSize,
    sections,
  };
}
