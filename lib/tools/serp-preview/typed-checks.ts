import type { SerpTyped } from "./schema";

export const MAX_TITLE_CHARS = 300;
export const MAX_DESCRIPTION_CHARS = 1000;
const MAX_URL_CHARS = 2048;

/** The typed preview's limits (serpTypedSchema's), checked without zod for the browser's form. */
export function typedProblems({
  url,
  title,
  description,
}: SerpTyped): Partial<Record<keyof SerpTyped, string>> {
  return {
    ...(url.trim().length > MAX_URL_CHARS && { url: "That URL is longer than 2,048 characters." }),
    ...(title.length > MAX_TITLE_CHARS && {
      title: `Titles longer than ${MAX_TITLE_CHARS} characters are not previewed.`,
    }),
    ...(description.length > MAX_DESCRIPTION_CHARS && {
      description: `Descriptions longer than ${MAX_DESCRIPTION_CHARS} characters are not previewed.`,
    }),
  };
}
