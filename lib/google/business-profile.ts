import "server-only";
import { mybusinessaccountmanagement } from "@googleapis/mybusinessaccountmanagement";
import { mybusinessbusinessinformation } from "@googleapis/mybusinessbusinessinformation";
import type { z } from "zod";
import { businessProfilePerformance } from "./business-profile-performance";
import { callGoogle, type GoogleCallContext } from "./call-google";
import { toDailySeries, type GbpDailySeries } from "./gbp-daily";
import { requestOptions } from "./request-options";
import {
  accountsListResponseSchema,
  locationsListResponseSchema,
  type gbpAccountSchema,
  type GbpDailyMetric,
  type gbpLocationSchema,
} from "./schemas/business-profile";
import { parseWire } from "./wire";

export { GBP_DAILY_METRICS, type GbpDailyMetric } from "./schemas/business-profile";
export type { GbpDailySeries } from "./gbp-daily";

export type GbpAccount = z.output<typeof gbpAccountSchema>;
/** A location as Business Information sends it, plus its numeric id. */
export type GbpLocation = z.output<typeof gbpLocationSchema> & { locationId: string };
export type GbpKeywordCount = { keyword: string; value?: number; threshold?: number };

const ACCOUNTS_PAGE_SIZE = 20;
const LOCATIONS_PAGE_SIZE = 100;
const READ_MASK = "name,title,storefrontAddress,websiteUri,phoneNumbers,categories,metadata";
const accounts = mybusinessaccountmanagement({ version: "v1" });
const information = mybusinessbusinessinformation({ version: "v1" });

/** Reads every page of a Google list call that pages with nextPageToken. */
async function allPages<T>(
  page: (pageToken?: string) => Promise<{ items: T[]; nextPageToken?: string }>,
): Promise<T[]> {
  const items: T[] = [];
  let pageToken: string | undefined;
  do {
    const next = await page(pageToken);
    items.push(...next.items);
    pageToken = next.nextPageToken || undefined;
  } while (pageToken);
  return items;
}

/** Business Profile for one user: accounts, locations, daily performance and search keywords. */
export function businessProfile(ctx: GoogleCallContext) {
  const performance = businessProfilePerformance(ctx);

  return {
    /** Every account the user can reach; their personal account comes first. */
    listAccounts(): Promise<GbpAccount[]> {
      return allPages(async (pageToken) => {
        const { data } = await callGoogle(ctx, "gbpAccounts", (token) =>
          accounts.accounts.list(
            { pageSize: ACCOUNTS_PAGE_SIZE, ...(pageToken ? { pageToken } : {}) },
            requestOptions(ctx, "gbpAccounts", token),
          ),
        );
        const body = parseWire(accountsListResponseSchema, data, "gbpAccounts");
        return { items: body.accounts, nextPageToken: body.nextPageToken };
      });
    },

    /** Every location of `accountName` (`accounts/{id}`). */
    listLocations(accountName: string): Promise<GbpLocation[]> {
      return allPages(async (pageToken) => {
        const { data } = await callGoogle(ctx, "gbpInformation", (token) =>
          information.accounts.locations.list(
            {
              parent: accountName,
              readMask: READ_MASK,
              pageSize: LOCATIONS_PAGE_SIZE,
              ...(pageToken ? { pageToken } : {}),
            },
            requestOptions(ctx, "gbpInformation", token),
          ),
        );
        const body = parseWire(locationsListResponseSchema, data, "gbpInformation");
        const items = body.locations.map((l) => ({
          ...l,
          locationId: l.name.slice("locations/".length),
        }));
        return { items, nextPageToken: body.nextPageToken };
      });
    },

    /** A value for every day of the range and metric; days Google leaves out are 0. */
    async fetchDailyMetrics(
      locationId: string,
      metrics: GbpDailyMetric[],
      range: { startDate: string; endDate: string },
    ): Promise<GbpDailySeries[]> {
      const wire = await performance.fetchMultiDailyMetricsTimeSeries(locationId, metrics, range);
      return toDailySeries(wire, metrics, range);
    },

    /** Keyword impressions over `YYYY-MM` months: a sum, or a threshold it stays below. */
    async monthlySearchKeywords(
      locationId: string,
      range: { startMonth: string; endMonth: string },
    ): Promise<GbpKeywordCount[]> {
      return allPages(async (pageToken) => {
        const page = await performance.listSearchKeywordImpressionsMonthly(
          locationId,
          range,
          pageToken,
        );
        const items = page.searchKeywordsCounts.map(({ searchKeyword, insightsValue }) => ({
          keyword: searchKeyword,
          ...(insightsValue.value !== undefined ? { value: insightsValue.value } : {}),
          ...(insightsValue.threshold !== undefined ? { threshold: insightsValue.threshold } : {}),
        }));
        return { items, nextPageToken: page.nextPageToken };
      });
    },
  };
}
