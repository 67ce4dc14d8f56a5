// GA4 dimensions the emulator answers, with the getMetadata texts, the scope the compatibility
// rules read and how each reads a cell.
import type { Technology, Place } from "../world/ga4-audience";
import type { AxisId, SourceValue } from "../world/ga4-axes";
import { civil, compactDay, dayOf, weekday } from "../world/ga4-calendar";
import { CHANNELS } from "../world/ga4-channels";
import type { LandingPage } from "../world/ga4-search-pages";
import type { Visitor } from "../world/ga4-visitors";
import type { Scope } from "./scope";

/** One split of the data: a day, a channel and a value on every axis the report uses. */
export type Cell = {
  day: number;
  channel: number;
  source?: SourceValue;
  technology?: Technology;
  place?: Place;
  page?: LandingPage;
  visitor?: Visitor;
};

export type DimensionDef = {
  apiName: string;
  uiName: string;
  description: string;
  category: string;
  scope: Scope;
  customDefinition: boolean;
  /** Many distinct values: past a limit, the smallest fold into an `(other)` row. */
  highCardinality: boolean;
  /** Small enough groups of users to identify someone: rows of few users are withheld. */
  fineGrained: boolean;
  /** What the value depends on. */
  uses: readonly (AxisId | "date" | "channel")[];
  value(cell: Cell): string;
};

const pad = (n: number) => String(n).padStart(2, "0");
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** GA4's `week`: weeks start on Sunday and January 1st is always in week 01. */
function sundayWeek(day: number): number {
  const jan1 = dayOf(civil(day).year, 1, 1);
  return Math.floor((day - jan1 + weekday(jan1)) / 7) + 1;
}

function isoWeek(day: number): { year: number; week: number } {
  const thursday = day - ((weekday(day) + 6) % 7) + 3;
  const year = civil(thursday).year;
  return { year, week: Math.floor((thursday - dayOf(year, 1, 1)) / 7) + 1 };
}

const query = (cell: Cell) => {
  const s = cell.source;
  if (!s || (s.medium !== "email" && s.medium !== "cpc")) return "";
  return `?utm_source=${s.source}&utm_medium=${s.medium}&utm_campaign=${s.campaign}`;
};

export type DimensionSpec = [
  string,
  string,
  string,
  string,
  Scope,
  DimensionDef["uses"],
  (cell: Cell) => string,
];

const [EVENT, SESSION, USER, ITEM] = ["event", "session", "user", "item"] as const;
const TIME = "Time";
const SOURCE = "Traffic source";
const TECH = "Platform / device";
const GEO = "Geography";
const PAGE = "Page / screen";
const ECOMMERCE = "Ecommerce";
const date = ["date"] as const;
const NOT_SET = "(not set)";

