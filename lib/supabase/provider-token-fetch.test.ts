import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchWithoutProviderTokens } from "./provider-token-fetch";

const SUPABASE = "https://abcdefghijklmnop.supabase.co";
const SESSION = { access_token: "jwt", refresh_token: "r", expires_at: 1_800_000_000 };
const GOOGLE = { provider_token: "ya29.google", provider_refresh_token: "1//google" };

afterEach(() => vi.unstubAllGlobals());

function answering(response: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response),
  );
}

describe("fetchWithoutProviderTokens", () => {
  it("takes Google's tokens out of Supabase's token answer and hands them over", async () => {
    answering(Response.json({ ...SESSION, ...GOOGLE }, { headers: { "x-request-id": "1" } }));
    const keep = vi.fn();
    const response = await fetchWithoutProviderTokens(keep)(
      `${SUPABASE}/auth/v1/token?grant_type=pkce`,
      { method: "POST" },
    );
    expect(await response.json()).toEqual(SESSION);
    expect(response.headers.get("x-request-id")).toBe("1");
    expect(keep).toHaveBeenCalledWith({ ...GOOGLE, expires_at: SESSION.expires_at });
  });

  it("drops them without a keeper, and hands over nothing when there are none", async () => {
    answering(Response.json({ ...SESSION, ...GOOGLE }));
    const dropped = await fetchWithoutProviderTokens()(
      new Request(`${SUPABASE}/auth/v1/token?grant_type=refresh_token`),
    );
    expect(await dropped.text()).not.toContain("google");
    answering(Response.json(SESSION));
    const keep = vi.fn();
    await fetchWithoutProviderTokens(keep)(`${SUPABASE}/auth/v1/token?grant_type=refresh_token`);
    expect(keep).not.toHaveBeenCalled();
  });

  it("leaves other endpoints, errors and bodies that are not objects as they are", async () => {
    const keep = vi.fn();
    const strip = fetchWithoutProviderTokens(keep);
    answering(Response.json({ ...GOOGLE }));
    expect(await (await strip(new URL(`${SUPABASE}/auth/v1/user`))).json()).toEqual(GOOGLE);
    answering(Response.json({ msg: "invalid flow state" }, { status: 400 }));
    const refused = await strip(`${SUPABASE}/auth/v1/token?grant_type=pkce`);
    expect(refused.status).toBe(400);
    answering(new Response("not json", { status: 200 }));
    expect(await (await strip(`${SUPABASE}/auth/v1/token`)).text()).toBe("not json");
    expect(keep).not.toHaveBeenCalled();
  });
});
