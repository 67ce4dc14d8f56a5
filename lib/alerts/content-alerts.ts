import { shiftDay } from "@/lib/dates/compare";
import { formatNumber } from "@/lib/format/numbers";
import type { AlertCandidate } from "./evaluate";
import { isIndexed, stateInWords, type InspectionReading } from "./inspection-alerts";

// The content_not_indexed rule: a published content item whose URL is still not in Google's index
// seven days after its publish date, by its newest stored URL inspection. Pure.

export const NOT_INDEXED_AFTER_DAYS = 7;

export type PublishedPage = { id: string; title: string; url: string; publishDate: string };
export type NotIndexedPage = { page: PublishedPage; reading: InspectionReading };

/**
 * The pages published at least seven days before `today` whose newest inspection says they are
 * not indexed. A page never inspected is left out: there is nothing stored to judge it by.
 */
export function findNotIndexed(
  pages: readonly PublishedPage[],
  newest: ReadonlyMap<string, InspectionReading>,
  today: string,
): NotIndexedPage[] {
  const lastPublish = shiftDay(today, -NOT_INDEXED_AFTER_DAYS);
  return pages.flatMap((page) => {
    const reading = newest.get(page.url);
    if (page.publishDate > lastPublish || !reading || isIndexed(reading)) return [];
    return [{ page, reading }];
  });
}

const NAMED = 5;

/** The alert naming the published items still not indexed, or null when there are none. */
export function contentNotIndexedAlert(input: {
  day: string;
  subject: string;
  found: readonly NotIndexedPage[];
}): AlertCandidate | null {
  const { day, subject, found } = input;
  if (found.length === 0) return null;
  const named = found
    .slice(0, NAMED)
    .map(
      ({ page, reading }) =>
        `“${page.title}” (${page.url}, published ${page.publishDate}) is “${stateInWords(reading)}”`,
    )
    .join("; ");
  const more = found.length > NAMED ? `; and ${found.length - NAMED} more` : "";
  const what =
    found.length === 1
      ? "A published item is"
      : `${formatNumber(found.length)} published items are`;
  return {
    day,
    title: `${what} not indexed on ${subject}`,
    message: `Seven days or more after publishing, URL Inspection does not find ${found.length === 1 ? "it" : "them"} in Google's index: ${named}${more}.`,
    observed: found.length,
    expected: null,
    chart: [],
  };
}
