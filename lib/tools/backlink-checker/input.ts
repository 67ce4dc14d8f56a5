import * as z from "@/lib/zod-mini";

export const MAX_PAGES = 50;

/** One URL per line; blank lines and repeats dropped, order kept. */
export function splitPages(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(lines)];
}

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
