import {
  Bell,
  Bot,
  Briefcase,
  CalendarDays,
  CalendarRange,
  ChartColumn,
  ChartLine,
  FileChartColumn,
  FileX,
  Gauge,
  Hash,
  House,
  LayoutDashboard,
  Lightbulb,
  Link2,
  ListTree,
  MapPin,
  ScanSearch,
  Search,
  Sparkles,
  Store,
  Swords,
  Tags,
  Target,
  Telescope,
  UserPen,
  UserSearch,
  type LucideIcon,
} from "lucide-react";
import type { FeatureSlug, ToolSlug } from "@/lib/site";

export const FEATURE_ICONS: Record<FeatureSlug, LucideIcon> = {
  "search-performance": ChartLine,
  cannibalization: Swords,
  sitemaps: ListTree,
  analytics: ChartColumn,
  "google-business-profile": MapPin,
  "all-in-one": LayoutDashboard,
  "ai-insights": Sparkles,
  opportunities: Target,
  "content-planning": CalendarDays,
  reports: FileChartColumn,
};

export const TOOL_ICONS: Record<ToolSlug, LucideIcon> = {
  "backlink-checker": Link2,
  "keyword-density": Hash,
  "meta-tags": Tags,
  "page-speed": Gauge,
  "robots-txt": Bot,
  "serp-preview": Search,
};

/** Icons of the app's views that have no feature page of their own. */
export const VIEW_ICONS: Record<string, LucideIcon> = {
  "url-inspection": ScanSearch,
  coverage: FileX,
  "gsc-insights": Lightbulb,
  "ga4-explore": Telescope,
  overview: House,
  "content-calendar": CalendarRange,
  authors: UserPen,
  alerts: Bell,
};

export const AUDIENCE_ICONS: Record<"seo" | "agencies" | "owners", LucideIcon> = {
  seo: UserSearch,
  agencies: Briefcase,
  owners: Store,
};