// A table reads better than one object per line here.
// prettier-ignore
const SPECS: DimensionSpec[] = [
  ["date", "Date", "The date of the event, formatted as YYYYMMDD.", TIME, EVENT, date, (c) => compactDay(c.day)],
  ["day", "Day", "The day of the month, a two-digit number from 01 to 31.", TIME, EVENT, date, (c) => pad(civil(c.day).day)],
  ["dayOfWeek", "Day of week", "The integer day of the week; Sunday is 0.", TIME, EVENT, date, (c) => String(weekday(c.day))],
  ["dayOfWeekName", "Day of week name", "The day of the week in English.", TIME, EVENT, date, (c) => WEEKDAYS[weekday(c.day)]!],
  ["week", "Week", "The week of the event, a two-digit number from 01 to 53; weeks start on Sunday.", TIME, EVENT, date, (c) => pad(sundayWeek(c.day))],
  ["month", "Month", "The month of the event, a two-digit integer from 01 to 12.", TIME, EVENT, date, (c) => pad(civil(c.day).month)],
  ["year", "Year", "The four-digit year of the event.", TIME, EVENT, date, (c) => String(civil(c.day).year)],
  ["yearMonth", "Year month", "The combined values of year and month, e.g. 202506.", TIME, EVENT, date, (c) => `${civil(c.day).year}${pad(civil(c.day).month)}`],
  ["yearWeek", "Year week", "The combined values of year and week, e.g. 202522.", TIME, EVENT, date, (c) => `${civil(c.day).year}${pad(sundayWeek(c.day))}`],
  ["isoWeek", "ISO week of the year", "ISO week number; each week starts on Monday.", TIME, EVENT, date, (c) => pad(isoWeek(c.day).week)],
  ["isoYear", "ISO year", "The ISO year of the event.", TIME, EVENT, date, (c) => String(isoWeek(c.day).year)],
  ["isoYearIsoWeek", "ISO week of ISO year", "The combined values of isoYear and isoWeek.", TIME, EVENT, date, (c) => `${isoWeek(c.day).year}${pad(isoWeek(c.day).week)}`],
  ["sessionDefaultChannelGroup", "Session default channel group", "The session's default channel group, based primarily on source and medium.", SOURCE, SESSION, ["channel"], (c) => CHANNELS[c.channel]!.name],
  ["firstUserDefaultChannelGroup", "First user default channel group", "The default channel group that first acquired the user.", SOURCE, USER, ["channel"], (c) => CHANNELS[c.channel]!.name],
  ["sessionSource", "Session source", "The source that initiated a session on your website.", SOURCE, SESSION, ["source"], (c) => c.source!.source],
  ["sessionMedium", "Session medium", "The medium that initiated a session on your website.", SOURCE, SESSION, ["source"], (c) => c.source!.medium],
  ["sessionSourceMedium", "Session source / medium", "The combined values of sessionSource and sessionMedium.", SOURCE, SESSION, ["source"], (c) => `${c.source!.source} / ${c.source!.medium}`],
  ["sessionCampaignName", "Session campaign", "The marketing campaign name for a session.", SOURCE, SESSION, ["source"], (c) => c.source!.campaign],
  ["firstUserSource", "First user source", "The source by which the user was first acquired.", SOURCE, USER, ["source"], (c) => c.source!.source],
  ["firstUserMedium", "First user medium", "The medium by which the user was first acquired.", SOURCE, USER, ["source"], (c) => c.source!.medium],
  ["deviceCategory", "Device category", "The type of device: desktop, tablet or mobile.", TECH, EVENT, ["technology"], (c) => c.technology!.deviceCategory],
  ["operatingSystem", "Operating system", "The operating systems used by visitors.", TECH, EVENT, ["technology"], (c) => c.technology!.operatingSystem],
  ["browser", "Browser", "The browsers used to view your website.", TECH, EVENT, ["technology"], (c) => c.technology!.browser],
  ["platform", "Platform", "The platform on which your app or website ran.", TECH, EVENT, [], () => "web"],
  ["country", "Country", "The country from which the user activity originated.", GEO, EVENT, ["place"], (c) => c.place!.country],
  ["countryId", "Country ID", "The ISO 3166 alpha-2 code of the country.", GEO, EVENT, ["place"], (c) => c.place!.countryId],
  ["region", "Region", "The geographic region from which the user activity originated.", GEO, EVENT, ["place"], (c) => c.place!.region],
  ["city", "City", "The city from which the user activity originated.", GEO, EVENT, ["place"], (c) => c.place!.city],
  ["landingPage", "Landing page", "The page path associated with the first pageview in a session.", PAGE, SESSION, ["page"], (c) => c.page!.path],
  ["landingPagePlusQueryString", "Landing page + query string", "The page path and query string of the first pageview in a session.", PAGE, SESSION, ["page", "source"], (c) => c.page!.path + query(c)],
  ["pagePath", "Page path", "The portion of the URL between the hostname and query string.", PAGE, EVENT, ["page"], (c) => c.page!.path],
  ["pagePathPlusQueryString", "Page path + query string", "The portion of the URL following the hostname.", PAGE, EVENT, ["page", "source"], (c) => c.page!.path + query(c)],
  ["pageTitle", "Page title", "The web page titles used on your site.", PAGE, EVENT, ["page"], (c) => c.page!.title],
  ["hostName", "Hostname", "The subdomain and domain names of a URL.", PAGE, EVENT, ["page"], (c) => c.page!.host],
  ["fullPageUrl", "Full page URL", "The hostname, page path and query string of the page.", PAGE, EVENT, ["page", "source"], (c) => c.page!.host + c.page!.path + query(c)],
  ["newVsReturning", "New / returning", "New users have 0 previous sessions; returning users have 1 or more.", "User", USER, ["visitor"], (c) => c.visitor!.newVsReturning],
  ["itemName", "Item name", "The name of the item.", ECOMMERCE, ITEM, ["page"], (c) => c.page!.item?.name ?? NOT_SET],
  ["itemCategory", "Item category", "The hierarchical category in which the item is classified.", ECOMMERCE, ITEM, ["page"], (c) => c.page!.item?.category ?? NOT_SET],
  ["itemBrand", "Item brand", "The brand name of the item.", ECOMMERCE, ITEM, ["page"], (c) => c.page!.item?.brand ?? NOT_SET],
];

const HIGH_CARDINALITY = new Set([
  "landingPage",
  "landingPagePlusQueryString",
  "pagePath",
  "pagePathPlusQueryString",
  "pageTitle",
  "fullPageUrl",
  "city",
]);
const FINE_GRAINED = new Set(["city", "region"]);

export function dimensionDef(
  [apiName, uiName, description, category, scope, uses, value]: DimensionSpec,
  customDefinition = false,
): DimensionDef {
  return {
    apiName,
    uiName,
    description,
    category,
    scope,
    customDefinition,
    highCardinality: HIGH_CARDINALITY.has(apiName),
    fineGrained: FINE_GRAINED.has(apiName) || apiName.startsWith("customUser:"),
    uses,
    value,
  };
}

/** The dimensions every property has (getMetadata of `properties/0`). */
export const DIMENSIONS: ReadonlyMap<string, DimensionDef> = new Map(
  SPECS.map((spec) => [spec[0], dimensionDef(spec)]),
);
