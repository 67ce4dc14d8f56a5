import { BUSINESS_MANAGE_SCOPE } from "@/lib/google/scopes";
import type { DropContext } from "../data/faults";
import type { DataRequestContext, DataRoute } from "../data/router";
import { getLocation, listAccounts, listLocations } from "./accounts";
import { listKeywordImpressions } from "./keywords";
import { fetchMultiDailyMetrics, getDailyMetrics } from "./performance";

const SCOPES = [BUSINESS_MANAGE_SCOPE];
const ACCOUNTS = "mybusinessaccountmanagement.googleapis.com";
const INFORMATION = "mybusinessbusinessinformation.googleapis.com";
const PERFORMANCE = "businessprofileperformance.googleapis.com";
// Some clients percent-encode the colon of a custom method.
const COLON = "(?::|%3A)";

export const GBP_ROUTES: readonly DataRoute[] = [
  {
    method: "GET",
    hosts: [ACCOUNTS],
    pattern: /^v1\/accounts$/,
    scopes: SCOPES,
    service: ACCOUNTS,
    method_name: "google.mybusiness.accountmanagement.v1.Accounts.ListAccounts",
    handle: (c) => listAccounts(c.url, c.account),
  },
  {
    method: "GET",
    hosts: [INFORMATION],
    pattern: /^v1\/accounts\/(\d+)\/locations$/,
    scopes: SCOPES,
    service: INFORMATION,
    method_name: "google.mybusiness.businessinformation.v1.Locations.ListLocations",
    handle: (c) => listLocations(c.url, c.account, c.params[0]!),
  },
  {
    method: "GET",
    hosts: [INFORMATION],
    pattern: /^v1\/locations\/(\d+)$/,
    scopes: SCOPES,
    service: INFORMATION,
    method_name: "google.mybusiness.businessinformation.v1.Locations.GetLocation",
    handle: (c) => getLocation(c.url, c.account, c.params[0]!),
  },
  {
    method: "GET",
    hosts: [PERFORMANCE],
    pattern: new RegExp(`^v1/locations/(\\d+)${COLON}fetchMultiDailyMetricsTimeSeries$`),
    scopes: SCOPES,
    service: PERFORMANCE,
    method_name: "google.businessprofileperformance.v1.Locations.FetchMultiDailyMetricsTimeSeries",
    handle: (c: DataRequestContext & DropContext) =>
      fetchMultiDailyMetrics(c.url, c.account, c.params[0]!, c.now, c.dayDrops),
  },
  {
    method: "GET",
    hosts: [PERFORMANCE],
    pattern: new RegExp(`^v1/locations/(\\d+)${COLON}getDailyMetricsTimeSeries$`),
    scopes: SCOPES,
    service: PERFORMANCE,
    method_name: "google.businessprofileperformance.v1.Locations.GetDailyMetricsTimeSeries",
    handle: (c: DataRequestContext & DropContext) =>
      getDailyMetrics(c.url, c.account, c.params[0]!, c.now, c.dayDrops),
  },
  {
    method: "GET",
    hosts: [PERFORMANCE],
    pattern: /^v1\/locations\/(\d+)\/searchkeywords\/impressions\/monthly$/,
    scopes: SCOPES,
    service: PERFORMANCE,
    method_name:
      "google.businessprofileperformance.v1.SearchKeywordsImpressionsMonthly.ListSearchKeywordImpressionsMonthly",
    handle: (c) => listKeywordImpressions(c.url, c.account, c.params[0]!, c.now),
  },
];
