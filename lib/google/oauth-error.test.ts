import { GoogleOAuthError, toGoogleOAuthError } from "./oauth-error";

const httpFailure = (status: number, data: unknown) =>
  Object.assign(new Error(`status ${status}`), { response: { status, data } });

describe("toGoogleOAuthError", () => {
  it("marks a revoked refresh token as needing reauth", () => {
    const error = toGoogleOAuthError(
      httpFailure(400, {
        error: "invalid_grant",
        error_description: "Token has been expired or revoked.",
      }),
    );
    expect(error).toBeInstanceOf(GoogleOAuthError);
    expect(error).toMatchObject({ code: "invalid_grant", status: 400, requiresReauth: true });
    expect(error.message).toBe("invalid_grant: Token has been expired or revoked.");
  });

  it("keeps a client misconfiguration apart from reauth", () => {
    const error = toGoogleOAuthError(
      httpFailure(401, {
        error: "invalid_client",
        error_description: "The OAuth client was not found.",
      }),
    );
    expect(error).toMatchObject({ code: "invalid_client", status: 401, requiresReauth: false });
  });

  it("groups malformed-request errors", () => {
    for (const code of [
      "invalid_request",
      "unsupported_grant_type",
      "unauthorized_client",
      "invalid_token",
    ]) {
      expect(toGoogleOAuthError(httpFailure(400, { error: code })).code).toBe("invalid_request");
    }
  });

  it("reads the API envelope of a rejected bearer token", () => {
    const error = toGoogleOAuthError(
      httpFailure(401, {
        error: {
          code: 401,
          message: "Request had invalid authentication credentials.",
          status: "UNAUTHENTICATED",
        },
      }),
    );
    expect(error).toMatchObject({ code: "invalid_grant", status: 401, requiresReauth: true });
    expect(error.message).toContain("invalid authentication credentials");
  });

  it("treats a server error as retryable and unknown", () => {
    const error = toGoogleOAuthError(httpFailure(503, "Service Unavailable"));
    expect(error).toMatchObject({ code: "unknown", status: 503, requiresReauth: false });
  });

  it("calls a failure without a response a network error and keeps its cause", () => {
    const cause = Object.assign(new TypeError("fetch failed"), { code: "ECONNREFUSED" });
    const error = toGoogleOAuthError(cause);
    expect(error).toMatchObject({ code: "network", requiresReauth: false });
    expect(error.status).toBeUndefined();
    expect(error.cause).toBe(cause);
  });

  it("passes an existing GoogleOAuthError through", () => {
    const original = new GoogleOAuthError("invalid_request", "bad");
    expect(toGoogleOAuthError(original)).toBe(original);
  });
});
