// The alert check of a user with 100 projects, through the production server: the check runs as a
// background job on the server's queue, reads each project's Search Console and GA4 series from
// the emulator over HTTP, and judges every rule. Each project also watches one of its property's
// pages and tracks one of its queries (each a Search Console call of its own). Cold (Google's
// answers fetched) and again (the answers cached, the rules judged anew).
import { randomBytes } from "node:crypto";
import { chromium } from "@playwright/test";
import { signInWithGoogle } from "../../tests/e2e/support/sign-in";

const PROJECTS = 100;

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Property = { property_uri: string; property_type: "gsc" | "ga4" | "gmb" };

export async function benchAlerts(origin: string): Promise<{ label: string; value: string }[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
  });
  try {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await page.goto("/app/");
    await signInWithGoogle(page, {
      email: `bench-alerts-${randomBytes(5).toString("hex")}@e2e.rankwell.dev`,
      name: "Bench Alerts",
    });
    await page.waitForLoadState("networkidle");
    const api = page.request;
    const ok = async <T>(response: Awaited<ReturnType<typeof api.get>>): Promise<T> => {
      if (!response.ok())
        throw new Error(
          `${response.url()} answered ${response.status()}: ${await response.text()}`,
        );
      return (await response.json()) as T;
    };
    await ok(await api.post("/api/functions/sync-google-properties/"));
    const { properties } = await ok<{ properties: Property[] }>(
      await api.get("/api/google-properties/"),
    );
    const gsc = properties.filter((p) => p.property_type === "gsc");
    const ga4 = properties.filter((p) => p.property_type === "ga4");
    if (gsc.length === 0) throw new Error("the bench account has no Search Console property");
    // The pages and queries of each Search Console property, most clicks first.
    const topRows = new Map<string, Promise<{ page: string[]; query: string[] }>>();
    const rowsOf = async (projectId: string, sourceId: string, dimension: "page" | "query") => {
      const { rows } = await ok<{ rows: { keys: string[] }[] }>(
        await api.post("/api/data/search-console/", {
          data: {
            projectId,
            propertyId: sourceId,
            startDate: daysAgo(30),
            endDate: daysAgo(3),
            dimensions: [dimension],
            type: "web",
            table: { sort: "clicks", desc: true, pageIndex: 0, pageSize: 100 },
          },
        }),
      );
      return rows.map((row) => row.keys[0]!);
    };
    for (let i = 0; i < PROJECTS; i++) {
      const { project } = await ok<{ project: { id: string } }>(
        await api.post("/api/projects/", { data: { name: `Bench ${i + 1}` } }),
      );
      const sources = [gsc[i % gsc.length]!, ...(ga4.length ? [ga4[i % ga4.length]!] : [])];
      const added: { id: string }[] = [];
      for (const source of sources)
        added.push(
          (
            await ok<{ dataSource: { id: string } }>(
              await api.post(`/api/projects/${project.id}/data-sources/`, {
                data: { type: source.property_type, property_uri: source.property_uri },
              }),
            )
          ).dataSource,
        );
      const property = gsc[i % gsc.length]!.property_uri;
      if (!topRows.has(property))
        topRows.set(
          property,
          Promise.all([
            rowsOf(project.id, added[0]!.id, "page"),
            rowsOf(project.id, added[0]!.id, "query"),
          ]).then(
            ([page, query]) => ({ page, query }),
            // A property the account may not open (the world has some) watches nothing more.
            () => ({ page: [], query: [] }),
          ),
        );
      const top = await topRows.get(property)!;
      // Projects that share a property watch different pages and queries of it.
      const nth = Math.floor(i / gsc.length);
      const targets = [
        { metric: "gsc_page_clicks", target: top.page[nth % top.page.length] },
        { metric: "gsc_query_position", target: top.query[nth % top.query.length] },
      ];
      for (const { metric, target } of targets)
        if (target)
          await ok(
            await api.post("/api/alerts/rules/", {
              data: { projectId: project.id, metric, target },
            }),
          );
    }
    const check = async () => {
      const started = performance.now();
      const result = await ok<{ checked: number; created: number }>(
        await api.post("/api/alerts/check/", { timeout: 120_000 }),
      );
      return { ...result, seconds: (performance.now() - started) / 1000 };
    };
    const cold = await check();
    const warm = await check();
    const distinct = `${Math.min(gsc.length, PROJECTS)} Search Console and ${Math.min(ga4.length, PROJECTS)} GA4 properties`;
    return [
      {
        label: `alert check, ${PROJECTS} projects, ${cold.checked} rules (${distinct}), Google answers fetched (target ≤ 10 s)`,
        value: `${cold.seconds.toFixed(2)} s, ${cold.created} alerts`,
      },
      {
        label: `the same check again, Google answers cached`,
        value: `${warm.seconds.toFixed(2)} s, ${warm.created} new alerts`,
      },
    ];
  } finally {
    await browser.close();
  }
}
