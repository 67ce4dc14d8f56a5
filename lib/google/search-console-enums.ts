// Search Console request enums (google-apis.md §2.2), in the casing Rankwell sends. Plain data, so
// the wire schemas and the browser's request schema share them.
export const GSC_DIMENSIONS = [
  "date",
  "query",
  "page",
  "country",
  "device",
  "searchAppearance",
  "hour",
] as const;
export const GSC_FILTER_DIMENSIONS = [
  "query",
  "page",
  "country",
  "device",
  "searchAppearance",
] as const;
export const GSC_FILTER_OPERATORS = [
  "equals",
  "notEquals",
  "contains",
  "notContains",
  "includingRegex",
  "excludingRegex",
] as const;
export const GSC_SEARCH_TYPES = [
  "web",
  "image",
  "video",
  "news",
  "discover",
  "googleNews",
] as const;
