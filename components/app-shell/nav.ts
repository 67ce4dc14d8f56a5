import { Search, Settings, type LucideIcon } from "lucide-react";
import { FEATURE_ICONS, VIEW_ICONS } from "@/components/marketing/marketing-icons";
import { withTrailingSlash } from "@/lib/filters/page-config";

export type NavLink = { title: string; href: string; icon: LucideIcon };
export type NavGroup = { title: string; icon: LucideIcon; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

// Spec §2 app routes, in the table's order; the content calendar is reached from content planning.
export const NAV_ENTRIES: NavEntry[] = [
  { title: "Overview", href: "/app/", icon: VIEW_ICONS.overview! },
  { title: "All in One", href: "/app/all-in-one/", icon: FEATURE_ICONS["all-in-one"] },
  { title: "Authors", href: "/app/authors/", icon: VIEW_ICONS.authors! },
  {
    title: "Search Performance",
    icon: Search,
    items: [
      {
        title: "Search Performance",
        href: "/app/search-performance/",
        icon: FEATURE_ICONS["search-performance"],
      },
      {
        title: "Cannibalization",
        href: "/app/search-performance/cannibalization/",
        icon: FEATURE_ICONS.cannibalization,
      },
      {
        title: "Sitemaps",
        href: "/app/search-performance/sitemaps/",
        icon: FEATURE_ICONS.sitemaps,
      },
    ],
  },
  { title: "URL Inspection", href: "/app/url-inspection/", icon: VIEW_ICONS["url-inspection"]! },
  { title: "Coverage & Issues", href: "/app/coverage/", icon: VIEW_ICONS.coverage! },
  { title: "AI Insights", href: "/app/ai-insights/", icon: FEATURE_ICONS["ai-insights"] },
  { title: "GSC Insights", href: "/app/gsc-insights/", icon: VIEW_ICONS["gsc-insights"]! },
  {
    title: "Content Planning",
    href: "/app/content-planning/",
    icon: FEATURE_ICONS["content-planning"],
  },
  { title: "Analytics", href: "/app/analytics/", icon: FEATURE_ICONS.analytics },
  { title: "GA4 Explore", href: "/app/ga4-explore/", icon: VIEW_ICONS["ga4-explore"]! },
  { title: "Opportunities", href: "/app/opportunities/", icon: FEATURE_ICONS.opportunities },
  { title: "Reports", href: "/app/reports/", icon: FEATURE_ICONS.reports },
  {
    title: "Google Business Profiles",
    href: "/app/google-business-profile/",
    icon: FEATURE_ICONS["google-business-profile"],
  },
];

export const SETTINGS_NAV_LINK: NavLink = {
  title: "Settings",
  href: "/app/settings/",
  icon: Settings,
};

export const isNavGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

/** Every page the sidebar links to, in its order, Settings last. */
export function sidebarHrefs(): string[] {
  const links = NAV_ENTRIES.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]));
  return [...links, SETTINGS_NAV_LINK].map((link) => link.href);
}

/**
 * Spec §2: a route is active when the current path starts with its href; Overview only on /app/.
 * Hrefs end in a slash, so /app/authors/ never claims /app/authors-archive/, and a parent route
 * (Search Performance) stays active on its children (Sitemaps).
 */
export function isNavLinkActive(href: string, pathname: string): boolean {
  const path = withTrailingSlash(pathname);
  if (href === "/app/") return path === "/app/";
  return path.startsWith(href);
}

/** The link is the page itself, not only a parent of it. */
export function isNavLinkCurrent(href: string, pathname: string): boolean {
  return withTrailingSlash(pathname) === href;
}

export function isNavGroupActive(group: NavGroup, pathname: string): boolean {
  return group.items.some((item) => isNavLinkActive(item.href, pathname));
}
