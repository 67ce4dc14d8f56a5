// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import type { AlertRuleDto, OutboxResponse } from "@/lib/alerts/types";
import type { ProjectDto } from "@/lib/projects/types";
import { isHttpsUrl, parseThreshold } from "./alert-rule-card";
import { AlertsSection } from "./alerts-section";

vi.mock("sonner", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const BLOG = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const SHOP = "7a2e3d4c-5b6a-4f9e-8d7c-2b3a4c5d6e7f";

function project(id: string, name: string): ProjectDto {
  return {
    id,
    user_id: "0d6c3b9a-1f2e-4d5c-8b7a-6e5f4d3c2b1a",
    name,
    brand_terms: [],
    created_at: "2026-11-20T10:00:00.000Z",
    dataSources: [],
    dataSourceCount: 0,
    hasDataSources: false,
  };
}

function rule(overrides: Partial<AlertRuleDto> = {}): AlertRuleDto {
  return {
    id: "r-clicks",
    projectId: BLOG,
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
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const initialRules = (): Record<string, AlertRuleDto[]> => ({
  [BLOG]: [
    rule(),
    rule({ id: "r-google", metric: "google_connection", label: "Google connection" }),
    rule({ id: "r-sitemaps", metric: "gsc_sitemap_errors", label: "Sitemap errors" }),
  ],
  [SHOP]: [
    rule({
      id: "r-sessions",
      projectId: SHOP,
      metric: "ga4_sessions",
      label: "GA4 organic sessions",
    }),
  ],
});

// The server's state; a PATCH answers `patchResponse` when set, else saves and answers the rule.
let RULES = initialRules();
let outbox: OutboxResponse = { smtp: false, mails: [] };
let patchResponse: (() => Response) | null = null;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), "http://rankwell.test");
  const method = init?.method ?? "GET";
  if (url.pathname === "/api/projects/")
    return Response.json({ projects: [project(BLOG, "Client blog"), project(SHOP, "Shop")] });
  if (url.pathname === "/api/alerts/rules/" && method === "GET")
    return Response.json({ rules: RULES[url.searchParams.get("project") ?? ""] ?? [] });
  const patched = /^\/api\/alerts\/rules\/([^/]+)\/$/.exec(url.pathname);
  if (patched && method === "PATCH") {
    if (patchResponse) return patchResponse();
    const patch = JSON.parse(String(init?.body)) as Partial<AlertRuleDto>;
    let saved: AlertRuleDto | undefined;
    for (const [projectId, rules] of Object.entries(RULES))
      RULES[projectId] = rules.map((each) =>
        each.id === patched[1] ? (saved = { ...each, ...patch }) : each,
      );
    return Response.json({ rule: saved });
  }
  if (url.pathname === "/api/alerts/rules/" && method === "POST") {
    const body = JSON.parse(String(init?.body)) as {
      projectId: string;
      metric: "gsc_page_clicks";
      target: string;
    };
    if (!body.target.startsWith("https://"))
      return Response.json(
        {
          error: {
            code: "invalid_input",
            message: "target: Enter the page's full URL, starting with https://.",
          },
        },
        { status: 400 },
      );
    const created = rule({
      id: `r-${RULES[body.projectId]!.length}`,
      projectId: body.projectId,
      metric: body.metric,
      label: "A page's clicks",
      target: body.target,
    });
    RULES[body.projectId] = [...RULES[body.projectId]!, created];
    return Response.json({ rule: created }, { status: 201 });
  }
  if (patched && method === "DELETE") {
    for (const [projectId, rules] of Object.entries(RULES))
      RULES[projectId] = rules.filter((each) => each.id !== patched[1]);
    return Response.json({ deleted: true });
  }
  if (url.pathname === "/api/alerts/check/" && method === "POST") return Response.json(checkAnswer);
  if (url.pathname === "/api/alerts/outbox/") return Response.json(outbox);
  return Response.json({ error: { code: "not_found", message: "No route." } }, { status: 404 });
});

let checkAnswer = { checked: 2, created: 2, failed: 0 };

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AlertsSection />
    </QueryClientProvider>,
  );
}

