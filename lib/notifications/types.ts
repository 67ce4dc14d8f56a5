export type NotificationType = "success" | "error" | "info" | "warning" | "default";

/** What the notification is about; it sets the duration and is part of the duplicate check. */
export type NotificationCategory = "default" | "auth" | "data" | "function";

export interface NotificationInput {
  type: NotificationType;
  category: NotificationCategory;
  title: string;
  message?: string;
  /** Lower shows first; equal priorities keep their order. Default 0. */
  priority?: number;
  /** Milliseconds; by default the spec §9 duration of its type and category. */
  duration?: number;
  /** A data error that only a new sign-in fixes stays longer. */
  needsSignIn?: boolean;
}

export interface Notification extends NotificationInput {
  id: string;
  priority: number;
  duration: number;
  needsSignIn: boolean;
}
