import * as z from "@/lib/zod-mini";
import { pageUrlField } from "@/lib/tools/meta-tags/schema";
import { MAX_DESCRIPTION_CHARS, MAX_TITLE_CHARS } from "./typed-checks";

export { MAX_DESCRIPTION_CHARS, MAX_TITLE_CHARS } from "./typed-checks";

/** POST /api/tools/serp-preview: the page whose title and description to fetch. */
export const serpFetchInputSchema = z.object({ url: pageUrlField });

/** What a person types in the preview; it is also what the shareable link carries. */
export const serpTypedSchema = z.object({
  url: z.string().check(z.trim(), z.maxLength(2048, "That URL is longer than 2,048 characters.")),
  title: z
    .string()
    .check(
      z.maxLength(
        MAX_TITLE_CHARS,
        `Titles longer than ${MAX_TITLE_CHARS} characters are not previewed.`,
      ),
    ),
  description: z
    .string()
    .check(
      z.maxLength(
        MAX_DESCRIPTION_CHARS,
        `Descriptions longer than ${MAX_DESCRIPTION_CHARS} characters are not previewed.`,
      ),
    ),
});

export type SerpFetchInput = z.infer<typeof serpFetchInputSchema>;
export type SerpTyped = z.infer<typeof serpTypedSchema>;

/** The answer of the fetch route. */
export type SerpFetchResult = {
  url: string;
  title: string;
  description: string;
  siteName: string | null;
};
