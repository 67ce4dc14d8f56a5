import "server-only";
import type { $ZodType, output } from "zod/v4/core";
import * as z from "@/lib/zod-mini";
import { readJsonBody, type JsonBody } from "@/lib/api/request";
import { invalidInput, jsonError, jsonOk } from "@/lib/api/response";
import { checkRateLimit, clientIp } from "@/lib/security/rate-limit";
import { SafeFetchError, type SafeFetchErrorCode } from "@/lib/security/safe-fetch-error";

/** An expected failure of a tool, shown to the user as is (e.g. 415 "not_html", 502 "target_http_error"). */
export class ToolError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "ToolError";
    this.status = status;
    this.code = code;
  }
}

const SAFE_FETCH_STATUS: Record<SafeFetchErrorCode, number> = {
  invalid_url: 400,
  forbidden_address: 403,
  dns_failure: 502,
  connection_failed: 502,
  too_many_redirects: 502,
  timeout: 504,
  too_large: 413,
};

// The largest input is 1,000,000 pasted characters for keyword density, up to 4 bytes each in UTF-8.
const MAX_BODY_BYTES = 5 * 1024 * 1024;

async function readInput(request: Request): Promise<JsonBody> {
  if (request.method === "GET" || request.method === "HEAD") {
    return { ok: true, body: Object.fromEntries(new URL(request.url).searchParams) };
  }
  return readJsonBody(request, MAX_BODY_BYTES);
}

export function errorResponse(error: unknown, tool: string): Response {
  if (error instanceof SafeFetchError)
    return jsonError(SAFE_FETCH_STATUS[error.code], error.code, error.message);
  if (error instanceof ToolError) return jsonError(error.status, error.code, error.message);
  console.error(`[tool:${tool}]`, error);
  return jsonError(
    500,
    "internal_error",
    "Something went wrong on our side. Please try again in a moment.",
  );
}

/** The guarded handler of every free tool: rate limit → input → zod (mini or classic) → handler → one error shape. */
export function toolRoute<S extends $ZodType>(options: {
  tool: string;
  schema: S;
  handler: (input: output<S>, request: Request) => Promise<unknown>;
}): (request: Request) => Promise<Response> {
  return async (request) => {
    const limit = await checkRateLimit(`tool:${options.tool}`, clientIp(request));
    if (!limit.ok) {
      const seconds = limit.retryAfterSeconds;
      return jsonError(
        429,
        "rate_limited",
        `Too many requests. Please wait ${seconds} seconds and try again.`,
        {
          "Retry-After": String(seconds),
        },
      );
    }
    const input = await readInput(request);
    if (!input.ok) return input.response;
    const parsed = z.safeParse(options.schema, input.body);
    if (!parsed.success) return invalidInput(parsed.error);
    try {
      const result = await options.handler(parsed.data, request);
      return result instanceof Response ? result : jsonOk(result);
    } catch (error) {
      return errorResponse(error, options.tool);
    }
  };
}
