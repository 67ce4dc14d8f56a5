import "server-only";
import { analyticsadmin } from "@googleapis/analyticsadmin";
import { callGoogle, type GoogleCallContext } from "./call-google";
import { requestOptions } from "./request-options";
import { accountSummariesResponseSchema, propertyResourceSchema } from "./schemas/analytics";
import { parseWire } from "./wire";

export type Ga4PropertySummary = {
  /** The numeric id the Data API takes, without `properties/`. */
  propertyId: string;
  displayName: string;
  propertyType: string;
  /** `accounts/{id}`, or `properties/{id}` for a sub-property. */
  parent: string;
};
export type Ga4AccountSummary = {
  /** `accounts/{id}`. */
  account: string;
  displayName: string;
  properties: Ga4PropertySummary[];
};

const API = "analyticsAdmin";
const PAGE_SIZE = 200;
const client = analyticsadmin({ version: "v1beta" });

/** GA4 Admin for one user: which accounts and properties they can read. */
export function analyticsAdmin(ctx: GoogleCallContext) {
  return {
    /** Every account summary, all pages. Accounts without GA4 properties have none listed. */
    async listAccountSummaries(): Promise<Ga4AccountSummary[]> {
      const summaries: Ga4AccountSummary[] = [];
      let pageToken: string | undefined;
      do {
        const { data } = await callGoogle(ctx, API, (token) =>
          client.accountSummaries.list(
            { pageSize: PAGE_SIZE, ...(pageToken ? { pageToken } : {}) },
            requestOptions(ctx, API, token),
          ),
        );
        const page = parseWire(accountSummariesResponseSchema, data, API);
        for (const summary of page.accountSummaries) {
          summaries.push({
            account: summary.account,
            displayName: summary.displayName,
            properties: summary.propertySummaries.map((p) => ({
              propertyId: p.property.replace(/^properties\//, ""),
              displayName: p.displayName,
              propertyType: p.propertyType,
              parent: p.parent ?? summary.account,
            })),
          });
        }
        pageToken = page.nextPageToken || undefined;
      } while (pageToken);
      return summaries;
    },

    /**
     * The property's reporting time zone (an IANA name such as "America/Chicago"): GA4 counts the
     * property's days, and so "yesterday", in it. Null when Google leaves it out.
     */
    async getTimeZone(propertyId: string): Promise<string | null> {
      const { data } = await callGoogle(ctx, API, (token) =>
        client.properties.get(
          { name: `properties/${propertyId}` },
          requestOptions(ctx, API, token),
        ),
      );
      return parseWire(propertyResourceSchema, data, API).timeZone || null;
    },
  };
}
