import rateLimited from "@/tests/fixtures/google/error-429-quota.json";
import {
  GoogleApiError,
  GoogleHttpFailure,
  errorPayload,
  httpStatusFor,
  toGoogleApiError,
} from "./errors";

const failure = (status: number, data: unknown, headers?: HeadersInit) =>
  new GoogleHttpFailure({ status, data, headers: new Headers(headers) });
const classify = (status: number, data: unknown, headers?: HeadersInit) =>
  toGoogleApiError(failure(status, data, headers), "searchConsole");

const UNAUTHENTICATED = {
  error: {
    code: 401,
    message: "Request had invalid authentication credentials. Expected OAuth 2 access token.",
    errors: [{ message: "Invalid Credentials", domain: "global", reason: "authError" }],
    status: "UNAUTHENTICATED",
    details: [
      {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        reason: "ACCESS_TOKEN_TYPE_UNSUPPORTED",
        metadata: { service: "searchconsole.googleapis.com" },
      },
    ],
  },
};
const SCOPE = {
  error: {
    code: 403,
    message: "Request had insufficient authentication scopes.",
    errors: [
      { message: "Insufficient Permission", domain: "global", reason: "insufficientPermissions" },
    ],
    status: "PERMISSION_DENIED",
    details: [
      {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
        domain: "googleapis.com",
      },
    ],
  },
};
const legacy = (code: number, reason: string, message = "Forbidden") => ({
  error: { code, message, errors: [{ message, domain: "global", reason }] },
});

