import { afterEach, describe, expect, it, vi } from "vitest";
import { GoogleApiError } from "@/lib/google/errors";
import { GoogleOAuthError } from "@/lib/google/oauth-error";
import { SafeFetchError, type SafeFetchErrorCode } from "@/lib/security/safe-fetch-error";
import { ApiError, errorResponse, notFound, rateLimited, unauthenticated } from "./errors";

afterEach(() => vi.restoreAllMocks());

const answer = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
});

describe("errorResponse", () => {
  it("answers an ApiError with its status, code, message and headers", async () => {
    expect(await answer(errorResponse(notFound("No such thing."), "reading"))).toEqual({
      status: 404,
      body: { error: { code: "not_found", message: "No such thing." } },
    });
    expect(await answer(errorResponse(unauthenticated(), "reading"))).toEqual({
      status: 401,
      body: { error: { code: "unauthenticated", message: "Please sign in." } },
    });
    const limited = errorResponse(rateLimited("Slow down.", 30), "reading");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
  });

  it("answers a subclass of ApiError the same way", async () => {
    class ToolError extends ApiError {}
    const response = errorResponse(new ToolError(415, "not_html", "Not a page."), "x");
    expect(await answer(response)).toEqual({
      status: 415,
      body: { error: { code: "not_html", message: "Not a page." } },
    });
  });

  it("answers a Google failure with its google_* code, status and Retry-After", async () => {
    const error = new GoogleApiError("rate_limit", "Search Console is busy.", {
      status: 429,
      api: "searchConsole",
      retryAfterMs: 1500,
    });
    const response = errorResponse(error, "reading");
    expect(response.headers.get("retry-after")).toBe("2");
    expect(await answer(response)).toEqual({
      status: 429,
      body: { error: { code: "google_rate_limited", message: "Search Console is busy." } },
    });
    const reauth = new GoogleApiError("reauth", "Reconnect.", { status: 401, api: "ga4" });
    expect((await answer(errorResponse(reauth, "reading"))).status).toBe(401);
  });

  it.each<[SafeFetchErrorCode, number]>([
    ["invalid_url", 400],
    ["forbidden_address", 403],
    ["dns_failure", 502],
    ["connection_failed", 502],
    ["too_many_redirects", 502],
    ["timeout", 504],
    ["too_large", 413],
  ])("maps SafeFetchError %s to HTTP %i", async (code, status) => {
    const response = errorResponse(new SafeFetchError(code, `Failure ${code}.`), "fetching");
    expect(await answer(response)).toEqual({
      status,
      body: { error: { code, message: `Failure ${code}.` } },
    });
  });

  it("answers an OAuth refusal (Google's 4xx) with 400 and an unreachable Google with 502", async () => {
    const refused = new GoogleOAuthError("invalid_grant", "invalid_grant: Bad Request", {
      status: 400,
    });
    expect(await answer(errorResponse(refused, "signing in"))).toMatchObject({
      status: 400,
      body: { error: { code: "google_oauth_refused" } },
    });
    const badClient = new GoogleOAuthError("invalid_client", "invalid_client", { status: 401 });
    expect(errorResponse(badClient, "signing in").status).toBe(400);
    const down = new GoogleOAuthError("network", "Google could not be reached: ECONNRESET");
    expect(await answer(errorResponse(down, "signing in"))).toMatchObject({
      status: 502,
      body: { error: { code: "google_error" } },
    });
    const outage = new GoogleOAuthError("unknown", "Google answered 503", { status: 503 });
    expect(errorResponse(outage, "signing in").status).toBe(502);
  });

  it("logs an unexpected failure and answers 500 without its details", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(new Error("connection refused at 10.0.0.3"), "listing");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe("internal_error");
    expect(text).not.toContain("10.0.0.3");
    expect(log).toHaveBeenCalledOnce();
  });
});

describe("the log of an unexpected failure", () => {
  it("names the error classes and SQLSTATE down the cause chain, never a message or parameter", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      name: "PostgresError",
      code: "22021",
    });
    const query = new Error(
      "Failed query: insert into contact_messages values ($1, $2)\nparams: Ada Lovelace,ada@example.com",
      { cause: driver },
    );
    query.name = "DrizzleQueryError";
    errorResponse(query, "POST /api/contact/");
    const logged = log.mock.calls.flat().map(String).join("\n");
    expect(logged).toContain(
      "[api] POST /api/contact/ failed: DrizzleQueryError ← PostgresError [SQLSTATE 22021]",
    );
    for (const secret of ["Ada", "ada@example.com", "contact_messages", "0x00"])
      expect(logged).not.toContain(secret);
  });
});
