import { describe, expect, it } from "vitest";
import { isAuthError } from "./is-auth-error";

describe("isAuthError", () => {
  it.each([
    ["Unauthorized", "Unauthorized"],
    ["an unauthorized request", new Error("Request unauthorized: sign in first")],
    ["an invalid token", "Invalid token"],
    ["a missing token", new Error("Missing token")],
    ["no token", "No token provided"],
    ["a token that is invalid", "JWT token is invalid"],
    ["a missing Google token", "No Google token found for this user"],
    ["a Google token not found", { error: "Google token not found", needsReauth: true }],
    ["missing Google tokens", "Missing Google tokens"],
    ["re-authenticate", "Please re-authenticate with Google to access GMB data"],
    ["reauthenticate without the hyphen", "User must reauthenticate"],
    ["Token expired", "Token expired"],
    ["a token that has expired", "The token has expired"],
    ["Google's revoked grant", "Token has been expired or revoked."],
    ["invalid_grant", { error: "invalid_grant", error_description: "Bad Request" }],
    ["Authentication failed", new Error("Authentication failed")],
    ["a missing API key", "Missing API key"],
    ["no API key", "No API key configured"],
    ["an API key not set", "PageSpeed API key is not set"],
    ["an expired access token", "Expired access token"],
    ["an invalid access token", "Invalid access token"],
    ["an access token that is invalid", "The access token is invalid"],
    ["an access token that expired", "Access token expired"],
    ["status 401", { status: 401 }],
    ["status 401 without a message", { statusCode: 401, message: "" }],
    [
      "Google's 401 envelope",
      {
        error: {
          code: 401,
          message: "Request had invalid authentication credentials.",
          status: "UNAUTHENTICATED",
        },
      },
    ],
    [
      "403 with a permission message",
      { status: 403, message: "User does not have sufficient permission for site" },
    ],
    [
      "Google's 403 for a missing scope",
      {
        error: {
          code: 403,
          message: "Request had insufficient authentication scopes.",
          errors: [{ message: "Insufficient Permission", reason: "insufficientPermissions" }],
        },
      },
    ],
    [
      "GA4's 403 property permission",
      {
        error: {
          code: 403,
          message: "User does not have sufficient permissions for this property.",
        },
      },
    ],
    ["our error shape", { error: { code: "unauthorized", message: "Unauthorized" } }],
  ])("counts %s", (_label, error) => {
    expect(isAuthError(error)).toBe(true);
  });

  it.each([
    ["a rate limit", { status: 429, message: "Rate limit exceeded" }],
    ["a server error", { status: 500, message: "Internal error encountered." }],
    [
      "403 without a permission message",
      { status: 403, message: "Quota exceeded for quota metric" },
    ],
    [
      "403 for an API that is not enabled",
      {
        error: {
          code: 403,
          message:
            "Google Analytics Data API has not been used in project 123 before or it is disabled.",
        },
      },
    ],
    [
      "a permission message without 403",
      { status: 400, message: "Missing permission_level field" },
    ],
    ["an invalid request", "Invalid request: dimensions must not be empty"],
    ["a missing parameter", "Missing parameter: siteUrl"],
    ["a network failure", new TypeError("Failed to fetch")],
    ["an authorized message", "User is authorized"],
    ["a successful refresh", "Token refreshed successfully"],
    ["a tokenizer message", "Invalid tokenizer configuration"],
    ["an API key that works", "API key accepted"],
    ["a 404", { status: 404, message: "Requested entity was not found." }],
    ["nothing", undefined],
    ["null", null],
    ["an empty string", ""],
  ])("does not count %s", (_label, error) => {
    expect(isAuthError(error)).toBe(false);
  });
});
