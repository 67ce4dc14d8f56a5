import {
  isNavGroup,
  isNavLinkActive,
  NAV_ENTRIES,
  SETTINGS_NAV_LINK,
} from "@/components/app-shell/nav";
import { formatNumber } from "@/lib/format/numbers";

export const ALERTS_SETTINGS_HREF = "/app/settings/#alerts";

const NAV_LINKS = [
  ...NAV_ENTRIES.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry])),
  SETTINGS_NAV_LINK,
];

/** The sidebar's name for the view `href` opens ("Search Performance"), the most specific match. */
export function viewTitle(href: string): string | null {
  const path = href.split(/[?#]/)[0] ?? href;
  let best: (typeof NAV_LINKS)[number] | null = null;
  for (const link of NAV_LINKS) {
    if (isNavLinkActive(link.href, path) && (!best || link.href.length > best.href.length))
      best = link;
  }
  return best?.title ?? null;
}

/** "1 day", "1 week", "36 hours". */
export function snoozeText(hours: number): string {
  const [count, unit] =
    hours % 168 === 0
      ? [hours / 168, "week"]
      : hours % 24 === 0
        ? [hours / 24, "day"]
        : [hours, "hour"];
  return `${formatNumber(count)} ${unit}${count === 1 ? "" : "s"}`;
}

export const badgeText = (unread: number) => (unread > 99 ? "99+" : formatNumber(unread));
