// @vitest-environment jsdom
import * as React from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { AlertChartPoint, AlertDto, AlertRuleDto } from "@/lib/alerts/types";
import { AlertsBell } from "./alerts-bell";
import { snoozeText, viewTitle } from "./alert-text";
import { AlertChart, alertChartLabel, alertComparison } from "./alert-chart";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

// jsdom lays nothing out, so the responsive container would measure 0×0 and draw nothing.
vi.mock("recharts", async (importOriginal) => {
  const recharts = await importOriginal<typeof import("recharts")>();
  return {
    ...recharts,
    ResponsiveContainer: ({
      children,
    }: {
      children: React.ReactElement<{ width?: number; height?: number }>;
    }) => React.cloneElement(children, { width: 360, height: 72 }),
  };
});

const PROJECT_ID = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const RULE_ID = "2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182";

/** 8 weeks of days up to 2025-11-23, flat at 400 until a fall to 120 on the last day. */
function weeks(): AlertChartPoint[] {
  const end = Date.UTC(2025, 10, 23);
  return Array.from({ length: 56 }, (_, i) => {
    const date = new Date(end - (55 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, value: i === 55 ? 120 : 400 + (i % 7) * 5, expected: 410 };
  });
}

function alert(overrides: Partial<AlertDto> = {}): AlertDto {
  return {
    id: "a1",
    projectId: PROJECT_ID,
    projectName: "Client blog",
    ruleId: RULE_ID,
    metric: "gsc_clicks",
    label: "Search clicks",
    day: "2025-11-23",
    title: "Search clicks fell sharply",
    message: "120 clicks on Sunday, where about 410 were expected.",
    observed: 120,
    expected: 410,
    chart: weeks(),
    href: `/app/search-performance/?project=${PROJECT_ID}&start=2025-09-29&end=2025-11-23`,
    readAt: null,
    createdAt: "2025-11-24T14:00:00.000Z",
    ...overrides,
  };
}

/** Seven sitemap errors against two at the last check, a day earlier. */
const sitemapErrorsAlert = () =>
  alert({
    metric: "gsc_sitemap_errors",
    label: "Sitemap errors",
    observed: 7,
    expected: 2,
    chart: [
      { date: "2025-11-22", value: 2, expected: null },
      { date: "2025-11-23", value: 7, expected: null },
    ],
  });

const RULE: AlertRuleDto = {
  id: RULE_ID,
  projectId: PROJECT_ID,
  metric: "gsc_clicks",
  label: "Search clicks",
  target: null,
  threshold: 3.5,
  direction: "drop",
  inApp: true,
  email: false,
  webhookUrl: null,
  muted: false,
  snoozedUntil: null,
  createdAt: "2025-11-01T10:00:00.000Z",
  updatedAt: "2025-11-01T10:00:00.000Z",
};

// What the server answers: the list for GET /api/alerts/, or `listResponse` when set.
let alerts: AlertDto[] = [];
let unread = 0;
let listResponse: (() => Response) | null = null;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? "GET";
  if (url === "/api/alerts/" && method === "GET")
    return listResponse ? listResponse() : Response.json({ alerts, unread });
  if (url === "/api/alerts/read/" && method === "POST") {
    const { ids } = JSON.parse(String(init?.body)) as { ids: string[] };
    alerts = alerts.map((each) =>
      ids.includes(each.id) ? { ...each, readAt: "2025-11-24T15:00:00.000Z" } : each,
    );
    unread = alerts.filter((each) => each.readAt === null).length;
    return Response.json({ unread });
  }
  if (url === `/api/alerts/rules/${RULE_ID}/` && method === "PATCH")
    return Response.json({ rule: { ...RULE, ...(JSON.parse(String(init?.body)) as object) } });
  return Response.json({ error: { code: "not_found", message: "No route." } }, { status: 404 });
});

let client: QueryClient;

function renderBell() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AlertsBell />
    </QueryClientProvider>,
  );
}

async function openBell(name: string | RegExp = /^Alerts/) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Alerts" }) };
}

