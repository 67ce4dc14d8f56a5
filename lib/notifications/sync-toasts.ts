import { errorStatus, errorText } from "@/lib/errors/error-text";
import type { NotificationInput, NotificationType } from "./types";

// Spec §8 "Sync properties", "Business profile sync" and "Business profile connect". Each takes what
// the function answered, or what it threw, and returns the notification to show.

export type SyncPropertiesResult = { synced?: number | readonly unknown[]; error?: unknown };
export type GmbSyncResponse = {
  needsAuth?: boolean;
  accountsSynced?: number;
  locationsSynced?: number;
  error?: unknown;
};
export type GmbConnectResponse = { connectionsCreated?: number; error?: unknown };

const toast = (type: NotificationType, title: string, needsSignIn = false): NotificationInput => ({
  type,
  category: "data",
  title,
  ...(needsSignIn ? { needsSignIn } : {}),
});

type Bag = Record<string, unknown>;
/** A function's answer, as opposed to an exception it threw. */
const asResponse = (value: unknown): Bag | null =>
  typeof value === "object" && value !== null && !(value instanceof Error) ? (value as Bag) : null;
const firstLine = (value: unknown) => errorText(value).split("\n")[0]?.trim() ?? "";
const hasError = (response: Bag) => response.error != null && response.error !== false;

export function syncPropertiesToast(outcome: SyncPropertiesResult | unknown): NotificationInput {
  const response = asResponse(outcome);
  if (response && !hasError(response) && "synced" in response) {
    const { synced } = response;
    const count = Array.isArray(synced) ? synced.length : Number(synced ?? 0);
    return toast("success", `Successfully synced ${count} properties from Google`);
  }
  return toast("error", `Failed to sync properties: ${firstLine(outcome) || "unknown error"}`);
}

export function gmbSyncToast(outcome: GmbSyncResponse | unknown): NotificationInput {
  const response = asResponse(outcome);
  if (response?.needsAuth === true)
    return toast("error", "Please re-authenticate with Google to access GMB data", true);
  const counted =
    typeof response?.accountsSynced === "number" || typeof response?.locationsSynced === "number";
  if (response && counted && !hasError(response)) {
    const accounts = Number(response.accountsSynced ?? 0);
    const locations = Number(response.locationsSynced ?? 0);
    if (accounts === 0 && locations === 0)
      return toast("warning", "No GMB accounts or locations found");
    return toast("success", `Synced ${accounts} accounts and ${locations} locations successfully`);
  }
  const message = firstLine(outcome);
  if (/re-?authenticate|expired/i.test(message))
    return toast("error", "Google authentication expired. Please sign in again.", true);
  if (/access denied|\b403\b/i.test(message) || errorStatus(outcome) === 403)
    return toast("error", "Access denied. Please ensure you have GMB API permissions.");
  return toast("error", message || "Failed to sync GMB accounts");
}

export function gmbConnectToast(outcome: GmbConnectResponse | unknown): NotificationInput {
  const response = asResponse(outcome);
  if (response && typeof response.connectionsCreated === "number") {
    const created = response.connectionsCreated;
    if (created > 0) return toast("success", `Created ${created} property-GMB connections`);
    const reason = firstLine(response.error);
    return reason
      ? toast("warning", reason)
      : toast("info", "No matching domains found between your properties and GMB locations");
  }
  return toast("error", firstLine(outcome) || "Failed to connect properties to GMB");
}
