import type {
  AlertCheckResponse,
  AlertListResponse,
  AlertReadResponse,
  AlertRuleCreate,
  AlertRuleDto,
  AlertRulePatch,
  AlertRulesResponse,
  OutboxResponse,
} from "@/lib/alerts/types";
import { request } from "./request";

// The browser's side of the alerts routes.

/** The list's poll, for when the realtime stream is down; new alerts arrive at most daily. */
export const ALERTS_REFETCH_MS = 60_000;

const rulePath = (ruleId: string) => `/api/alerts/rules/${encodeURIComponent(ruleId)}/`;

/** The newest alerts (up to 50) and the number of unread ones. */
export const fetchAlerts = () => request<AlertListResponse>("/api/alerts/");

/** Marks the given alerts read, or every alert when `ids` is absent; answers the unread count left. */
export const markAlertsRead = (ids?: readonly string[]) =>
  request<AlertReadResponse>("/api/alerts/read/", {
    method: "POST",
    body: ids === undefined ? {} : { ids },
  });

export async function fetchAlertRules(projectId: string): Promise<AlertRuleDto[]> {
  return (
    await request<AlertRulesResponse>("/api/alerts/rules/", {
      searchParams: { project: projectId },
    })
  ).rules;
}

export async function updateAlertRule(
  ruleId: string,
  patch: AlertRulePatch,
): Promise<AlertRuleDto> {
  return (await request<{ rule: AlertRuleDto }>(rulePath(ruleId), { method: "PATCH", body: patch }))
    .rule;
}

/** Adds a page or query rule to a project. */
export async function createAlertRule(input: AlertRuleCreate): Promise<AlertRuleDto> {
  return (
    await request<{ rule: AlertRuleDto }>("/api/alerts/rules/", { method: "POST", body: input })
  ).rule;
}

/** Deletes a page or query rule; its alerts stay in the history. */
export async function deleteAlertRule(ruleId: string): Promise<void> {
  await request<{ deleted: true }>(rulePath(ruleId), { method: "DELETE" });
}

/** Runs the rules now (one project's, or all the user's); can take several seconds. */
export const checkAlerts = (projectId?: string) =>
  request<AlertCheckResponse>("/api/alerts/check/", {
    method: "POST",
    body: projectId === undefined ? {} : { projectId },
  });

export const fetchOutbox = () => request<OutboxResponse>("/api/alerts/outbox/");

/** The list with `ids` (all when absent) read at `readAt`, and the unread count lowered to match. */
export function withAlertsRead(
  list: AlertListResponse,
  ids: readonly string[] | undefined,
  readAt: string,
): AlertListResponse {
  const marked = ids === undefined ? null : new Set(ids);
  let newlyRead = 0;
  const alerts = list.alerts.map((alert) => {
    if (alert.readAt !== null || (marked && !marked.has(alert.id))) return alert;
    newlyRead += 1;
    return { ...alert, readAt };
  });
  return { alerts, unread: marked ? Math.max(0, list.unread - newlyRead) : 0 };
}

/** The instant a snooze of `hours` from `now` ends, as the PATCH body wants it. */
export const snoozeEnd = (hours: number, now: number = Date.now()) =>
  new Date(now + hours * 3_600_000).toISOString();
