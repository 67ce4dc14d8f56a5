import type { NotificationCategory, NotificationInput, NotificationType } from "./types";

// Spec §4 "Notification queue" and §9 "Notifications".
export const NOTIFICATION_GAP_MS = 300;
export const DEDUPE_WINDOW_MS = 5000;
export const BACKLOG_CHECK_DELAY_MS = 1000;
export const BACKLOG_LIMIT = 3;
export const DATA_LOADED_MIN_QUERIES = 10;

export const NOTIFICATION_DURATIONS = {
  default: 4000,
  error: 6000,
  authError: 10_000,
  dataError: 8000,
  dataErrorSignIn: 12_000,
  dataSuccess: 3000,
  info: 4000,
  warning: 6000,
} as const;

/** How long a notification stays up, when the caller did not say. */
export function durationOf({
  type,
  category,
  needsSignIn = false,
}: {
  type: NotificationType;
  category: NotificationCategory;
  needsSignIn?: boolean;
}): number {
  const d = NOTIFICATION_DURATIONS;
  switch (type) {
    case "error":
      if (category === "auth") return d.authError;
      if (category === "data") return needsSignIn ? d.dataErrorSignIn : d.dataError;
      return d.error;
    case "success":
      return category === "data" ? d.dataSuccess : d.default;
    case "info":
      return d.info;
    case "warning":
      return d.warning;
    default:
      return d.default;
  }
}

/** The signed-in dashboard: /app and every path below it. */
export function isDashboardPath(pathname: string): boolean {
  return pathname === "/app" || pathname.startsWith("/app/");
}

/** The "data loaded" notification, only once enough queries have finished for it to be news. */
export function dataLoadedNotification(queryCount: number): NotificationInput | null {
  if (queryCount < DATA_LOADED_MIN_QUERIES) return null;
  return {
    type: "success",
    category: "data",
    title: "Dashboard data loaded",
    message: `${queryCount} data requests finished and are up to date.`,
  };
}
