import { resolveTestUrl, robotsTxtUrlFor } from "./test-urls";
import { USER_AGENT_TOKEN } from "./user-agents";

export const MAX_TEST_URLS = 100;
/** Google reads at most 500 KiB of a robots.txt file. */
export const MAX_ROBOTS_BYTES = 500 * 1024;

export type RequestField = "url" | "robotsTxt" | "userAgent" | "urls";

/**
 * The first thing wrong with each field of a test request, by robotsTxtInputSchema's rules but
 * without zod, so the browser's form can check them (a test holds the two together).
 */
export function requestProblems(request: {
  url?: string;
  robotsTxt?: string;
  userAgent?: string;
  urls?: string[];
}): Partial<Record<RequestField, string>> {
  const problems: Partial<Record<RequestField, string>> = {};
  const url = request.url?.trim() || undefined;
  if (url !== undefined && url.length > 2048) problems.url = "That URL is too long.";
  else if (url !== undefined && robotsTxtUrlFor(url) === null)
    problems.url = "Enter a site or robots.txt URL, such as https://example.com/.";
  else if (url === undefined && request.robotsTxt === undefined)
    problems.url = "Enter a site URL or paste a robots.txt file.";
  if (
    request.robotsTxt !== undefined &&
    new TextEncoder().encode(request.robotsTxt).length > MAX_ROBOTS_BYTES
  )
    problems.robotsTxt = "The file is larger than 500 KiB, the most Google reads.";
  const agent = request.userAgent?.trim() || "*";
  if (agent.length > 100) problems.userAgent = "That user agent is too long.";
  else if (!USER_AGENT_TOKEN.test(agent))
    problems.userAgent =
      "A user-agent token is * or letters, hyphens and underscores only, such as Googlebot-Image.";
  const urls = (request.urls ?? []).map((u) => u.trim()).filter((u) => u !== "");
  const bad = urls.find((u) => resolveTestUrl(u) === null);
  if (urls.some((u) => u.length > 2048)) problems.urls = "One of the URLs is too long.";
  else if (urls.length > MAX_TEST_URLS)
    problems.urls = `Test at most ${MAX_TEST_URLS} URLs at a time.`;
  else if (bad !== undefined)
    problems.urls = `"${bad.slice(0, 80)}" is not a path (/page/) or an http(s) URL.`;
  return problems;
}
