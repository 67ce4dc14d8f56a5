import { ANALYTICS_READONLY_SCOPE } from "@/lib/google/scopes";
import type { DataRoute } from "../data/router";
import { getProperty, listAccountSummaries } from "./admin";
import {
  handleBatchRunReports,
  handleCheckCompatibility,
  handleMetadata,
  handleRunReport,
} from "./data-api";
import { handleRunRealtimeReport } from "./realtime";

const AUTH = "https://www.googleapis.com/auth";
const SCOPES = [ANALYTICS_READONLY_SCOPE, `${AUTH}/analytics`, `${AUTH}/analytics.edit`];
const DATA = "analyticsdata.googleapis.com";
const DATA_RPC = "google.analytics.data.v1beta.BetaAnalyticsData";
// Some clients percent-encode the colon of a custom method.
const COLON = "(?::|%3A)";

export const GA4_ROUTES: readonly DataRoute[] = [
  {
    method: "GET",
    hosts: ["analyticsadmin.googleapis.com"],
    pattern: /^v1beta\/accountSummaries$/,
    scopes: SCOPES,
    service: "analyticsadmin.googleapis.com",
    method_name: "google.analytics.admin.v1beta.AnalyticsAdminService.ListAccountSummaries",
    handle: (c) => listAccountSummaries(c.url, c.account),
  },
  {
    method: "GET",
    hosts: ["analyticsadmin.googleapis.com"],
    pattern: /^v1beta\/properties\/(\d+)$/,
    scopes: SCOPES,
    service: "analyticsadmin.googleapis.com",
    method_name: "google.analytics.admin.v1beta.AnalyticsAdminService.GetProperty",
    handle: (c) => getProperty(c.params[0] ?? "", c.account),
  },
  {
    method: "POST",
    hosts: [DATA],
    pattern: new RegExp(`^v1beta/properties/(\\d+)${COLON}runReport$`),
    scopes: SCOPES,
    service: DATA,
    method_name: `${DATA_RPC}.RunReport`,
    handle: handleRunReport,
  },
  {
    method: "POST",
    hosts: [DATA],
    pattern: new RegExp(`^v1beta/properties/(\\d+)${COLON}batchRunReports$`),
    scopes: SCOPES,
    service: DATA,
    method_name: `${DATA_RPC}.BatchRunReports`,
    handle: handleBatchRunReports,
  },
  {
    method: "POST",
    hosts: [DATA],
    pattern: new RegExp(`^v1beta/properties/(\\d+)${COLON}runRealtimeReport$`),
    scopes: SCOPES,
    service: DATA,
    method_name: `${DATA_RPC}.RunRealtimeReport`,
    handle: handleRunRealtimeReport,
  },
  {
    method: "GET",
    hosts: [DATA],
    pattern: /^v1beta\/properties\/(\d+)\/metadata$/,
    scopes: SCOPES,
    service: DATA,
    method_name: `${DATA_RPC}.GetMetadata`,
    handle: handleMetadata,
  },
  {
    method: "POST",
    hosts: [DATA],
    pattern: new RegExp(`^v1beta/properties/(\\d+)${COLON}checkCompatibility$`),
    scopes: SCOPES,
    service: DATA,
    method_name: `${DATA_RPC}.CheckCompatibility`,
    handle: handleCheckCompatibility,
  },
];
