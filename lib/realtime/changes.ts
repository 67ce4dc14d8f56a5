// The change events of spec §4 "Realtime", as the database trigger sends them on LISTEN/NOTIFY
// (`{ table, op, id, user_id }`) and as the browser receives them.
export const CHANGE_CHANNEL = "rankwell_changes";

export const CHANGE_TABLES = [
  "projects",
  "google_properties",
  "google_tokens",
  "job_runs",
  "alerts",
  "alert_rules",
] as const;
export type ChangeTable = (typeof CHANGE_TABLES)[number];
export type ChangeOp = "INSERT" | "UPDATE" | "DELETE";

/** What the browser is told: which of its rows changed and how. */
export type ChangeEvent = { table: ChangeTable; op: ChangeOp; id: string };
/** What the database announces, for every user. */
export type DatabaseChange = ChangeEvent & { userId: string };

const OPS: readonly string[] = ["INSERT", "UPDATE", "DELETE"];
const isTable = (value: unknown): value is ChangeTable =>
  (CHANGE_TABLES as readonly unknown[]).includes(value);

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function eventOf(value: Record<string, unknown> | null): ChangeEvent | null {
  if (!value || !isTable(value.table) || typeof value.op !== "string" || !OPS.includes(value.op))
    return null;
  if (typeof value.id !== "string") return null;
  return { table: value.table, op: value.op as ChangeOp, id: value.id };
}

/** A change event in JSON, or null when it is not one (the browser's half of the stream). */
export const parseChangeEvent = (text: string): ChangeEvent | null => eventOf(parseJson(text));

/** A NOTIFY payload of the trigger, or null when it is not one. */
export function parseDatabaseChange(payload: string): DatabaseChange | null {
  const value = parseJson(payload);
  const event = eventOf(value);
  return event && typeof value?.user_id === "string" ? { ...event, userId: value.user_id } : null;
}

/** The user sees changes to their own rows; of their Google tokens, only updates (spec §4). */
export function isChangeFor(change: DatabaseChange, userId: string): boolean {
  if (change.userId !== userId) return false;
  return change.table !== "google_tokens" || change.op === "UPDATE";
}

export type ChangeScope = "projects" | "google" | "jobs" | "alerts";

const SCOPES: Record<ChangeTable, ChangeScope> = {
  projects: "projects",
  google_properties: "google",
  google_tokens: "google",
  job_runs: "jobs",
  alerts: "alerts",
  alert_rules: "alerts",
};

/** Which queries a change makes stale: the projects (with their data sources), the Google ones,
 * the user's background jobs, or their alerts and alert rules. */
export const changeScope = (table: ChangeTable): ChangeScope => SCOPES[table];
