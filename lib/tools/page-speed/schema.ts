import * as z from "@/lib/zod-mini";
import { normalizeUserUrl } from "@/lib/security/user-url";

export const STRATEGIES = ["mobile", "desktop"] as const;

/** POST: which page to test, and as a phone or a desktop computer. */
export const pageSpeedStartSchema = z.object({
  url: z.string().check(
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
  ),
  strategy: z._default(z.enum(STRATEGIES), "mobile"),
});

/** GET: the state of one test. */
export const pageSpeedStatusSchema = z.object({
  job: z.uuid("That test id is not valid. Run the test again."),
});

export type PageSpeedStart = z.output<typeof pageSpeedStartSchema>;
export type PageSpeedStartInput = z.input<typeof pageSpeedStartSchema>;
