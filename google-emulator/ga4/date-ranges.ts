// The dateRanges of a report: YYYY-MM-DD, NdaysAgo, yesterday or today in the property's time zone.
import { parseIsoDay } from "../world/ga4-calendar";
import type { CubeRange } from "./cube";
import { ReportError } from "./report-error";
import type { RunReportRequest } from "./request-schema";

function resolveDay(text: string | undefined, today: number, field: string): number {
  if (!text) throw new ReportError(`${field} is required in each date range.`);
  if (text === "today") return today;
  if (text === "yesterday") return today - 1;
  const ago = /^(\d+)daysAgo$/.exec(text);
  if (ago) return today - Number(ago[1]);
  const day = parseIsoDay(text);
  if (day === null)
    throw new ReportError(
      `Invalid ${field} '${text}': use YYYY-MM-DD, NdaysAgo, yesterday or today.`,
    );
  return day;
}

export function resolveRanges(body: RunReportRequest, today: number): CubeRange[] {
  const ranges = body.dateRanges ?? [];
  if (ranges.length === 0) throw new ReportError("At least one date range is required.");
  if (ranges.length > 4) throw new ReportError("Requests are limited to 4 date ranges.");
  return ranges.map((range, i) => {
    const first = resolveDay(range.startDate, today, "startDate");
    const last = resolveDay(range.endDate, today, "endDate");
    if (first > last)
      throw new ReportError(`Date range ${i}: startDate must not be after endDate.`);
    const name = range.name ?? `date_range_${i}`;
    if (range.name && /^(date_range_|RESERVED_)/.test(range.name)) {
      throw new ReportError(
        `Date range name '${range.name}' may not begin with 'date_range_' or 'RESERVED_'.`,
      );
    }
    return { first, last, name };
  });
}
