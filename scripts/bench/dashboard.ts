// The signed-in dashboard's figures: a demo user's session against a running production server, the
// Search Console data handler's time for a 50,000-row request, and Lighthouse with that session.
import { randomBytes } from "node:crypto";
import { chromium, type Page } from "@playwright/test";
import { subDays, subMonths } from "date-fns";
import { toDateKey } from "@/lib/dates/format";
import { signInWithGoogle, type SignInAccount } from "../../tests/e2e/support/sign-in";
import { runLighthouse, type PageFigures, type Strategy } from "./lighthouse";

export type SignIn = (page: Page, account: Partial<SignInAccount>) => Promise<unknown>;

export type HandlerTiming = {
  rows: number;
  capped: boolean;
  /** Until the answer's headers: the handler's own time (the JSON is built before they are sent). */
  coldMs: number;
  p50Ms: number;
  /** Until the last byte of the body, for the same calls. */
  coldTotalMs: number;
  p50TotalMs: number;
  bodyMb: number;
};

export type DashboardSession = {
  /** The Cookie header of the signed-in session, for Lighthouse's extraHeaders. */
  cookie: string;
  projectId: string;
  propertyId: string;
  /** The signed-in pages to measure, with the project chosen. */
  paths: string[];
  handler: HandlerTiming;
  /** Per page: the largest JSON answer the browser received while the page loaded, in bytes. */
  largestJson: { path: string; url: string; bytes: number }[];
};

/** Loads each page in the signed-in browser and keeps the largest JSON answer it received. */
async function largestJsonAnswers(page: Page, paths: string[]) {
  const largest = [];
  for (const path of paths) {
    let best = { path, url: "", bytes: 0 };
    const listen = async (response: import("@playwright/test").Response) => {
      if (!response.headers()["content-type"]?.includes("application/json")) return;
      const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
      if (bytes > best.bytes) best = { path, url: new URL(response.url()).pathname, bytes };
    };
    page.on("response", listen);
    await page.goto(path);
    // The change stream stays open, so "network idle" never comes: wait for the widgets instead.
    await page.waitForTimeout(8000);
    page.off("response", listen);
    largest.push(best);
  }
  return largest;
}

const GREENLEAF = "sc-domain:greenleaf.example";
const WARM_CALLS = 10;

async function json<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }) {
  if (!response.ok()) throw new Error(`request failed with ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * A project of Greenleaf's GA4 property alone, for the Analytics view (the other views' project
 * keeps only the Search Console property, so their figures compare with earlier runs).
 */
async function analyticsProject(page: Page): Promise<string> {
  const { properties } = await json<{
    properties: { property_type: string; property_uri: string; property_name: string }[];
  }>(await page.request.get("/api/google-properties/"));
  const ga4 = properties.find(
    (p) => p.property_type === "ga4" && /greenleaf\.example - GA4/.test(p.property_name),
  );
  if (!ga4) throw new Error("the demo account has no Greenleaf GA4 property");
  const { project } = await json<{ project: { id: string } }>(
    await page.request.post("/api/projects/", { data: { name: "Greenleaf analytics (bench)" } }),
  );
  await json(
    await page.request.post(`/api/projects/${project.id}/data-sources/`, {
      data: { type: "ga4", property_uri: ga4.property_uri },
    }),
  );
  return project.id;
}

/** A project holding the greenleaf domain property, made through the API as the signed-in user. */
async function greenleafProject(page: Page): Promise<{ projectId: string; propertyId: string }> {
  await json(await page.request.post("/api/functions/sync-google-properties/"));
  const { project } = await json<{ project: { id: string } }>(
    await page.request.post("/api/projects/", { data: { name: "Greenleaf (bench)" } }),
  );
  const { dataSource } = await json<{ dataSource: { id: string } }>(
    await page.request.post(`/api/projects/${project.id}/data-sources/`, {
      data: { type: "gsc", property_uri: GREENLEAF },
    }),
  );
  return { projectId: project.id, propertyId: dataSource.id };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Times POST /api/data/search-console/ for one table page over query×page rows of 16 months (up to
 * 50,000 on the server): the cold call, then warm ones with other pages of the same report.
 */
async function timeHandler(origin: string, cookie: string, body: object): Promise<HandlerTiming> {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${origin}/api/data/search-console/`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
    const headersMs = performance.now() - started;
    const text = await response.text();
    if (!response.ok)
      throw new Error(`data route answered ${response.status}: ${text.slice(0, 200)}`);
    const data = JSON.parse(text) as {
      rows: unknown[];
      meta: { capped: boolean; totalRows: number };
    };
    return {
      headersMs,
      totalMs: performance.now() - started,
      rows: data.meta.totalRows,
      capped: data.meta.capped,
      bytes: text.length,
    };
  };
  const cold = await call();
  const warm = [];
  for (let i = 0; i < WARM_CALLS; i++) warm.push(await call());
  return {
    rows: cold.rows,
    capped: cold.capped,
    coldMs: cold.headersMs,
    p50Ms: median(warm.map((w) => w.headersMs)),
    coldTotalMs: cold.totalMs,
    p50TotalMs: median(warm.map((w) => w.totalMs)),
    bodyMb: cold.bytes / 1e6,
  };
}

