import { z } from "zod";
import { resolveTestUrl, robotsTxtUrlFor } from "./test-urls";
import { USER_AGENT_TOKEN } from "./user-agents";

export const MAX_TEST_URLS = 100;
/** Google reads at most 500 KiB of a robots.txt file. */
export const MAX_ROBOTS_BYTES = 500 * 1024;

const byteLength = (s: string) => new TextEncoder().encode(s).length;

export const robotsTxtInputSchema = z
  .object({
    url: z
      .string()
      .trim()
      .max(2048, "That URL is too long.")
      .optional()
      .transform((v) => (v === "" ? undefined : v))
      .refine((v) => v === undefined || robotsTxtUrlFor(v) !== null, "Enter a site or robots.txt URL, such as https://example.com/."),
    robotsTxt: z
      .string()
      .optional()
      .refine((v) => v === undefined || byteLength(v) <= MAX_ROBOTS_BYTES, "The file is larger than 500 KiB, the most Google reads."),
    userAgent: z
      .string()
      .trim()
      .max(100, "That user agent is too long.")
      .default("*")
      .transform((v) => (v === "" ? "*" : v))
      .refine((v) => USER_AGENT_TOKEN.test(v), "A user-agent token is * or letters, hyphens and underscores only, such as Googlebot-Image."),
    urls: z
      .array(z.string().trim().max(2048, "One of the URLs is too long."))
      .default([])
      .transform((list) => list.filter((u) => u !== ""))
      .refine((list) => list.length <= MAX_TEST_URLS, `Test at most ${MAX_TEST_URLS} URLs at a time.`)
      .superRefine((list, ctx) => {
        const bad = list.find((u) => resolveTestUrl(u) === null);
        if (bad !== undefined) ctx.addIssue({ code: "custom", message: `"${bad.slice(0, 80)}" is not a path (/page/) or an http(s) URL.` });
      }),
  })
  .refine((v) => v.url !== undefined || v.robotsTxt !== undefined, {
    message: "Enter a site URL or paste a robots.txt file.",
    path: ["url"],
  });

export type RobotsTxtInput = z.infer<typeof robotsTxtInputSchema>;
export type RobotsTxtRequest = z.input<typeof robotsTxtInputSchema>;
