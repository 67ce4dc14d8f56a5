import { describe, expect, it } from "vitest";
import { ApiRequestError, NETWORK_ERROR_MESSAGE } from "@/lib/query/request";
import {
  dataErrorNotification,
  dataErrorToast,
  functionErrorNotification,
  functionErrorToast,
} from "./catalog";

const fail = (status: number | undefined, code: string, message: string) =>
  new ApiRequestError(status, code, message);
const titleOf = (error: unknown) => dataErrorToast(error).title;

describe("dataErrorToast", () => {
  it("'Authentication Expired' for 401, reauth codes and the auth messages of §8", () => {
    expect(dataErrorToast(fail(401, "unauthenticated", "Please sign in."))).toEqual({
      title: "Authentication Expired",
      message: "Please sign in.",
      needsSignIn: true,
    });
    expect(titleOf({ code: "google_reauth_required" })).toBe("Authentication Expired");
    expect(titleOf({ error: { code: "google_scope_required", message: "" } })).toBe(
      "Authentication Expired",
    );
    expect(titleOf(new Error("Token expired"))).toBe("Authentication Expired");
    expect(titleOf(new Error("invalid_grant"))).toBe("Authentication Expired");
    expect(titleOf({ status: 403, message: "The caller does not have permission" })).toBe(
      "Authentication Expired",
    );
    expect(titleOf({ needsReauth: true })).toBe("Authentication Expired");
    expect(dataErrorToast({ status: 401 }).message).toBe("Please sign in again to continue.");
  });

  it("'Rate Limit Reached' for 429, Google's rate and quota codes, and such messages", () => {
    expect(dataErrorToast(fail(429, "rate_limited", "Slow down."))).toEqual({
      title: "Rate Limit Reached",
      message: "Please wait a few minutes before trying again.",
      needsSignIn: false,
    });
    expect(titleOf({ code: "google_rate_limited" })).toBe("Rate Limit Reached");
    expect(titleOf({ code: "google_quota_exhausted" })).toBe("Rate Limit Reached");
    expect(titleOf(new Error("Daily quota exceeded"))).toBe("Rate Limit Reached");
    expect(titleOf(new Error("User rate limit exceeded"))).toBe("Rate Limit Reached");
  });

  it("'No Data Available' for no_data, a 404 and 'no data' messages, with the server's message", () => {
    expect(dataErrorToast(fail(404, "project_not_found", "No project with this id."))).toEqual({
      title: "No Data Available",
      message: "No project with this id.",
      needsSignIn: false,
    });
    expect(titleOf({ code: "no_data" })).toBe("No Data Available");
    expect(titleOf(new Error("No data for this range"))).toBe("No Data Available");
    expect(dataErrorToast({ code: "no_data" }).message).toBe(
      "There is no data for this selection yet.",
    );
  });

  it("'Invalid Request' for 400 and invalid_* codes, keeping the validation message", () => {
    expect(
      dataErrorToast(fail(400, "invalid_input", "name: Please enter a project name.")),
    ).toEqual({
      title: "Invalid Request",
      message: "name: Please enter a project name.",
      needsSignIn: false,
    });
    expect(titleOf({ code: "google_invalid_request" })).toBe("Invalid Request");
  });

  it("'Access Denied' for 403 without a permission message and google_access_denied", () => {
    expect(titleOf(fail(403, "forbidden", "Access denied."))).toBe("Access Denied");
    expect(titleOf({ code: "google_access_denied" })).toBe("Access Denied");
  });

  it("'Connection Issue' for network failures, 503, google_unavailable and timeouts", () => {
    expect(titleOf(fail(undefined, "network_error", NETWORK_ERROR_MESSAGE))).toBe(
      "Connection Issue",
    );
    expect(titleOf(new TypeError("Failed to fetch"))).toBe("Connection Issue");
    expect(titleOf({ status: 503 })).toBe("Connection Issue");
    expect(titleOf({ code: "google_unavailable" })).toBe("Connection Issue");
    expect(titleOf(new Error("The request timed out"))).toBe("Connection Issue");
    expect(dataErrorToast({ status: 503, message: "upstream said <html>" }).message).toBe(
      "Rankwell could not reach the service. Please check your connection and try again.",
    );
  });

  it("'Something Went Wrong' for a failure Google answered with, which is not the user's connection", () => {
    const googleFailed = fail(
      502,
      "google_server_error",
      "Search Console could not be reached. Try again in a minute.",
    );
    expect(dataErrorToast(googleFailed)).toEqual({
      title: "Something Went Wrong",
      message: "Please try again in a moment.",
      needsSignIn: false,
    });
    expect(titleOf({ error: { code: "google_server_error", message: "" } })).toBe(
      "Something Went Wrong",
    );
    // Google out of reach (network, timeout) stays a connection issue.
    expect(titleOf(fail(503, "google_unavailable", "Search Console could not be reached."))).toBe(
      "Connection Issue",
    );
  });

  it("'Something Went Wrong' otherwise, without showing the raw error", () => {
    expect(dataErrorToast(fail(500, "internal_error", "TypeError at line 3"))).toEqual({
      title: "Something Went Wrong",
      message: "Please try again in a moment.",
      needsSignIn: false,
    });
    expect(titleOf(undefined)).toBe("Something Went Wrong");
  });

  it("becomes a data error notification", () => {
    expect(dataErrorNotification({ status: 401 })).toMatchObject({
      type: "error",
      category: "data",
      needsSignIn: true,
    });
  });
});

describe("functionErrorToast", () => {
  it("'Please Sign In' for a 401 or no session", () => {
    expect(functionErrorToast({ status: 401 }).title).toBe("Please Sign In");
    expect(functionErrorToast(new Error("No session")).title).toBe("Please Sign In");
  });

  it("'Request Timed Out' for an abort or a timeout", () => {
    expect(
      functionErrorToast(new DOMException("The operation was aborted.", "AbortError")).title,
    ).toBe("Request Timed Out");
    expect(functionErrorToast(new DOMException("signal timed out", "TimeoutError")).title).toBe(
      "Request Timed Out",
    );
    expect(functionErrorToast({ status: 504 }).title).toBe("Request Timed Out");
  });

  it("'Service Issue' for any other non-2xx answer", () => {
    expect(functionErrorToast({ status: 500 })).toEqual({
      title: "Service Issue",
      message: "The service answered with an error (500). Please try again in a moment.",
    });
    expect(functionErrorToast({ status: 429 }).title).toBe("Service Issue");
  });

  it("'Unexpected Error' for anything else", () => {
    expect(functionErrorToast(new Error("x is undefined")).title).toBe("Unexpected Error");
    expect(functionErrorNotification(null)).toMatchObject({
      type: "error",
      category: "function",
      title: "Unexpected Error",
    });
  });
});
