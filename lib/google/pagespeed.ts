import "server-only";
import { pagespeedonline } from "@googleapis/pagespeedonline";
import { env } from "@/lib/env";
import { toGoogleApiError } from "./classify-error";
import { googleApiRoots, type GoogleApiRoots } from "./hosts";
import { withRetry, type RetryOptions } from "./retry";
import {
  pageSpeedResponseSchema,
  PSI_CATEGORIES,
  type PageSpeedResponse,
  type PsiCategory,
  type PsiStrategy,
} from "./schemas/pagespeed";
import { parseWire } from "./wire";

export {
  PSI_CATEGORIES,
  type PageSpeedResponse,
  type PsiCategory,
  type PsiStrategy,
} from "./schemas/pagespeed";

const API = "pageSpeed";
// Each run is a full Lighthouse pass on Google's side: 10-30 s, sometimes more.
const TIMEOUT_MS = 90_000;
const client = pagespeedonline({ version: "v5" });

/** Discovery's enum form; Google accepts it for every category and strategy. */
const enumOf = (value: string) => value.toUpperCase().replace(/-/g, "_");

/**
 * PageSpeed Insights v5. It takes an API key instead of a user's token; without one Google allows
 * only a few anonymous runs. Requests go through the same root (the emulator in embedded mode).
 */
export function pageSpeed({
  apiKey = env.PAGESPEED_API_KEY,
  roots = googleApiRoots(),
  fetch: fetchImplementation = fetch,
  retry,
}: {
  apiKey?: string;
  roots?: GoogleApiRoots;
  fetch?: typeof fetch;
  retry?: RetryOptions;
} = {}) {
  return {
    async run(
      url: string,
      strategy: PsiStrategy,
      categories: readonly PsiCategory[] = PSI_CATEGORIES,
    ): Promise<PageSpeedResponse> {
      const { data } = await withRetry(async () => {
        try {
          return await client.pagespeedapi.runpagespeed(
            {
              url,
              strategy: enumOf(strategy),
              category: categories.map(enumOf),
              ...(apiKey ? { key: apiKey } : {}),
            },
            // Root per request and no gaxios retries, as in request-options.ts.
            { rootUrl: roots.pageSpeed, retry: false, timeout: TIMEOUT_MS, fetchImplementation },
          );
        } catch (error) {
          throw toGoogleApiError(error, API);
        }
      }, retry);
      return parseWire(pageSpeedResponseSchema, data, API);
    },
  };
}
