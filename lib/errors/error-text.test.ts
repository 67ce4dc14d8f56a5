import { describe, expect, it } from "vitest";
import { errorStatus, errorText } from "./error-text";

describe("errorText", () => {
  it.each([
    ["a string", "Token expired", "Token expired"],
    ["an Error", new Error("Authentication failed"), "Authentication failed"],
    [
      "our API error shape",
      { error: { code: "unauthorized", message: "Sign in first." } },
      "Sign in first.",
    ],
    [
      "an OAuth error body",
      { error: "invalid_grant", error_description: "Token has been expired or revoked." },
      "invalid_grant\nToken has been expired or revoked.",
    ],
    [
      "Google's envelope with legacy errors[]",
      {
        error: {
          code: 403,
          message: "Request had insufficient authentication scopes.",
          errors: [{ message: "Insufficient Permission" }],
        },
      },
      "Request had insufficient authentication scopes.\nInsufficient Permission",
    ],
    [
      "a function response",
      { error: "Google token not found", needsReauth: true },
      "Google token not found",
    ],
    ["nothing readable", { status: 500 }, ""],
    ["null", null, ""],
    ["a number", 42, ""],
  ])("reads %s", (_label, error, text) => {
    expect(errorText(error)).toBe(text);
  });

  it("does not recurse without end into a self-referencing error", () => {
    const error: Record<string, unknown> = { message: "outer" };
    error.error = error;
    expect(errorText(error)).toContain("outer");
  });
});

describe("errorStatus", () => {
  it.each([
    ["a status field", { status: 401 }, 401],
    ["a statusCode field", { statusCode: 403 }, 403],
    ["Google's envelope", { error: { code: 429, message: "Quota exceeded" } }, 429],
    ["a string status", { status: "UNAUTHENTICATED" }, undefined],
    ["our API error code (a string)", { error: { code: "unauthorized" } }, undefined],
    ["a string", "401", undefined],
    ["undefined", undefined, undefined],
  ])("reads %s", (_label, error, status) => {
    expect(errorStatus(error)).toBe(status);
  });
});
