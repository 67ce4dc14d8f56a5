import { GoogleApiError } from "./api-error";
import { googleErrorResponse } from "./error-response";

describe("googleErrorResponse", () => {
  it("answers with the catalogue's status, code and message", async () => {
    const response = googleErrorResponse(
      new GoogleApiError("reauth", "Your Google connection has expired. Please reconnect.", {
        status: 401,
        api: "searchConsole",
      }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toEqual({
      error: {
        code: "google_reauth_required",
        message: "Your Google connection has expired. Please reconnect.",
      },
    });
  });

  it("passes Google's wait on as Retry-After, in whole seconds", () => {
    const response = googleErrorResponse(
      new GoogleApiError("rate_limit", "Wait.", {
        status: 429,
        api: "analyticsData",
        retryAfterMs: 1500,
      }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("2");
  });

  it("rethrows what is not a Google failure", () => {
    expect(() => googleErrorResponse(new Error("bug"))).toThrow("bug");
  });
});
