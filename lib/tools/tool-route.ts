import "server-only";
import type { $ZodType, output } from "zod/v4/core";
import { ApiError, rateLimited } from "@/lib/api/errors";
import { parseBody, parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/security/client-ip";
import { checkRateLimit } from "@/lib/security/rate-limit";

/** An expected failure of a tool, shown to the user as is (e.g. 415 "not_html", 502 "target_http_error"). */
export class ToolError extends ApiError {
  override name = "ToolError";
}

// The largest input is 1,000,000 pasted characters for keyword density, up to 4 bytes each in UTF-8.
const MAX_BODY_BYTES = 5 * 1024 * 1024;

function readInput<S extends $ZodType>(request: Request, schema: S): Promise<output<S>> {
  if (request.method === "GET" || request.method === "HEAD")
    return Promise.resolve(parseQuery(request, schema));
  return parseBody(request, schema, { maxBytes: MAX_BODY_BYTES });
}

/** The guarded handler of every free tool: rate limit → input → zod (mini or classic) → handler → one error shape. */
export function toolRoute<S extends $ZodType>(options: {
  tool: string;
  schema: S;
  handler: (input: output<S>, request: Request) => Promise<unknown>;
}): (request: Request) => Promise<Response> {
  return apiRoute<unknown, Request>(async (request) => {
    const limit = await checkRateLimit(`tool:${options.tool}`, clientIp(request));
    if (!limit.ok) {
      const seconds = limit.retryAfterSeconds;
      throw rateLimited(
        `Too many requests. Please wait ${seconds} seconds and try again.`,
        seconds,
      );
    }
    const result = await options.handler(await readInput(request, options.schema), request);
    return result instanceof Response ? result : ok(result);
  });
}
