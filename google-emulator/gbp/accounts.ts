// Account Management v1 accounts.list and Business Information v1 locations.list / locations.get.
import type { EmulatorAccount } from "../accounts";
import { DEMO_ACCOUNTS } from "../accounts";
import { invalidArgument } from "../data/api-errors";
import { decodePageToken, pageSizeOf, paginate } from "../ga4/paging";
import { jsonResponse } from "../oauth/wire-errors";
import { gbpAccountsFor, locationAccess } from "../world/gbp-accounts";
import { locationResource } from "../world/gbp-locations";
import { callerDenied, fieldViolation, locationRefused } from "./errors";
import { applyReadMask, parseReadMask } from "./read-mask";

const ACCOUNT_TYPES = ["PERSONAL", "LOCATION_GROUP", "USER_GROUP", "ORGANIZATION"];

export function listAccounts(url: URL, user: EmulatorAccount): Response {
  const size = pageSizeOf(url.searchParams.get("pageSize"), 20, 20);
  if (size === null) return fieldViolation("page_size", "Invalid page size.");
  const filter = url.searchParams.get("filter");
  const type = filter ? /^\s*type\s*=\s*"?([A-Z_]+)"?\s*$/.exec(filter)?.[1] : undefined;
  if (filter && (!type || !ACCOUNT_TYPES.includes(type)))
    return fieldViolation("filter", "Invalid filter.");
  const views = gbpAccountsFor(user);
  const parent = url.searchParams.get("parentAccount");
  if (parent && !views.some((v) => v.record.name === parent)) return callerDenied();
  // The emulated groups hold no accounts of their own.
  const records = parent ? [] : views.map((v) => v.record).filter((r) => !type || r.type === type);
  const listing = `accounts:${user.id}:${filter ?? ""}:${parent ?? ""}`;
  const offset = decodePageToken(url.searchParams.get("pageToken"), listing);
  if (offset === null) return invalidArgument("The page token is not valid.");
  const { page, next } = paginate(records, offset, size, listing);
  return jsonResponse(200, {
    ...(page.length > 0 ? { accounts: page } : {}),
    ...(next ? { nextPageToken: next } : {}),
  });
}

const ORDERS: Record<string, (a: Record<string, unknown>, b: Record<string, unknown>) => number> = {
  title: (a, b) => String(a.title).localeCompare(String(b.title)),
  storeCode: (a, b) => String(a.storeCode).localeCompare(String(b.storeCode)),
};

export function listLocations(url: URL, user: EmulatorAccount, accountId: string): Response {
  const mask = parseReadMask(url.searchParams.get("readMask"));
  if (typeof mask === "string") return fieldViolation("read_mask", mask);
  const view = gbpAccountsFor(user).find((v) => v.account.accountId === accountId);
  if (!view) return callerDenied();
  if (url.searchParams.get("filter")) return fieldViolation("filter", "Filters are not emulated.");
  const size = pageSizeOf(url.searchParams.get("pageSize"), 10, 100);
  if (size === null) return fieldViolation("page_size", "Invalid page size.");
  const resources = view.account.locations.map(locationResource);
  const orderBy = url.searchParams.get("orderBy")?.trim();
  if (orderBy) {
    const [field = "", direction] = orderBy.split(/\s+/);
    const compare = ORDERS[field];
    if (!compare || (direction && direction !== "desc"))
      return fieldViolation("order_by", "Invalid order_by.");
    resources.sort((a, b) => (direction ? -1 : 1) * compare(a, b));
  }
  const listing = `locations:${accountId}:${orderBy ?? ""}`;
  const offset = decodePageToken(url.searchParams.get("pageToken"), listing);
  if (offset === null) return invalidArgument("The page token is not valid.");
  const { page, next } = paginate(resources, offset, size, listing);
  return jsonResponse(200, {
    ...(page.length > 0 ? { locations: page.map((r) => applyReadMask(r, mask)) } : {}),
    ...(next ? { nextPageToken: next } : {}),
  });
}

export function getLocation(url: URL, user: EmulatorAccount, locationId: string): Response {
  const mask = parseReadMask(url.searchParams.get("readMask"));
  if (typeof mask === "string") return fieldViolation("read_mask", mask);
  const access = locationAccess(user, locationId, DEMO_ACCOUNTS);
  if (access.kind !== "mine") return locationRefused(access.kind);
  return jsonResponse(200, applyReadMask(locationResource(access.location), mask));
}
