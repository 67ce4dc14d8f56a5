// The project fields' limits and the data source names, without zod: the browser's first load of
// the dashboard shows them, and the schemas that enforce them (./schemas) load only with a form.
export const PROJECT_NAME_MAX = 100;
export const PROPERTY_URI_MAX = 2048;
export const BRAND_TERMS_MAX = 10;
export const BRAND_TERM_MAX = 100;

export const DATA_SOURCE_TYPES = ["gsc", "ga4", "gmb"] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];

export const DATA_SOURCE_LABELS: Record<DataSourceType, string> = {
  gsc: "Search Console",
  ga4: "Google Analytics 4",
  gmb: "Business Profile",
};
