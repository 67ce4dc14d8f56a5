import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { SMTPServer } from "smtp-server";
import { unzipSync, strFromU8 } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import { vi } from "vitest";
import type { SearchConsoleDataResponse } from "@/lib/data-api/types";
import type {
  CreatedShare,
  ReportDto,
  ReportFileDto,
  ReportFileStatus,
  ReportOutputsResponse,
  ReportSnapshot,
} from "@/lib/reports/types";

// Reports against the Google emulator over real HTTP: the KPI figures are the Overview's for the
// same period, the PDF holds them, the zip holds a CSV per table, a share link shows its frozen
// snapshot until revoked, a schedule mails the PDF, and another user's report is a 404.

const state = vi.hoisted(() => {
  process.env.AUTH_SECRET = "reports-routes-test-secret-0123456789abcdef";
  process.env.TOKEN_ENCRYPTION_KEY = "0123456789abcdef".repeat(4);
  process.env.JOB_WORKERS = "off";
  return { origin: "" };
});
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/lib/google/hosts", async (importOriginal) => {
  const { EMBEDDED_GOOGLE_BASE_PATH } = await import("@/lib/google/base-urls");
  const actual = await importOriginal<typeof import("@/lib/google/hosts")>();
  return {
    ...actual,
    googleApiRoots: () => actual.googleApiRootsAt(`${state.origin}${EMBEDDED_GOOGLE_BASE_PATH}`),
  };
});
vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });

const { emulatorRoutes } = await import("@/tests/support/emulator-routes");
const { apiRequest, paramsOf, UNKNOWN_ID } = await import("@/tests/support/signed-in-requests");
const reportsRoute = await import("./route");
const reportRoute = await import("./[reportId]/route");
const logoRoute = await import("./[reportId]/logo/route");
const previewRoute = await import("./[reportId]/preview/route");
const outputsRoute = await import("./[reportId]/outputs/route");
const pdfRoute = await import("./[reportId]/pdf/route");
const fileRoute = await import("./[reportId]/files/[fileId]/route");
const downloadRoute = await import("./[reportId]/files/[fileId]/download/route");
const csvRoute = await import("./[reportId]/csv/route");
const sharesRoute = await import("./[reportId]/shares/route");
const shareRoute = await import("./[reportId]/shares/[shareId]/route");
const schedulesRoute = await import("./[reportId]/schedules/route");
const publicShare = await import("@/app/r/[token]/route");
const printRoute = await import("@/app/app/reports/[reportId]/print/route");
const gscRoute = await import("../data/search-console/route");
const { daysRequest } = await import("@/lib/overview/requests");
const { runReportPdfs, sendDueReports } = await import("@/lib/reports/jobs");
const { smtpReportMailer } = await import("@/lib/reports/mail");
const { formatNumber } = await import("@/lib/format/numbers");

type Handler = (request: never, context: never) => Promise<Response>;
type User = { id: string; email: string };

const routes = emulatorRoutes(state);
let user: User;
let other: User;
let gsc: { projectId: string; propertyId: string };

beforeAll(async () => {
  await routes.start();
  user = await routes.signedInUser("dana@example.com");
  other = await routes.signedInUser("eve@example.com");
  gsc = await routes.dataSource(user, "gsc", "sc-domain:greenleaf.example", "Greenleaf");
}, 60_000);
afterAll(() => routes.stop());

