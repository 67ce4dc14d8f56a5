// Admin API v1beta: accountSummaries.list (google-apis.md §3.1) and properties.get, whose Property
// resource carries the reporting time zone GA4 counts the property's days in.
import type { EmulatorAccount } from "../accounts";
import { invalidArgument, propertyPermissionDenied } from "../data/api-errors";
import { jsonResponse } from "../oauth/wire-errors";
import type { Ga4Account } from "../world/catalog";
import { ga4AccountsFor } from "../world/ga4-accounts";
import { decodePageToken, pageSizeOf, paginate } from "./paging";

function summary(account: Ga4Account) {
  return {
    name: `accountSummaries/${account.accountId}`,
    account: `accounts/${account.accountId}`,
    displayName: account.displayName,
    // proto3: an account without properties has no propertySummaries key at all.
    ...(account.properties.length > 0
      ? {
          propertySummaries: account.properties.map((p) => ({
            property: `properties/${p.propertyId}`,
            displayName: p.displayName,
            propertyType: "PROPERTY_TYPE_ORDINARY",
            parent: `accounts/${account.accountId}`,
          })),
        }
      : {}),
  };
}

export function listAccountSummaries(url: URL, user: EmulatorAccount): Response {
  const size = pageSizeOf(url.searchParams.get("pageSize"), 50, 200);
  if (size === null) return invalidArgument("Invalid value for pageSize.");
  const listing = `accountSummaries:${user.id}`;
  const offset = decodePageToken(url.searchParams.get("pageToken"), listing);
  if (offset === null) return invalidArgument("The page token is not valid.");
  const { page, next } = paginate(ga4AccountsFor(user), offset, size, listing);
  return jsonResponse(200, {
    ...(page.length > 0 ? { accountSummaries: page.map(summary) } : {}),
    ...(next ? { nextPageToken: next } : {}),
  });
}

/** properties.get: the Property resource of one of the caller's properties, else 403 as Google answers. */
export function getProperty(propertyId: string, user: EmulatorAccount): Response {
  for (const account of ga4AccountsFor(user)) {
    const property = account.properties.find((p) => p.propertyId === propertyId);
    if (!property) continue;
    return jsonResponse(200, {
      name: `properties/${property.propertyId}`,
      propertyType: "PROPERTY_TYPE_ORDINARY",
      parent: `accounts/${account.accountId}`,
      displayName: property.displayName,
      timeZone: property.timeZone,
      currencyCode: property.currencyCode,
      serviceLevel: "GOOGLE_ANALYTICS_STANDARD",
      account: `accounts/${account.accountId}`,
    });
  }
  return propertyPermissionDenied();
}