describe("toGoogleApiError", () => {
  it("asks for a reconnect on a 401, without Google's text", () => {
    const error = classify(401, UNAUTHENTICATED);
    expect(error).toBeInstanceOf(GoogleApiError);
    expect(error).toMatchObject({ kind: "reauth", status: 401, api: "searchConsole" });
    expect(error.reason).toBe("ACCESS_TOKEN_TYPE_UNSUPPORTED");
    expect(error.requiresReauth).toBe(true);
    expect(error.retryable).toBe(false);
    expect(error.message).toBe("Your Google connection has expired. Please reconnect.");
    expect(errorPayload(error).code).toBe("google_reauth_required");
    expect(httpStatusFor(error)).toBe(401);
  });

  it("asks for consent on a missing scope, by ErrorInfo, legacy reason or header", () => {
    const error = classify(403, SCOPE);
    expect(error).toMatchObject({ kind: "insufficient_scope", requiresReauth: true });
    expect(errorPayload(error).code).toBe("google_scope_required");
    expect(httpStatusFor(error)).toBe(403);
    expect(classify(403, legacy(403, "insufficientPermissions")).kind).toBe("insufficient_scope");
    const header = { "www-authenticate": 'Bearer error="insufficient_scope", scope="x"' };
    expect(classify(403, { error: { code: 403, message: "no" } }, header).kind).toBe(
      "insufficient_scope",
    );
  });

  it("reads Search Console's legacy 403 without a status as no access to the property", () => {
    const error = classify(
      403,
      legacy(
        403,
        "forbidden",
        "User does not have sufficient permission for site 'sc-domain:a.example'.",
      ),
    );
    expect(error).toMatchObject({ kind: "access_denied", status: 403, reason: "forbidden" });
    expect(error.requiresReauth).toBe(false);
    expect(error.message).toMatch(/^Access denied: /);
    expect(errorPayload(error).code).toBe("google_access_denied");
    expect(httpStatusFor(error)).toBe(403);
  });

  it("tells a disabled API apart in the message", () => {
    const body = {
      error: {
        code: 403,
        message:
          "Google Analytics Data API has not been used in project 1 before or it is disabled.",
        status: "PERMISSION_DENIED",
        details: [
          { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "SERVICE_DISABLED" },
        ],
      },
    };
    const error = toGoogleApiError(failure(403, body), "analyticsData");
    expect(error).toMatchObject({ kind: "access_denied", reason: "SERVICE_DISABLED" });
    expect(error.message).toContain("Google Analytics API is not enabled");
  });

  it("reads the recorded 429 as a rate limit to retry", () => {
    const error = classify(429, rateLimited);
    expect(error).toMatchObject({ kind: "rate_limit", status: 429, reason: "RATE_LIMIT_EXCEEDED" });
    expect(error.retryable).toBe(true);
    expect(errorPayload(error).code).toBe("google_rate_limited");
    expect(httpStatusFor(error)).toBe(429);
  });

  it("treats the legacy rate and quota reasons on a 403 like a 429", () => {
    for (const reason of ["rateLimitExceeded", "userRateLimitExceeded", "quotaExceeded"]) {
      expect(classify(403, legacy(403, reason)).kind).toBe("rate_limit");
    }
  });

  it("calls a daily limit exhausted, not retryable", () => {
    const daily = classify(403, legacy(403, "dailyLimitExceeded", "Daily Limit Exceeded"));
    expect(daily).toMatchObject({ kind: "quota_daily", retryable: false });
    expect(errorPayload(daily).code).toBe("google_quota_exhausted");
    expect(httpStatusFor(daily)).toBe(429);
    const perDay = structuredClone(rateLimited);
    perDay.error.details[0]!.metadata!.quota_limit = "defaultPerDayPerProject";
    expect(classify(429, perDay).kind).toBe("quota_daily");
    const psi = {
      error: {
        code: 429,
        message: "Quota exceeded for quota group 'default' and limit 'Queries per day' of service.",
        status: "RESOURCE_EXHAUSTED",
      },
    };
    expect(classify(429, psi).kind).toBe("quota_daily");
  });

  it("calls 5xx, an unreadable body, a network failure and a timeout transient", () => {
    const server = classify(500, { error: { code: 500, message: "Internal error encountered." } });
    expect(server).toMatchObject({ kind: "transient", status: 500, retryable: true });
    expect(server.message).toBe("Search Console could not be reached. Try again in a minute.");
    // Google answered with its own failure: not the user's connection.
    expect(errorPayload(server).code).toBe("google_server_error");
    expect(httpStatusFor(server)).toBe(502);
    const unavailable = classify(503, "<html>Service Unavailable</html>");
    expect(unavailable.kind).toBe("transient");
    expect(errorPayload(unavailable).code).toBe("google_server_error");
    const network = Object.assign(new TypeError("fetch failed"), {
      cause: { code: "ECONNREFUSED" },
    });
    const unreachable = toGoogleApiError(network, "analyticsData");
    expect(unreachable).toMatchObject({ kind: "transient", status: 0 });
    expect(errorPayload(unreachable).code).toBe("google_unavailable");
    expect(httpStatusFor(unreachable)).toBe(503);
    const timeout = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    const late = toGoogleApiError(timeout, "analyticsData");
    expect(late.kind).toBe("transient");
    expect(errorPayload(late).code).toBe("google_unavailable");
    expect(errorPayload(classify(408, "")).code).toBe("google_unavailable");
    const unreadable = new GoogleApiError("transient", "Search Console answered in a form…", {
      status: 0,
      api: "searchConsole",
      reason: "unexpected_response",
    });
    expect(errorPayload(unreadable).code).toBe("google_server_error");
  });

  it("passes Google's explanation of a bad request on", () => {
    const error = classify(400, {
      error: {
        code: 400,
        message: "Field sessionsz is not a valid metric.",
        status: "INVALID_ARGUMENT",
      },
    });
    expect(error).toMatchObject({ kind: "invalid_request", status: 400 });
    expect(error.message).toBe(
      "Search Console could not process the request: Field sessionsz is not a valid metric.",
    );
    expect(errorPayload(error).code).toBe("google_invalid_request");
    expect(httpStatusFor(error)).toBe(400);
  });

  it("calls a 404 not found", () => {
    const error = classify(404, {
      error: { code: 404, message: "Requested entity was not found." },
    });
    expect(error).toMatchObject({ kind: "not_found", retryable: false });
    expect(errorPayload(error).code).toBe("google_not_found");
    expect(httpStatusFor(error)).toBe(404);
  });

  it("reads the auth messages of the spec and a refresh that needs a reconnect as reauth", () => {
    expect(
      classify(400, { error: { code: 400, message: "Token has been expired or revoked." } }).kind,
    ).toBe("reauth");
    expect(toGoogleApiError(new Error("invalid_grant"), "gbpAccounts").kind).toBe("reauth");
    const refresh = Object.assign(new Error("Your Google connection has expired."), {
      name: "TokenRefreshError",
      needsReauth: true,
    });
    expect(toGoogleApiError(refresh, "gbpAccounts").kind).toBe("reauth");
    const flaky = Object.assign(new Error("Network error during token refresh."), {
      needsReauth: false,
    });
    expect(toGoogleApiError(flaky, "gbpAccounts").kind).toBe("transient");
  });

  it("keeps the longer of RetryInfo and Retry-After", () => {
    const body = structuredClone(rateLimited) as { error: { details: object[] } };
    body.error.details.push({
      "@type": "type.googleapis.com/google.rpc.RetryInfo",
      retryDelay: "7.5s",
    });
    expect(classify(429, body, { "retry-after": "3" }).retryAfterMs).toBe(7500);
    expect(classify(429, rateLimited, { "retry-after": "12" }).retryAfterMs).toBe(12_000);
    expect(classify(429, rateLimited).retryAfterMs).toBeUndefined();
  });

  it("passes a GoogleApiError through and reads gaxios' error shape", () => {
    const error = classify(404, {});
    expect(toGoogleApiError(error, "other")).toBe(error);
    const gaxiosLike = Object.assign(new Error("Request failed"), {
      status: 403,
      response: { status: 403, data: SCOPE, headers: new Headers() },
    });
    expect(toGoogleApiError(gaxiosLike, "analyticsData").kind).toBe("insufficient_scope");
  });
});
