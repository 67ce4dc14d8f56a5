import "server-only";
import { SafeFetchError, safeFetch, type SafeFetchOptions } from "@/lib/security/safe-fetch";
import { runToolTask } from "@/lib/tools/worker/pool";
import { reportWithoutFile, type RobotsReport } from "./analyse";
import {
  MAX_ROBOTS_REDIRECTS,
  outcomeForStatus,
  outcomeForTooManyRedirects,
  outcomeForUnreachable,
  type FetchOutcome,
} from "./fetch-status";
import { MAX_ROBOTS_BYTES, type RobotsTxtInput } from "./schema";
import { robotsTxtUrlFor } from "./test-urls";

const PASTED: FetchOutcome = {
  kind: "parsed",
  title: "Pasted robots.txt",
  detail: "Tested as if your server answered HTTP 200 with this file.",
};

/** Fetches (or takes the pasted) robots.txt and tests the URLs against it. */
export async function runRobotsTxtTest(
  input: RobotsTxtInput,
  fetchOptions: Pick<SafeFetchOptions, "allowHosts" | "timeoutMs"> = {},
  signal?: AbortSignal,
): Promise<RobotsReport> {
  const { userAgent, urls } = input;
  if (input.robotsTxt !== undefined) {
    const robotsTxt = input.robotsTxt;
    const pasted = { userAgent, urls, source: { kind: "pasted" as const }, outcome: PASTED };
    return runToolTask("robotsTxt", { robotsTxt, input: pasted }, signal);
  }
  const robotsUrl = robotsTxtUrlFor(input.url ?? "");
  if (!robotsUrl)
    throw new SafeFetchError(
      "invalid_url",
      "Enter a site or robots.txt URL, such as https://example.com/.",
    );
  const base = {
    kind: "fetched" as const,
    robotsUrl,
    finalUrl: robotsUrl,
    status: null,
    redirects: [],
    contentType: null,
    bytes: 0,
    truncated: false,
  };
  let response;
  try {
    response = await safeFetch(robotsUrl, {
      ...fetchOptions,
      maxBytes: MAX_ROBOTS_BYTES,
      truncate: true,
      maxRedirects: MAX_ROBOTS_REDIRECTS,
      accept: "text/plain,*/*;q=0.8",
    });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.code === "too_many_redirects")
      return reportWithoutFile({
        userAgent,
        urls,
        source: base,
        outcome: outcomeForTooManyRedirects(),
      });
    if (error.code === "timeout" || error.code === "connection_failed") {
      return reportWithoutFile({
        userAgent,
        urls,
        source: base,
        outcome: outcomeForUnreachable(error.message),
      });
    }
    throw error;
  }
  const source = {
    ...base,
    finalUrl: response.url,
    status: response.status,
    redirects: response.redirects.map((r) => r.url),
    contentType: response.contentType,
    bytes: response.bytes,
    truncated: response.truncated,
  };
  const outcome = outcomeForStatus(response.status);
  if (outcome.kind !== "parsed") return reportWithoutFile({ userAgent, urls, source, outcome });
  const fetched = { userAgent, urls, source, outcome };
  return runToolTask("robotsTxt", { robotsTxt: response.body, input: fetched }, signal);
}
