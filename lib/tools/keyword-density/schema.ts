import * as z from "@/lib/zod-mini";
import { normalizeUserUrl } from "@/lib/security/user-url";
import { LANGUAGE_CODES } from "./languages";
import { MAX_PHRASE_LENGTH, MAX_TEXT_LENGTH } from "./limits";

export { MAX_PHRASE_LENGTH, MAX_TEXT_LENGTH } from "./limits";

export const urlField = z.string().check(
  z.trim(),
  z.superRefine((value, ctx) => {
    try {
      normalizeUserUrl(value);
    } catch (error) {
      ctx.addIssue({
        code: "custom",
        message: error instanceof Error ? error.message : "Enter a valid URL.",
      });
    }
  }),
);

export const languageField = z.enum(["auto", ...LANGUAGE_CODES]);

/** What the widget sends and the route accepts: a page address or pasted text/HTML, and the options. */
export const keywordDensityInputSchema = z
  .object({
    url: z.optional(urlField),
    text: z.optional(
      z
        .string()
        .check(
          z.maxLength(
            MAX_TEXT_LENGTH,
            `Paste at most ${MAX_TEXT_LENGTH.toLocaleString("en")} characters.`,
          ),
        ),
    ),
    language: z._default(languageField, "auto"),
    includeStopWords: z._default(z.boolean(), false),
    phrase: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            MAX_PHRASE_LENGTH,
            `Keep the target phrase under ${MAX_PHRASE_LENGTH} characters.`,
          ),
        ),
    ),
  })
  .check(
    z.superRefine((input, ctx) => {
      const hasText = input.text !== undefined && input.text.trim() !== "";
      if (input.url === undefined && !hasText) {
        ctx.addIssue({
          code: "custom",
          path: ["text"],
          message: "Enter a page URL or paste some text.",
        });
      }
      if (input.url !== undefined && input.text !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["url"],
          message: "Send either a URL or text, not both.",
        });
      }
    }),
  );

export type KeywordDensityInput = z.input<typeof keywordDensityInputSchema>;
export type KeywordDensityRequest = z.output<typeof keywordDensityInputSchema>;
