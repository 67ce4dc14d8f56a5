import * as z from "@/lib/zod-mini";
import { parseLooseUrl } from "@/lib/tools/serp-preview/display-url";

/** The page address both the meta tags checker and the SERP preview accept; a missing scheme means https. */
export const pageUrlField = z.string().check(
  z.trim(),
  z.minLength(1, "Enter the address of a page, for example https://example.com/pricing/."),
  z.maxLength(2048, "That URL is longer than 2,048 characters."),
  z.refine(
    (value) => parseLooseUrl(value) !== null,
    "Enter a page address such as https://example.com/pricing/.",
  ),
);

export const metaTagsInputSchema = z.object({ url: pageUrlField });

export type MetaTagsInput = z.infer<typeof metaTagsInputSchema>;
