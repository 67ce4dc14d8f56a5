import * as z from "@/lib/zod-mini";
import { resolveTestUrl, robotsTxtUrlFor } from "./test-urls";
import { USER_AGENT_TOKEN } from "./user-agents";
import { MAX_ROBOTS_BYTES, MAX_TEST_URLS } from "./request-checks";

export { MAX_ROBOTS_BYTES, MAX_TEST_URLS } from "./request-checks";

const byteLength = (s: string) => new TextEncoder().encode(s).length;

const urlField = z
  .pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(2048, "That URL is too long."))),
    z.transform((v: string | undefined) => (v === "" ? undefined : v)),
  )
  .check(
    z.refine(
      (v) => v === undefined || robotsTxtUrlFor(v) !== null,
      "Enter a site or robots.txt URL, such as https://example.com/.",
    ),
  );

const robotsTxtField = z
  .optional(z.string())
  .check(
    z.refine(
      (v) => v === undefined || byteLength(v) <= MAX_ROBOTS_BYTES,
      "The file is larger than 500 KiB, the most Google reads.",
    ),
  );

const userAgentField = z
  .pipe(
    z._default(z.string().check(z.trim(), z.maxLength(100, "That user agent is too long.")), "*"),
    z.transform((v: string) => (v === "" ? "*" : v)),
  )
  .check(
    z.refine(
      (v) => USER_AGENT_TOKEN.test(v),
      "A user-agent token is * or letters, hyphens and underscores only, such as Googlebot-Image.",
    ),
  );

const testUrlsField = z
  .pipe(
    z._default(
      z.array(z.string().check(z.trim(), z.maxLength(2048, "One of the URLs is too long."))),
      [],
    ),
    z.transform((list: string[]) => list.filter((u) => u !== "")),
  )
  .check(
    z.refine(
      (list) => list.length <= MAX_TEST_URLS,
      `Test at most ${MAX_TEST_URLS} URLs at a time.`,
    ),
    z.superRefine((list, ctx) => {
      const bad = list.find((u) => resolveTestUrl(u) === null);
      if (bad !== undefined)
        ctx.addIssue({
          code: "custom",
          message: `"${bad.slice(0, 80)}" is not a path (/page/) or an http(s) URL.`,
        });
    }),
  );

export const robotsTxtInputSchema = z
  .object({
    url: urlField,
    robotsTxt: robotsTxtField,
    userAgent: userAgentField,
    urls: testUrlsField,
  })
  .check(
    z.refine((v) => v.url !== undefined || v.robotsTxt !== undefined, {
      message: "Enter a site URL or paste a robots.txt file.",
      path: ["url"],
    }),
  );

export type RobotsTxtInput = z.infer<typeof robotsTxtInputSchema>;
export type RobotsTxtRequest = z.input<typeof robotsTxtInputSchema>;
