// How each API is named in messages a person reads. Keys match GoogleApiRoots.
const LABELS: Record<string, { label: string; resource: string }> = {
  searchConsole: { label: "Search Console", resource: "property" },
  analyticsAdmin: { label: "Google Analytics", resource: "account" },
  analyticsData: { label: "Google Analytics", resource: "property" },
  gbpAccounts: { label: "Business Profile", resource: "business account" },
  gbpInformation: { label: "Business Profile", resource: "business account" },
  gbpPerformance: { label: "Business Profile", resource: "location" },
  pageSpeed: { label: "PageSpeed Insights", resource: "page" },
};

export function apiLabel(api: string): { label: string; resource: string } {
  return LABELS[api] ?? { label: "Google", resource: "resource" };
}
