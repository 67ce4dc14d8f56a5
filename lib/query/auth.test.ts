import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { classifyRefreshFailure } from "@/lib/google/tokens/refresh-rules";
import { completeGoogleSignIn, fetchScopeConsentUrl, refreshGoogleAccess } from "./auth";
import { ApiRequestError } from "./request";

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));
const requested = () => fetchMock.mock.calls[0]?.[0];

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("fetchScopeConsentUrl", () => {
  it("asks the start route for the scope, for the hinted account", async () => {
    answer(200, { url: "https://accounts.example/consent?x=1" });
    const url = await fetchScopeConsentUrl("webmasters", "dana@demo.rankwell.dev");
    expect(url).toBe("https://accounts.example/consent?x=1");
    expect(requested()).toBe(
      "/api/auth/google/start/?scope=webmasters&login_hint=dana%40demo.rankwell.dev",
    );
  });

  it("leaves the hint out when there is none", async () => {
    answer(200, { url: "https://accounts.example/consent" });
    await fetchScopeConsentUrl("webmasters", undefined);
    expect(requested()).toBe("/api/auth/google/start/?scope=webmasters");
  });

  it("gives null for a failure, an empty answer or no network", async () => {
    answer(500, {});
    expect(await fetchScopeConsentUrl("webmasters", undefined)).toBeNull();
    answer(200, { url: "" });
    expect(await fetchScopeConsentUrl("webmasters", undefined)).toBeNull();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await fetchScopeConsentUrl("webmasters", undefined)).toBeNull();
  });
});

describe("completeGoogleSignIn", () => {
  it("posts Google's answer and reads whether the user is new", async () => {
    answer(200, { user: { id: "u1" }, isNewUser: true });
    expect(await completeGoogleSignIn({ code: "c", state: "s" })).toEqual({ isNewUser: true });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      code: "c",
      state: "s",
    });
  });

  it("rejects with the server's status and code", async () => {
    answer(400, {
      error: { code: "access_denied", message: "Authentication cancelled or failed" },
    });
    const failure = await completeGoogleSignIn({ error: "access_denied", state: "s" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 400, code: "access_denied" });
  });
});

describe("refreshGoogleAccess", () => {
  it("rejects with the server's answer, so needsReauth reaches the classifier", async () => {
    const body = {
      error: { code: "refresh_token_invalid", message: "Reconnect." },
      needsReauth: true,
    };
    answer(401, body);
    const failure = await refreshGoogleAccess().catch((error: unknown) => error);
    expect(failure).toEqual(body);
    expect(classifyRefreshFailure(failure).code).toBe("refresh_token_invalid");
  });

  it("turns no network into a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const failure = await refreshGoogleAccess().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect(classifyRefreshFailure(failure).code).toBe("network_error");
  });
});
