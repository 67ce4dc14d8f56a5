// Google's API error envelopes (google-apis.md §6), as the emulated data APIs send them.
import { jsonResponse } from "../oauth/wire-errors";

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

type LegacyError = { message: string; domain: string; reason: string };

export type ApiErrorBody = {
  error: {
    code: number;
    message: string;
    status?: string;
    errors?: LegacyError[];
    details?: Record<string, unknown>[];
  };
};

/** `{ error: { code, message, status, errors?, details? } }`; `status: null` leaves it out (legacy surfaces). */
export function apiError(
  code: number,
  message: string,
  extra: {
    status?: string | null;
    reason?: string;
    details?: Record<string, unknown>[];
    headers?: HeadersInit;
  } = {},
): Response {
  const status = extra.status === null ? undefined : (extra.status ?? STATUS_NAMES[code]);
  const body: ApiErrorBody = {
    error: {
      code,
      message,
      ...(extra.reason ? { errors: [{ message, domain: "global", reason: extra.reason }] } : {}),
      ...(status ? { status } : {}),
      ...(extra.details ? { details: extra.details } : {}),
    },
  };
  return jsonResponse(code, body, extra.headers);
}

export const invalidArgument = (message: string) =>
  apiError(400, message, { reason: "badRequest" });

export const entityNotFound = () => apiError(404, "Requested entity was not found.");

/** Search Console's legacy 403 for a site the user cannot read (no `status`, reason `forbidden`). */
export const sitePermissionDenied = (siteUrl: string) =>
  apiError(
    403,
    `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`,
    { status: null, reason: "forbidden" },
  );

/** GA4's 403 for a property the user cannot read. */
export const propertyPermissionDenied = () =>
  apiError(403, "User does not have sufficient permissions for this property.");

export const insufficientScope = (service: string, method: string, scope: string) =>
  apiError(403, "Request had insufficient authentication scopes.", {
    reason: "insufficientPermissions",
    details: [
      {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
        domain: "googleapis.com",
        metadata: { service, method },
      },
    ],
    headers: {
      "www-authenticate": `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${scope}"`,
    },
  });

/** 429 RESOURCE_EXHAUSTED in the modern form of google-fixtures/error-429-quota.json. */
export function quotaExceeded(
  service: string,
  limit: { name: string; value: number; perDay?: boolean },
): Response {
  const window = limit.perDay ? "Queries per day" : "Queries per minute per user";
  const message = `Quota exceeded for quota metric 'Queries' and limit '${window}' of service '${service}' for consumer 'project_number:123456789012'.`;
  return apiError(429, message, {
    reason: limit.perDay ? "dailyLimitExceeded" : "rateLimitExceeded",
    details: [
      {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        reason: "RATE_LIMIT_EXCEEDED",
        domain: "googleapis.com",
        metadata: {
          quota_metric: `${service}/default_requests`,
          quota_limit: limit.name,
          quota_limit_value: String(limit.value),
          quota_location: "global",
          consumer: "projects/123456789012",
          service,
        },
      },
      {
        "@type": "type.googleapis.com/google.rpc.Help",
        links: [
          {
            description: "Request a higher quota limit.",
            url: "https://cloud.google.com/docs/quotas/help/request_increase",
          },
        ],
      },
    ],
  });
}

export const internalError = () => apiError(500, "Internal error encountered.");
