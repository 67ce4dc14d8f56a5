import { fetchScopeConsentUrl } from "./google-sign-in";

const answer = (status: number, body: unknown) =>
  vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status }));

describe("fetchScopeConsentUrl", () => {
  it("asks the start route for the scope, for the hinted account", async () => {
    const fetcher = answer(200, { url: "https://accounts.example/consent?x=1" });
    const url = await fetchScopeConsentUrl("webmasters", "dana@demo.rankwell.dev", fetcher);
    expect(url).toBe("https://accounts.example/consent?x=1");
    expect(fetcher).toHaveBeenCalledWith(
      "/api/auth/google/start/?scope=webmasters&login_hint=dana%40demo.rankwell.dev",
    );
  });

  it("leaves the hint out when there is none", async () => {
    const fetcher = answer(200, { url: "https://accounts.example/consent" });
    await fetchScopeConsentUrl("webmasters", undefined, fetcher);
    expect(fetcher).toHaveBeenCalledWith("/api/auth/google/start/?scope=webmasters");
  });

  it("gives null for a failure, an empty answer or no network", async () => {
    expect(await fetchScopeConsentUrl("webmasters", undefined, answer(500, {}))).toBeNull();
    expect(
      await fetchScopeConsentUrl("webmasters", undefined, answer(200, { url: "" })),
    ).toBeNull();
    const offline = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await fetchScopeConsentUrl("webmasters", undefined, offline)).toBeNull();
  });
});