// next/link adds the trailing slash only in a Next build (next.config's trailingSlash); here it
// drops it, so the comparison puts it back.
const hrefOf = (link: HTMLElement) =>
  (link.getAttribute("href") ?? "").replace(/^([^?#]*[^/?#])(?=[?#]|$)/, "$1/");

const callsTo = (url: string, method: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === url && init?.method === method);

// Radix menus use browser APIs that jsdom lacks.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  alerts = [];
  unread = 0;
  listResponse = null;
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe("AlertsBell", () => {
  it("shows the unread count on the button and in its name, and no badge when all are read", async () => {
    alerts = [alert(), alert({ id: "a2" }), alert({ id: "a3" })];
    unread = 3;
    renderBell();
    const button = await screen.findByRole("button", { name: "Alerts, 3 unread" });
    expect(within(button).getByTestId("alerts-badge")).toHaveTextContent("3");

    cleanup();
    alerts = [alert({ readAt: "2025-11-24T15:00:00.000Z" })];
    unread = 0;
    renderBell();
    await waitFor(() => expect(client.getQueryState(["alerts", "list"])?.status).toBe("success"));
    const quiet = screen.getByRole("button", { name: "Alerts" });
    expect(within(quiet).queryByTestId("alerts-badge")).not.toBeInTheDocument();
  });

  it("leaves a phone's header to the filters unless alerts are unread or the list is open", async () => {
    alerts = [alert({ readAt: "2025-11-24T15:00:00.000Z" })];
    unread = 0;
    renderBell();
    await waitFor(() => expect(client.getQueryState(["alerts", "list"])?.status).toBe("success"));
    const quiet = screen.getByRole("button", { name: "Alerts" });
    expect(quiet).toHaveClass("max-sm:hidden");
    await userEvent.setup().click(quiet);
    await screen.findByRole("dialog", { name: "Alerts" });
    expect(screen.getByRole("button", { name: "Alerts" })).not.toHaveClass("max-sm:hidden");

    cleanup();
    alerts = [alert()];
    unread = 1;
    renderBell();
    expect(await screen.findByRole("button", { name: "Alerts, 1 unread" })).not.toHaveClass(
      "max-sm:hidden",
    );
  });

  it("lists the alerts with their project, day, message, chart and view, and marks the unread ones read", async () => {
    alerts = [
      alert(),
      alert({
        id: "a2",
        metric: "google_connection",
        label: "Google connection",
        title: "Google needs you to sign in again",
        message: "Rankwell cannot read Client blog's data until you do.",
        observed: null,
        expected: null,
        chart: [],
        href: "/app/settings/#google",
        day: "2025-11-20",
        readAt: "2025-11-21T08:00:00.000Z",
      }),
    ];
    unread = 1;
    renderBell();
    const { dialog } = await openBell("Alerts, 1 unread");

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/alerts/read/",
        expect.objectContaining({ method: "POST", body: '{"ids":["a1"]}' }),
      ),
    );
    expect(callsTo("/api/alerts/read/", "POST")).toHaveLength(1);
    expect(await screen.findByRole("button", { name: "Alerts" })).toBeInTheDocument();
    expect(screen.queryByTestId("alerts-badge")).not.toBeInTheDocument();

    const [fell, google] = within(dialog).getAllByTestId("alert-item");
    await waitFor(() => expect(fell).toHaveAttribute("data-read", "true"));
    expect(
      within(fell!).getByRole("heading", { name: /Search clicks fell sharply/ }),
    ).toBeVisible();
    expect(within(fell!).getByText("Client blog")).toBeInTheDocument();
    expect(within(fell!).getByText("Nov 23, 2025")).toHaveAttribute("datetime", "2025-11-23");
    expect(within(fell!).getByText(/120 clicks on Sunday/)).toBeInTheDocument();
    const chart = await within(fell!).findByRole("img", {
      name: "Search clicks, 8 weeks: 120 on 23 Nov against 410 expected",
    });
    expect(chart.querySelector('path[stroke-dasharray="4 3"]')).not.toBeNull();
    expect(hrefOf(within(fell!).getByRole("link", { name: "Open in Search Performance" }))).toBe(
      alerts[0]!.href,
    );

    expect(google).toHaveAttribute("data-read", "true");
    expect(within(google!).queryByRole("img")).not.toBeInTheDocument();
    expect(within(google!).getByRole("link", { name: "Open in Settings" })).toBeInTheDocument();
  });

  it("mutes the alert's rule with PATCH { muted: true }", async () => {
    alerts = [alert({ readAt: "2025-11-24T15:00:00.000Z" })];
    renderBell();
    const { user, dialog } = await openBell();

    await user.click(within(dialog).getByRole("button", { name: "Mute rule" }));

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/alerts/rules/${RULE_ID}/`,
        expect.objectContaining({ method: "PATCH", body: '{"muted":true}' }),
      ),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Search clicks alerts muted for Client blog",
        expect.anything(),
      ),
    );
    expect(callsTo("/api/alerts/read/", "POST")).toHaveLength(0);
  });

  it("snoozes the rule for a day with snoozedUntil a day from now", async () => {
    alerts = [alert({ readAt: "2025-11-24T15:00:00.000Z" })];
    renderBell();
    const { user, dialog } = await openBell();

    await user.click(within(dialog).getByRole("button", { name: "Snooze" }));
    const before = Date.now();
    await user.click(await screen.findByRole("menuitem", { name: "Snooze 1 day" }));

    await waitFor(() => expect(callsTo(`/api/alerts/rules/${RULE_ID}/`, "PATCH")).toHaveLength(1));
    const [, init] = callsTo(`/api/alerts/rules/${RULE_ID}/`, "PATCH")[0]!;
    const body = JSON.parse(String(init?.body)) as { snoozedUntil: string };
    expect(Object.keys(body)).toEqual(["snoozedUntil"]);
    const until = Date.parse(body.snoozedUntil);
    expect(until).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
  });

  it("offers no rule actions for an alert whose rule is gone", async () => {
    alerts = [alert({ ruleId: null, readAt: "2025-11-24T15:00:00.000Z" })];
    renderBell();
    const { dialog } = await openBell();
    const item = within(dialog).getByTestId("alert-item");
    expect(within(item).queryByRole("button", { name: "Mute rule" })).not.toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: "Snooze" })).not.toBeInTheDocument();
  });

  it("says where the rules are when there are no alerts", async () => {
    renderBell();
    const { dialog } = await openBell("Alerts");
    expect(dialog).toHaveTextContent(
      "No alerts yet. Rules in Settings → Alerts watch your projects every day.",
    );
    expect(hrefOf(within(dialog).getByRole("link", { name: "Settings → Alerts" }))).toBe(
      "/app/settings/#alerts",
    );
    expect(callsTo("/api/alerts/read/", "POST")).toHaveLength(0);
  });

  it("shows the server's reason and loads again on Try again", async () => {
    listResponse = () =>
      Response.json(
        { error: { code: "internal_error", message: "Something went wrong on our side." } },
        { status: 500 },
      );
    renderBell();
    const { user, dialog } = await openBell("Alerts");
    const error = await within(dialog).findByRole("alert");
    expect(error).toHaveTextContent("Could not load your alerts");
    expect(error).toHaveTextContent("Something went wrong on our side.");

    listResponse = null;
    alerts = [alert({ readAt: "2025-11-24T15:00:00.000Z" })];
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByTestId("alert-item")).toBeInTheDocument();
  });
});

describe("alert helpers", () => {
  it("names the view an alert opens, the most specific sidebar entry", () => {
    expect(viewTitle("/app/search-performance/?project=x")).toBe("Search Performance");
    expect(viewTitle("/app/search-performance/sitemaps/?project=x")).toBe("Sitemaps");
    expect(viewTitle("/app/google-business-profile/?location=y")).toBe("Google Business Profiles");
    expect(viewTitle("/somewhere/else/")).toBeNull();
  });

  it("words the snooze lengths", () => {
    expect(snoozeText(24)).toBe("1 day");
    expect(snoozeText(168)).toBe("1 week");
    expect(snoozeText(48)).toBe("2 days");
    expect(snoozeText(5)).toBe("5 hours");
  });

  it("summarises a chart without an expected value", () => {
    expect(
      alertChartLabel({
        ...alert(),
        expected: null,
        chart: weeks().map((p) => ({ ...p, expected: null })),
      }),
    ).toBe("Search clicks, 8 weeks: 120 on 23 Nov");
  });

  it("summarises sitemap errors against the last check's reading", () => {
    expect(alertChartLabel(sitemapErrorsAlert())).toBe(
      "Sitemap errors, 2 days: 7 on 23 Nov against 2 at the last check",
    );
  });

  it("keys the dashed line as Expected only when the chart has one", () => {
    const { unmount } = render(<AlertChart alert={alert()} />);
    expect(screen.getByText("Expected")).toBeInTheDocument();
    unmount();
    render(<AlertChart alert={sitemapErrorsAlert()} />);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Sitemap errors, 2 days: 7 on 23 Nov against 2 at the last check",
    );
    expect(screen.queryByText("Expected")).not.toBeInTheDocument();
  });

  it("marks the day as worse for a fall of a series, and for a rise of sitemap errors", () => {
    expect(alertComparison(alert()).worse).toBe(true);
    expect(alertComparison(alert({ observed: 600 })).worse).toBe(false);
    const errors = { metric: "gsc_sitemap_errors" as const, expected: 2 };
    expect(alertComparison(alert({ ...errors, observed: 7 })).worse).toBe(true);
    expect(alertComparison(alert({ ...errors, observed: 1 })).worse).toBe(false);
  });
});
