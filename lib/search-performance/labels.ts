import { formatDisplayDate } from "@/lib/dates/format";
import { ALPHA3_CODES, alpha2Of } from "./country-codes";
import type { Tab } from "./url-state";

// How the keys of Search Console rows read to a person: "usa" → "United States", "MOBILE" → "Mobile".

let regionNames: Intl.DisplayNames | null | undefined;

function regions(): Intl.DisplayNames | null {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    } catch {
      regionNames = null;
    }
  }
  return regionNames;
}

/** A country's English name from Search Console's alpha-3 code; "zzz" is Google's unknown region. */
export function countryName(code: string): string {
  if (code.toLowerCase() === "zzz") return "Unknown region";
  const alpha2 = alpha2Of(code);
  const name = alpha2 ? regions()?.of(alpha2) : undefined;
  return name ?? code.toUpperCase();
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function deviceLabel(device: string): string {
  return capitalised(device.toLowerCase());
}

// Google's names for the appearances whose constant does not read well once lower-cased.
const APPEARANCES: Record<string, string> = {
  AMP_BLUE_LINK: "AMP non-rich results",
  AMP_TOP_STORIES: "AMP top stories",
  FAQ_RICH_RESULT: "FAQ rich results",
  PRODUCT_SNIPPETS: "Product snippets",
  REVIEW_SNIPPET: "Review snippets",
  RICHCARD: "Rich cards",
  VIDEO: "Videos",
  WEBLITE: "Web Light results",
  NEWS_SHOWCASE: "News Showcase",
};

export function appearanceLabel(value: string): string {
  return APPEARANCES[value] ?? capitalised(value.toLowerCase().replace(/_/g, " "));
}

/** The text a row key of a tab shows; queries and pages are shown as they are. */
export function keyLabel(tab: Tab, key: string): string {
  switch (tab) {
    case "countries":
      return countryName(key);
    case "devices":
      return deviceLabel(key);
    case "appearance":
      return appearanceLabel(key);
    case "dates":
      return formatDisplayDate(key);
    default:
      return key;
  }
}

export const TAB_LABELS: Record<Tab, string> = {
  queries: "Queries",
  pages: "Pages",
  countries: "Countries",
  devices: "Devices",
  appearance: "Search appearance",
  dates: "Dates",
};

/** The key column's header in each tab's table. */
export const KEY_HEADERS: Record<Tab, string> = {
  queries: "Query",
  pages: "Page",
  countries: "Country",
  devices: "Device",
  appearance: "Search appearance",
  dates: "Date",
};

let countryList: { value: string; label: string }[] | null = null;

/** Every country as a filter option, by English name. */
export function countryOptions(): { value: string; label: string }[] {
  countryList ??= ALPHA3_CODES.map((code) => ({ value: code, label: countryName(code) })).sort(
    (a, b) => a.label.localeCompare(b.label, "en"),
  );
  return countryList;
}
