// GA4 dimensions the emulator answers, with the getMetadata texts and how each reads a cell.
import type { Technology, Place } from "../world/ga4-audience";
import type { AxisId, SourceValue } from "../world/ga4-axes";
import { civil, compactDay, dayOf, weekday } from "../world/ga4-calendar";
import { CHANNELS } from "../world/ga4-channels";
import type { LandingPage } from "../world/ga4-search-pages";

/** One split of the data: a day, a channel and a value on every axis the report uses. */
export type Cell = {
  day: number;
  channel: number;
  source?: SourceValue;
  technology?: Technology;
  place?: Place;
  page?: LandingPage;
};

export type DimensionDef = {
  apiName: string;
  uiName: string;
  description: string;
  category: string;
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

type Spec = [string, string, string, string, DimensionDef["uses"], (cell: Cell) => string];

const TIME = "Time";
const SOURCE = "Traffic source";
const TECH = "Platform / device";
const GEO = "Geography";
const PAGE = "Page / screen";
const date = ["date"] as const;

// A table reads better than one object per line here.
// prettier-ignore
const SPECS: Spec[] = [
  ["date", "Date", "The date of the event, formatted as YYYYMMDD.", TIME, date, (c) => compactDay(c.day)],
  ["day", "Day", "The day of the month, a two-digit number from 01 to 31.", TIME, date, (c) => pad(civil(c.day).day)],
  ["dayOfWeek", "Day of week", "The integer day of the week; Sunday is 0.", TIME, date, (c) => String(weekday(c.day))],
  ["dayOfWeekName", "Day of week name", "The day of the week in English.", TIME, date, (c) => WEEKDAYS[weekday(c.day)]!],
  ["week", "Week", "The week of the event, a two-digit number from 01 to 53; weeks start on Sunday.", TIME, date, (c) => pad(sundayWeek(c.day))],
  ["month", "Month", "The month of the event, a two-digit integer from 01 to 12.", TIME, date, (c) => pad(civil(c.day).month)],
  ["year", "Year", "The four-digit year of the event.", TIME, date, (c) => String(civil(c.day).year)],
  ["yearMonth", "Year month", "The combined values of year and month, e.g. 202506.", TIME, date, (c) => `${civil(c.day).year}${pad(civil(c.day).month)}`],
  ["yearWeek", "Year week", "The combined values of year and week, e.g. 202522.", TIME, date, (c) => `${civil(c.day).year}${pad(sundayWeek(c.day))}`],
  ["isoWeek", "ISO week of the year", "ISO week number; each week starts on Monday.", TIME, date, (c) => pad(isoWeek(c.day).week)],
  ["isoYear", "ISO year", "The ISO year of the event.", TIME, date, (c) => String(isoWeek(c.day).year)],
  ["isoYearIsoWeek", "ISO week of ISO year", "The combined values of isoYear and isoWeek.", TIME, date, (c) => `${isoWeek(c.day).year}${pad(isoWeek(c.day).week)}`],
  ["sessionDefaultChannelGroup", "Session default channel group", "The session's default channel group, based primarily on source and medium.", SOURCE, ["channel"], (c) => CHANNELS[c.channel]!.name],
  ["firstUserDefaultChannelGroup", "First user default channel group", "The default channel group that first acquired the user.", SOURCE, ["channel"], (c) => CHANNELS[c.channel]!.name],
  ["sessionSource", "Session source", "The source that initiated a session on your website.", SOURCE, ["source"], (c) => c.source!.source],
  ["sessionMedium", "Session medium", "The medium that initiated a session on your website.", SOURCE, ["source"], (c) => c.source!.medium],
  ["sessionSourceMedium", "Session source / medium", "The combined values of sessionSource and sessionMedium.", SOURCE, ["source"], (c) => `${c.source!.source} / ${c.source!.medium}`],
  ["sessionCampaignName", "Session campaign", "The marketing campaign name for a session.", SOURCE, ["source"], (c) => c.source!.campaign],
  ["firstUserSource", "First user source", "The source by which the user was first acquired.", SOURCE, ["source"], (c) => c.source!.source],
  ["firstUserMedium", "First user medium", "The medium by which the user was first acquired.", SOURCE, ["source"], (c) => c.source!.medium],
  ["deviceCategory", "Device category", "The type of device: desktop, tablet or mobile.", TECH, ["technology"], (c) => c.technology!.deviceCategory],
  ["operatingSystem", "Operating system", "The operating systems used by visitors.", TECH, ["technology"], (c) => c.technology!.operatingSystem],
  ["browser", "Browser", "The browsers used to view your website.", TECH, ["technology"], (c) => c.technology!.browser],
  ["platform", "Platform", "The platform on which your app or website ran.", TECH, [], () => "web"],
  ["country", "Country", "The country from which the user activity originated.", GEO, ["place"], (c) => c.place!.country],
  ["countryId", "Country ID", "The ISO 3166 alpha-2 code of the country.", GEO, ["place"], (c) => c.place!.countryId],
  ["region", "Region", "The geographic region from which the user activity originated.", GEO, ["place"], (c) => c.place!.region],
  ["city", "City", "The city from which the user activity originated.", GEO, ["place"], (c) => c.place!.city],
  ["landingPage", "Landing page", "The page path associated with the first pageview in a session.", PAGE, ["page"], (c) => c.page!.path],
  ["landingPagePlusQueryString", "Landing page + query string", "The page path and query string of the first pageview in a session.", PAGE, ["page", "source"], (c) => c.page!.path + query(c)],
  ["pagePath", "Page path", "The portion of the URL between the hostname and query string.", PAGE, ["page"], (c) => c.page!.path],
  ["pagePathPlusQueryString", "Page path + query string", "The portion of the URL following the hostname.", PAGE, ["page", "source"], (c) => c.page!.path + query(c)],
  ["pageTitle", "Page title", "The web page titles used on your site.", PAGE, ["page"], (c) => c.page!.title],
  ["hostName", "Hostname", "The subdomain and domain names of a URL.", PAGE, ["page"], (c) => c.page!.host],
  ["fullPageUrl", "Full page URL", "The hostname, page path and query string of the page.", PAGE, ["page", "source"], (c) => c.page!.host + c.page!.path + query(c)],
];

export const DIMENSIONS: ReadonlyMap<string, DimensionDef> = new Map(
  SPECS.map(([apiName, uiName, description, category, uses, value]) => [
    apiName,
    { apiName, uiName, description, category, uses, value },
  ]),
);