/**
 * Signs an ad-hoc account in through the Google emulator (it sees the demo properties), creates a
 * project with the greenleaf domain property and times the Search Performance data handler.
 */
export async function benchDashboard(
  origin: string,
  signIn: SignIn = signInWithGoogle,
): Promise<DashboardSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
  });
  try {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto("/app/");
    const email = `bench-${randomBytes(5).toString("hex")}@e2e.rankwell.dev`;
    await signIn(page, { email, name: "Bench Tester" });
    await page.waitForLoadState("networkidle");
    const { projectId, propertyId } = await greenleafProject(page);
    const analyticsId = await analyticsProject(page);
    const cookie = (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join("; ");

    const today = new Date();
    const handler = await timeHandler(origin, cookie, {
      projectId,
      propertyId,
      startDate: toDateKey(subMonths(today, 16)),
      endDate: toDateKey(subDays(today, 3)),
      dimensions: ["query", "page"],
      table: { sort: "clicks", desc: true, pageIndex: 2, pageSize: 100 },
    });
    const paths = [
      `/app/?project=${projectId}`,
      `/app/search-performance/?project=${projectId}`,
      `/app/search-performance/cannibalization/?project=${projectId}`,
      `/app/gsc-insights/?project=${projectId}`,
      `/app/opportunities/?project=${projectId}`,
      `/app/ai-insights/?project=${projectId}`,
      `/app/analytics/?project=${analyticsId}`,
      `/app/url-inspection/?project=${projectId}`,
      `/app/coverage/?project=${projectId}`,
      `/app/ga4-explore/?project=${analyticsId}`,
      `/app/all-in-one/?project=${projectId}`,
    ];
    const largestJson = await largestJsonAnswers(page, paths);
    return {
      cookie,
      projectId,
      propertyId,
      paths,
      handler,
      largestJson,
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse on a signed-in page, median of `runs` runs, each figure on its own. */
export async function signedInLighthouse(
  url: string,
  strategy: Strategy,
  cookie: string,
  runs = 3,
): Promise<PageFigures> {
  const results: PageFigures[] = [];
  for (let i = 0; i < runs; i++)
    results.push(await runLighthouse(url, strategy, { Cookie: cookie }));
  const keys = Object.keys(results[0]!) as (keyof PageFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k]))])) as PageFigures;
}

export function formatHandler(t: HandlerTiming): string {
  return [
    `Search Console data handler, ${t.rows.toLocaleString("en-US")} query×page rows over 16 months${t.capped ? " (capped)" : ""}:`,
    `one 100-row page: cold ${t.coldMs.toFixed(0)} ms, p50 of ${WARM_CALLS} warm ${t.p50Ms.toFixed(0)} ms;`,
    `with the ${(t.bodyMb * 1000).toFixed(0)} KB body read: cold ${t.coldTotalMs.toFixed(0)} ms, p50 ${t.p50TotalMs.toFixed(0)} ms`,
  ].join(" ");
}
