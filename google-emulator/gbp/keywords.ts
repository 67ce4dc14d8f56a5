// Performance API v1 searchkeywords.impressions.monthly.list (google-apis.md §4.3): keywords a
// location was found with, each with its users, or only a threshold when there were few.
import { DEMO_ACCOUNTS, type EmulatorAccount } from "../accounts";
import { invalidArgument } from "../data/api-errors";
import { decodePageToken, pageSizeOf, paginate } from "../ga4/paging";
import { jsonResponse } from "../oauth/wire-errors";
import { localToday } from "../world/ga4-calendar";
import { locationAccess } from "../world/gbp-accounts";
import { keywordCounts } from "../world/gbp-keywords";
import { fieldViolation, locationRefused } from "./errors";
import { HISTORY_MONTHS, param } from "./performance";

const THRESHOLD = 15;
const LAG_DAYS = 2;

type Month = { year: number; month: number };

function monthParam(url: URL, prefix: string): Month | null {
  const year = Number(param(url, `${prefix}.year`));
  const month = Number(param(url, `${prefix}.month`));
  return Number.isInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12
    ? { year, month }
    : null;
}

const index = (m: Month) => m.year * 12 + m.month - 1;

export function listKeywordImpressions(
  url: URL,
  user: EmulatorAccount,
  locationId: string,
  now: Date,
): Response {
  const access = locationAccess(user, locationId, DEMO_ACCOUNTS);
  if (access.kind !== "mine") return locationRefused(access.kind);
  const first = monthParam(url, "monthlyRange.startMonth");
  const last = monthParam(url, "monthlyRange.endMonth");
  if (!first || !last)
    return fieldViolation("monthly_range", "A complete start and end month is required.");
  const today = localToday(now, "America/Los_Angeles");
  const current = new Date(today.day * 86_400_000);
  const thisMonth = { year: current.getUTCFullYear(), month: current.getUTCMonth() + 1 };
  if (index(first) > index(last))
    return fieldViolation("monthly_range", "The start month must not be after the end month.");
  if (index(last) > index(thisMonth))
    return fieldViolation("monthly_range.end_month", "The end month must not be in the future.");
  if (index(first) < index(thisMonth) - HISTORY_MONTHS) {
    return fieldViolation(
      "monthly_range.start_month",
      `Data is available for the last ${HISTORY_MONTHS} months only.`,
    );
  }
  const size = pageSizeOf(url.searchParams.get("pageSize"), 100, 100);
  if (size === null) return fieldViolation("page_size", "Invalid page size.");
  const listing = `keywords:${locationId}:${index(first)}:${index(last)}`;
  const offset = decodePageToken(url.searchParams.get("pageToken"), listing);
  if (offset === null) return invalidArgument("The page token is not valid.");

  const counts = keywordCounts(access.location, first, last, today.day - LAG_DAYS).filter(
    (k) => k.users > 0,
  );
  const { page, next } = paginate(counts, offset, size, listing);
  return jsonResponse(200, {
    ...(page.length > 0
      ? {
          searchKeywordsCounts: page.map((k) => ({
            searchKeyword: k.keyword,
            insightsValue:
              k.users < THRESHOLD ? { threshold: String(THRESHOLD) } : { value: String(k.users) },
          })),
        }
      : {}),
    ...(next ? { nextPageToken: next } : {}),
  });
}