async function call(
  handler: unknown,
  path: string,
  {
    method = "GET",
    body,
    caller = user,
    params = {},
  }: {
    method?: string;
    body?: unknown;
    caller?: User;
    params?: Record<string, string>;
  } = {},
) {
  return (handler as Handler)(
    (await apiRequest(path, { user: caller, method, body })) as never,
    paramsOf(params) as never,
  );
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const SECTIONS = [
  { id: "kpis-1", type: "kpis" },
  { id: "trend-1", type: "trend" },
  { id: "queries-1", type: "top-queries", rows: 5 },
  { id: "movers-1", type: "movers", rows: 5 },
  { id: "ga4-1", type: "ga4" },
  { id: "note-1", type: "note", text: "Spring campaign starts in April." },
];

async function newReport(): Promise<ReportDto> {
  const created = await json<ReportDto>(
    await call(reportsRoute.POST, "/api/reports/", {
      method: "POST",
      body: { projectId: gsc.projectId, title: "Greenleaf monthly report" },
    }),
    201,
  );
  return json<ReportDto>(
    await call(reportRoute.PATCH, `/api/reports/${created.id}/`, {
      method: "PATCH",
      params: { reportId: created.id },
      body: {
        period: { preset: "last-month", compare: "previous" },
        sections: SECTIONS,
        branding: { name: "Acme SEO Agency", accent: "#0F766E", showRankwell: false },
      },
    }),
  );
}

async function preview(reportId: string) {
  return json<ReportSnapshot>(
    await call(previewRoute.GET, `/api/reports/${reportId}/preview/`, { params: { reportId } }),
  );
}

const kpisOf = (snapshot: ReportSnapshot) => {
  const section = snapshot.sections.find((s) => s.type === "kpis");
  if (section?.status !== "ready" || section.data.type !== "kpis") throw new Error("no KPIs");
  return section.data;
};

describe("reports", () => {
  it("answers the Overview's KPI figures for the same period and comparison", async () => {
    const report = await newReport();
    const snapshot = await preview(report.id);
    expect(snapshot.period.range).toEqual({ startDate: "2026-02-01", endDate: "2026-02-28" });
    expect(snapshot.period.comparison).toEqual({ startDate: "2026-01-01", endDate: "2026-01-31" });
    const overview = await json<SearchConsoleDataResponse>(
      await call(gscRoute.POST, "/api/data/search-console/", {
        method: "POST",
        body: daysRequest(gsc, snapshot.period.range, false, snapshot.period.comparison!),
      }),
    );
    const kpis = kpisOf(snapshot);
    expect(kpis.current.clicks).toBeGreaterThan(0);
    expect(kpis.current).toEqual({
      clicks: overview.totals.clicks,
      impressions: overview.totals.impressions,
      ctr: overview.totals.ctr,
      position: overview.totals.position,
    });
    expect(kpis.previous?.clicks).toBe(overview.previousTotals?.clicks);
    // A source the project lacks is kept with its reason; the note is the user's own text.
    const ga4 = snapshot.sections.find((s) => s.type === "ga4");
    expect(ga4).toMatchObject({
      status: "unavailable",
      reason: expect.stringMatching(/Analytics/),
    });
    expect(snapshot.sections.map((s) => s.id)).toEqual(SECTIONS.map((s) => s.id));
    expect(snapshot.branding).toMatchObject({ name: "Acme SEO Agency", accent: "#0f766e" });
  }, 60_000);

  it("prints a PDF whose text holds the KPI figures, and keeps it for download", async () => {
    const report = await newReport();
    const file = await json<ReportFileDto>(
      await call(pdfRoute.POST, `/api/reports/${report.id}/pdf/`, {
        method: "POST",
        params: { reportId: report.id },
        body: { pageSize: "letter" },
      }),
      202,
    );
    expect(file).toMatchObject({ state: "pending", kind: "pdf", pageSize: "letter" });
    const { getDb } = await import("@/lib/db/client");
    const db = await getDb();
    const result = await runReportPdfs({ userId: user.id, db, progress: async () => {} });
    expect(result.printed).toBeGreaterThanOrEqual(1);
    const status = await json<ReportFileStatus>(
      await call(fileRoute.GET, "/", { params: { reportId: report.id, fileId: file.id } }),
    );
    expect(status.state).toBe("ready");
    const download = await call(downloadRoute.GET, "/", {
      params: { reportId: report.id, fileId: file.id },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await download.arrayBuffer());
    const pdf = await getDocumentProxy(bytes);
    const { text } = await extractText(pdf, { mergePages: true });
    const kpis = kpisOf(await preview(report.id));
    expect(text).toContain(formatNumber(kpis.current.clicks));
    expect(text).toContain(formatNumber(kpis.current.impressions));
    expect(text).toContain("Greenleaf monthly report");
    expect(text).toContain("Acme SEO Agency");
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).not.toContain("Rankwell");
    expect(pdf.numPages).toBeGreaterThanOrEqual(SECTIONS.length);
    // Another user can neither see the file nor the report.
    const foreign = await call(downloadRoute.GET, "/", {
      caller: other,
      params: { reportId: report.id, fileId: file.id },
    });
    expect(foreign.status).toBe(404);
  }, 120_000);

  it("serves its owner the printable page, and nobody else", async () => {
    const report = await newReport();
    const page = await call(printRoute.GET, "/", { params: { reportId: report.id } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("<h2>KPI summary</h2>");
    expect(html).toContain("Spring campaign starts in April.");
    const foreign = await call(printRoute.GET, "/", {
      caller: other,
      params: { reportId: report.id },
    });
    expect(foreign.status).toBe(404);
  }, 60_000);

  it("downloads the tables as a zip with one CSV per table", async () => {
    const report = await newReport();
    const response = await call(csvRoute.GET, "/", { params: { reportId: report.id } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.zip"/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      "01-kpi-summary.csv",
      "03-top-queries.csv",
      "04-winners-and-losers-losers.csv",
      "04-winners-and-losers-winners.csv",
    ]);
    const queries = strFromU8(files["03-top-queries.csv"]!)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(queries[0]).toBe("Query,Clicks,Change,Impressions,CTR,Position");
    expect(queries.filter(Boolean)).toHaveLength(6);
    const outputs = await json<ReportOutputsResponse>(
      await call(outputsRoute.GET, "/", { params: { reportId: report.id } }),
    );
    expect(outputs.files.map((f) => f.kind)).toEqual(["zip"]);
  }, 60_000);

  it("shares a frozen snapshot without sign-in, never indexed, until the link is revoked", async () => {
    const report = await newReport();
    const share = await json<CreatedShare>(
      await call(sharesRoute.POST, "/", {
        method: "POST",
        params: { reportId: report.id },
        body: { expiresInDays: 30 },
      }),
      201,
    );
    const token = share.url.match(/\/r\/([\w-]+)\/$/)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const open = () =>
      publicShare.GET(new Request(share.url), { params: Promise.resolve({ token }) });
    // The figures are frozen: renaming the report does not change the shared page.
    await call(reportRoute.PATCH, "/", {
      method: "PATCH",
      params: { reportId: report.id },
      body: { title: "Renamed afterwards" },
    });
    const page = await open();
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toMatch(/noindex/);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain("Greenleaf monthly report");
    expect(html).not.toContain("Renamed afterwards");
    expect(html).not.toContain("<script");
    const { rows } = await routes.t.client.query<{ token_hash: string }>(
      "select token_hash from report_shares where id = $1",
      [share.id],
    );
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.token_hash).not.toContain(token);

    expect(
      (
        await call(shareRoute.DELETE, "/", {
          method: "DELETE",
          caller: other,
          params: { reportId: report.id, shareId: share.id },
        })
      ).status,
    ).toBe(404);
    const revoked = await json<{ active: boolean }>(
      await call(shareRoute.DELETE, "/", {
        method: "DELETE",
        params: { reportId: report.id, shareId: share.id },
      }),
    );
    expect(revoked.active).toBe(false);
    expect((await open()).status).toBe(404);
    const unknown = await publicShare.GET(new Request("http://localhost/r/x/"), {
      params: Promise.resolve({ token: "a".repeat(43) }),
    });
    expect(unknown.status).toBe(404);
  }, 60_000);

  it("accepts a PNG logo by its bytes and refuses SVG and files over 160 KB", async () => {
    const report = await newReport();
    const put = async (bytes: Uint8Array) => {
      const base = await apiRequest(`/api/reports/${report.id}/logo/`, { user, method: "PUT" });
      const request = new NextRequest(base.url, {
        method: "PUT",
        headers: base.headers,
        body: bytes as BodyInit,
      });
      return (logoRoute.PUT as Handler)(
        request as never,
        paramsOf({ reportId: report.id }) as never,
      );
    };
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    const refused = await put(svg);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe("invalid_logo");
    expect((await put(new Uint8Array(160 * 1024 + 1))).status).toBe(413);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await put(png)).status).toBe(204);
    const snapshot = await preview(report.id);
    expect(snapshot.branding.logo).toMatch(/^data:image\/png;base64,/);
  }, 60_000);

  it("refuses invalid input with a 400 and answers 404 for another user's report", async () => {
    const report = await newReport();
    for (const body of [
      { sections: [{ id: "x", type: "unknown" }] },
      {
        period: {
          preset: "custom",
          compare: "none",
          startDate: "2026-02-10",
          endDate: "2026-02-01",
        },
      },
      { branding: { name: "A", accent: "red", showRankwell: false } },
      { title: " " },
    ]) {
      const response = await call(reportRoute.PATCH, "/", {
        method: "PATCH",
        params: { reportId: report.id },
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const bad = await call(schedulesRoute.POST, "/", {
      method: "POST",
      params: { reportId: report.id },
      body: { cadence: "weekly", day: 1, recipients: ["not-an-email"] },
    });
    expect(bad.status).toBe(400);
    const tooMany = await call(schedulesRoute.POST, "/", {
      method: "POST",
      params: { reportId: report.id },
      body: {
        cadence: "monthly",
        day: 4,
        recipients: Array.from({ length: 21 }, (_, i) => `client${i}@example.com`),
      },
    });
    expect(tooMany.status).toBe(400);
    for (const [handler, method] of [
      [reportRoute.GET, "GET"],
      [reportRoute.DELETE, "DELETE"],
      [previewRoute.GET, "GET"],
    ] as const) {
      const response = await call(handler, "/", {
        method,
        caller: other,
        params: { reportId: report.id },
      });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("not_found");
    }
    expect((await call(reportRoute.GET, "/", { params: { reportId: UNKNOWN_ID } })).status).toBe(
      404,
    );
    expect((await call(reportRoute.GET, "/", { params: { reportId: "nope" } })).status).toBe(400);
    const foreignList = await call(reportsRoute.GET, `/api/reports/?projectId=${gsc.projectId}`, {
      caller: other,
    });
    expect(foreignList.status).toBe(404);
  }, 60_000);

  it("mails a due schedule's PDF to its recipients and records the sending with its file", async () => {
    const received: { to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      size: 30 * 1024 * 1024,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    try {
      const report = await newReport();
      const schedule = await json<{ id: string; nextRunAt: string }>(
        await call(schedulesRoute.POST, "/", {
          method: "POST",
          params: { reportId: report.id },
          body: {
            cadence: "monthly",
            day: 4,
            recipients: ["Client@Example.com", "boss@example.com"],
          },
        }),
        201,
      );
      expect(schedule.nextRunAt).toBe("2026-03-04T15:00:00.000Z");
      const { getDb } = await import("@/lib/db/client");
      const db = await getDb();
      const port = (smtp.server.address() as AddressInfo).port;
      const mailer = smtpReportMailer(`smtp://127.0.0.1:${port}`, "Reports <reports@example.com>");
      const early = await sendDueReports(
        { userId: user.id, db, progress: async () => {} },
        { now: new Date("2026-03-04T14:59:00Z"), mailer },
      );
      expect(early.due).toBe(0);
      const sent = await sendDueReports(
        { userId: user.id, db, progress: async () => {} },
        { now: new Date("2026-03-04T15:05:00Z"), mailer },
      );
      expect(sent).toEqual({ sent: 1, due: 1 });
      expect(received).toHaveLength(1);
      expect(received[0]!.to.sort()).toEqual(["boss@example.com", "client@example.com"]);
      expect(received[0]!.raw).toContain("Content-Type: application/pdf");
      expect(received[0]!.raw).toMatch(/filename=.*\.pdf/);
      const outputs = await json<ReportOutputsResponse>(
        await call(outputsRoute.GET, "/", { params: { reportId: report.id } }),
      );
      expect(outputs.deliveries).toHaveLength(1);
      expect(outputs.deliveries[0]).toMatchObject({ state: "sent", scheduleId: schedule.id });
      expect(outputs.files.find((f) => f.id === outputs.deliveries[0]!.fileId)?.kind).toBe("pdf");
      expect(outputs.schedules[0]!.nextRunAt).toBe("2026-04-04T14:00:00.000Z");
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 120_000);
});
