import { endOfMonth, startOfMonth, subMonths } from "date-fns";
import { fromDateKey, toDateKey, type DateRange } from "@/lib/dates/format";

/**
 * The last `count` whole calendar months up to `endDate`, oldest first: the month of `endDate` when
 * it is that month's last day, else the months before it. A decay is read over whole months, so a
 * short last month does not read as a fall.
 */
export function fullMonthsUpTo(endDate: string, count: number): (DateRange & { month: string })[] {
  const end = fromDateKey(endDate);
  const last = toDateKey(endOfMonth(end)) === endDate ? end : subMonths(end, 1);
  return Array.from({ length: count }, (_, i) => {
    const day = subMonths(last, count - 1 - i);
    const startDate = toDateKey(startOfMonth(day));
    return { month: startDate.slice(0, 7), startDate, endDate: toDateKey(endOfMonth(day)) };
  });
}
