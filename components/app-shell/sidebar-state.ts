// Spec §9: the sidebar's collapsed state lives in a cookie for 7 days, read on the server so the
// first paint already has the right width.
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
export const SIDEBAR_SHORTCUT_KEY = "b";
/** Spec §9: under this width the sidebar is a slide-over sheet. */
export const MOBILE_MAX_WIDTH_PX = 767;

/** Expanded unless the cookie says "false". */
export function isSidebarOpen(cookieValue: string | undefined): boolean {
  return cookieValue !== "false";
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** Ctrl+B, or Cmd+B on a Mac, without other modifiers. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY
  );
}