async function ruleCard(name: string) {
  const heading = await screen.findByRole("heading", { level: 3, name });
  return heading.closest("article")!;
}

const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([input, init]) => ({
      url: String(input),
      body: JSON.parse(String(init?.body)) as unknown,
    }));

// Radix Select uses browser APIs that jsdom lacks.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  RULES = initialRules();
  outbox = { smtp: false, mails: [] };
  patchResponse = null;
});
afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.mocked(toast.warning).mockReset();
  checkAnswer = { checked: 2, created: 2, failed: 0 };
});

describe("AlertsSection", () => {
  it("shows the first project's rules, and another project's when it is chosen", async () => {
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole("region", { name: "Alerts" })).toHaveAttribute("id", "alerts");
    const clicks = await ruleCard("Search clicks");
    expect(
      within(clicks).getByText(/Daily clicks of the project's Search Console property/),
    ).toBeInTheDocument();
    expect(within(clicks).getByRole("switch", { name: "On" })).toBeChecked();
    expect(within(clicks).getByRole("combobox", { name: "Alert when it" })).toHaveTextContent(
      "Falls",
    );
    expect(within(clicks).getByLabelText("Sensitivity (robust SDs)")).toHaveValue(3.5);
    expect(within(clicks).getByRole("checkbox", { name: "In app" })).toBeChecked();
    expect(within(clicks).getByRole("checkbox", { name: "Email" })).not.toBeChecked();

    // The Google connection has no series: no direction, no sensitivity.
    const google = await ruleCard("Google connection");
    expect(within(google).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(google).queryByLabelText("Sensitivity (robust SDs)")).not.toBeInTheDocument();
    expect(within(google).getByRole("checkbox", { name: "Email" })).toBeInTheDocument();
    // Nor do sitemap errors: any rise since the last check is news.
    const sitemaps = await ruleCard("Sitemap errors");
    expect(within(sitemaps).getByText(/more than at the last check/)).toBeInTheDocument();
    expect(within(sitemaps).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(sitemaps).queryByLabelText("Sensitivity (robust SDs)")).not.toBeInTheDocument();

    const picker = screen.getByRole("combobox", { name: "Project" });
    expect(picker).toHaveTextContent("Client blog");
    await user.click(picker);
    await user.click(screen.getByRole("option", { name: "Shop" }));

    expect(await ruleCard("GA4 organic sessions")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Search clicks" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/alerts/rules/?project=${SHOP}`, {
      method: "GET",
    });
  });

  it("turns a rule off with PATCH { muted: true } and shows it off at once", async () => {
    const user = userEvent.setup();
    renderSection();
    const on = within(await ruleCard("Search clicks")).getByRole("switch", { name: "On" });

    await user.click(on);

    await waitFor(() => expect(on).not.toBeChecked());
    await waitFor(() =>
      expect(patches()).toEqual([{ url: "/api/alerts/rules/r-clicks/", body: { muted: true } }]),
    );
  });

  it("sends the email channel with PATCH { email }", async () => {
    const user = userEvent.setup();
    renderSection();
    const email = within(await ruleCard("Google connection")).getByRole("checkbox", {
      name: "Email",
    });

    await user.click(email);

    await waitFor(() => expect(email).toBeChecked());
    await waitFor(() =>
      expect(patches()).toEqual([{ url: "/api/alerts/rules/r-google/", body: { email: true } }]),
    );
  });

  it("puts the rule back and toasts the reason when the server refuses a change", async () => {
    patchResponse = () =>
      Response.json(
        { error: { code: "invalid_rule", message: "This rule cannot be changed now." } },
        { status: 409 },
      );
    const user = userEvent.setup();
    renderSection();
    const email = within(await ruleCard("Search clicks")).getByRole("checkbox", { name: "Email" });

    await user.click(email);

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Could not change the Search clicks rule",
        expect.objectContaining({ description: "This rule cannot be changed now." }),
      ),
    );
    expect(email).not.toBeChecked();
  });

  it("refuses a webhook that is not https without a request, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderSection();
    const card = await ruleCard("Search clicks");
    const webhook = within(card).getByLabelText("Webhook URL");

    await user.type(webhook, "http://hooks.example/alerts{Enter}");

    expect(webhook).toHaveAccessibleDescription(/Enter an address that starts with https:\/\//);
    expect(webhook).toHaveAttribute("aria-invalid", "true");
    expect(patches()).toEqual([]);

    patchResponse = () =>
      Response.json(
        { error: { code: "invalid_webhook", message: "That address is on a private network." } },
        { status: 400 },
      );
    await user.clear(webhook);
    await user.type(webhook, "https://10.0.0.8/hook");
    await user.tab();

    expect(
      await within(card).findByText("That address is on a private network."),
    ).toBeInTheDocument();
    expect(webhook).toHaveValue("https://10.0.0.8/hook");
    expect(patches()).toEqual([
      { url: "/api/alerts/rules/r-clicks/", body: { webhookUrl: "https://10.0.0.8/hook" } },
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("saves a valid sensitivity on Enter and refuses one out of range", async () => {
    const user = userEvent.setup();
    renderSection();
    const threshold = within(await ruleCard("Search clicks")).getByLabelText(
      "Sensitivity (robust SDs)",
    );

    await user.clear(threshold);
    await user.type(threshold, "9{Enter}");
    expect(threshold).toHaveAccessibleDescription(/Enter a number from 2 to 8 in steps of 0.5/);
    expect(patches()).toEqual([]);

    await user.clear(threshold);
    await user.type(threshold, "4.5{Enter}");
    await waitFor(() =>
      expect(patches()).toEqual([{ url: "/api/alerts/rules/r-clicks/", body: { threshold: 4.5 } }]),
    );
  });

  it("ends a snooze", async () => {
    const until = new Date(Date.now() + 3 * 3_600_000).toISOString();
    RULES[BLOG]![0] = rule({ snoozedUntil: until });
    const user = userEvent.setup();
    renderSection();
    const card = await ruleCard("Search clicks");
    expect(within(card).getByText(/Snoozed until/)).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "End snooze" }));

    await waitFor(() =>
      expect(patches()).toEqual([
        { url: "/api/alerts/rules/r-clicks/", body: { snoozedUntil: null } },
      ]),
    );
    expect(within(card).queryByText(/Snoozed until/)).not.toBeInTheDocument();
  });

  it("checks the chosen project now and says what it found", async () => {
    const user = userEvent.setup();
    renderSection();
    await ruleCard("Search clicks");

    await user.click(screen.getByRole("button", { name: "Check now" }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("2 new alerts", expect.anything()),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/alerts/check/",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ projectId: BLOG }) }),
    );
  });

  it("warns when Google did not give the data of some rules", async () => {
    checkAnswer = { checked: 3, created: 0, failed: 2 };
    const user = userEvent.setup();
    renderSection();
    await ruleCard("Search clicks");

    await user.click(screen.getByRole("button", { name: "Check now" }));

    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        "No new alerts",
        expect.objectContaining({
          description:
            "2 rules could not be checked: Google did not give the data. They are tried again at the next check.",
        }),
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("lists the outbox's emails, says when there are none, and when an SMTP server takes them", async () => {
    outbox = {
      smtp: false,
      mails: [
        {
          id: "m1",
          to: "ada@example.com",
          subject: "Search clicks fell sharply on Client blog",
          text: "120 clicks on Sunday, where about 410 were expected.",
          createdAt: "2026-11-24T14:00:00.000Z",
        },
      ],
    };
    renderSection();
    const list = await screen.findByRole("list", { name: "Emails in the outbox" });
    const mail = within(list)
      .getByText("Search clicks fell sharply on Client blog")
      .closest("details")!;
    expect(mail).toHaveTextContent("To ada@example.com");
    expect(mail).toHaveTextContent("120 clicks on Sunday, where about 410 were expected.");
    expect(mail).not.toHaveAttribute("open");

    cleanup();
    outbox = { smtp: false, mails: [] };
    renderSection();
    expect(await screen.findByText("No emails yet.")).toBeInTheDocument();

    cleanup();
    outbox = { smtp: true, mails: [] };
    renderSection();
    expect(await screen.findByText("Emails go to your SMTP server.")).toBeInTheDocument();
    expect(screen.queryByText("No emails yet.")).not.toBeInTheDocument();
  });
});

describe("page and query rules", () => {
  it("adds a page's rule, shows the server's reason under the field, and deletes it", async () => {
    const user = userEvent.setup();
    renderSection();
    const form = await screen.findByRole("form", { name: "Watch a page or a query" });
    const field = within(form).getByLabelText("Page URL");
    await user.type(field, "/pricing/");
    await user.click(within(form).getByRole("button", { name: "Add rule" }));
    expect(
      await within(form).findByText("Enter the page's full URL, starting with https://."),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");

    await user.clear(field);
    await user.type(field, "https://blog.example/pricing/");
    await user.click(within(form).getByRole("button", { name: "Add rule" }));
    const card = await ruleCard("A page's clicks: https://blog.example/pricing/");
    expect(field).toHaveValue("");
    expect(field).not.toHaveAttribute("aria-invalid");
    expect(within(form).getByRole("status")).toHaveTextContent(
      "Added the rule A page's clicks: https://blog.example/pricing/.",
    );
    // A page's clicks are judged like the property's: a direction and a sensitivity.
    expect(within(card).getByLabelText("Sensitivity (robust SDs)")).toBeInTheDocument();
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posted.at(-1)![1]?.body))).toEqual({
      projectId: BLOG,
      metric: "gsc_page_clicks",
      target: "https://blog.example/pricing/",
    });

    // The rules every project has cannot be deleted; an added one can.
    expect(
      within(await ruleCard("Search clicks")).queryByRole("button", { name: /Delete/ }),
    ).not.toBeInTheDocument();
    await user.click(
      within(card).getByRole("button", {
        name: "Delete the rule A page's clicks: https://blog.example/pricing/",
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("heading", { name: "A page's clicks: https://blog.example/pricing/" }),
      ).not.toBeInTheDocument(),
    );
    expect(RULES[BLOG]!.some((each) => each.metric === "gsc_page_clicks")).toBe(false);
  });

  it("asks a tracked query's rule for positions lost, within its own range", async () => {
    const user = userEvent.setup();
    RULES[BLOG] = [
      ...RULES[BLOG]!,
      rule({
        id: "r-position",
        metric: "gsc_query_position",
        label: "A tracked query's position",
        target: "garden planner",
        threshold: 3,
      }),
    ];
    renderSection();
    const card = await ruleCard("A tracked query's position: garden planner");
    expect(within(card).queryByLabelText("Alert when it")).not.toBeInTheDocument();
    const field = within(card).getByLabelText("Positions lost");
    await user.clear(field);
    await user.type(field, "25{Enter}");
    expect(
      await within(card).findByText("Enter a number from 1 to 20 in steps of 0.5."),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "1.5{Enter}");
    await waitFor(() =>
      expect(patches().at(-1)).toEqual({
        url: "/api/alerts/rules/r-position/",
        body: { threshold: 1.5 },
      }),
    );
  });
});

describe("alert rule fields", () => {
  it("accepts positions lost in their own range", () => {
    const positions = { min: 1, max: 20, step: 0.5 };
    expect(parseThreshold("1", positions)).toBe(1);
    expect(parseThreshold("12.5", positions)).toBe(12.5);
    expect(parseThreshold("20.5", positions)).toBeNull();
    expect(parseThreshold("0.5", positions)).toBeNull();
  });

  it("accepts sensitivities in range and on the step", () => {
    expect(parseThreshold("3.5")).toBe(3.5);
    expect(parseThreshold("2")).toBe(2);
    expect(parseThreshold("8")).toBe(8);
    expect(parseThreshold("3.3")).toBeNull();
    expect(parseThreshold("1.5")).toBeNull();
    expect(parseThreshold("")).toBeNull();
    expect(parseThreshold("abc")).toBeNull();
  });

  it("takes only https addresses as webhooks", () => {
    expect(isHttpsUrl("https://hooks.slack.com/services/T0/B0/x")).toBe(true);
    expect(isHttpsUrl("http://hooks.slack.com/services/T0/B0/x")).toBe(false);
    expect(isHttpsUrl("hooks.slack.com")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
  });
});
