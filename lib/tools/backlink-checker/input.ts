import * as z from "@/lib/zod-mini";
import { MAX_PAGES } from "./pages";

export { MAX_PAGES, splitPages } from "./pages";

export const backlinkRequestSchema = z.object({
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter your site, for example example.com."),
      z.maxLength(2048, "Your site's URL is too long."),
    ),
  pages: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1),
          z.maxLength(2048, "A page URL is longer than 2,048 characters."),
        ),
    )
    .check(
      z.minLength(1, "Enter at least one page that should link to your site."),
      z.maxLength(MAX_PAGES, `Check at most ${MAX_PAGES} pages at a time.`),
    ),
});

export type BacklinkRequest = z.infer<typeof backlinkRequestSchema>;
