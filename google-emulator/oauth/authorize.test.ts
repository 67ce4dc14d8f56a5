import { accountIdFor } from "../accounts";
import { emulatorHarness, ORIGIN, REDIRECT_URI } from "@/tests/support/google-emulator/harness";

const authorizePath = (params: Record<string, string>) =>
  `o/oauth2/v2/auth?${new URLSearchParams(params)}`;

describe("GET o/oauth2/v2/auth", () => {
  it("shows the demo accounts, the app and the requested scopes in plain words", async () => {
    const h = emulatorHarness();
    const response = await h.call("GET", authorizePath(h.authorizeParams()));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain(
      `form-action 'self' ${ORIGIN}`,
    );
    const html = await response.text();
    expect(html).toContain("<title>Choose an account</title>");
    expect(html).toContain("<h1>Choose an account</h1>");
    expect(html).toContain('to continue to <span class="app">Rankwell</span>');
    for (const text of [
      "Dana Demo",
      "dana@demo.rankwell.dev",
      "Alex Agency",
      "alex@agency.rankwell.dev",
      "Use another account",
      "View Search Console data for your verified sites",
      "See and download your Google Analytics data",
      "See, edit, create and delete your Google business listings",
      "See your primary Google Account email address",
      ">Cancel</button>",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("shows the another-account form with labelled fields", async () => {
    const h = emulatorHarness();
    const html = await (
      await h.call("GET", authorizePath({ ...h.authorizeParams(), flow: "another" }))
    ).text();
    expect(html).toContain(
      '<label for="email">Email</label><input id="email" name="email" type="email"',
    );
    expect(html).toContain('<label for="name">Name</label><input id="name" name="name"');
    expect(html).toContain(">Continue</button>");
  });

  it("shows Google's error page for an unknown client", async () => {
    const h = emulatorHarness();
    const response = await h.call(
      "GET",
      authorizePath(h.authorizeParams({ client_id: "x.apps.googleusercontent.com" })),
    );
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain("Access blocked: Authorization Error");
    expect(html).toContain("Error 401: invalid_client");
  });

  it("refuses a redirect URI on another origin", async () => {
    const h = emulatorHarness();
    const response = await h.call(
      "GET",
      authorizePath(h.authorizeParams({ redirect_uri: "https://evil.example/auth-callback" })),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Error 400: redirect_uri_mismatch");
  });

  it("names missing parameters", async () => {
    const h = emulatorHarness();
    const { scope: _scope, ...withoutScope } = h.authorizeParams();
    const html = await (await h.call("GET", authorizePath(withoutScope))).text();
    expect(html).toContain("Missing required parameter: scope");
  });

  it("escapes what it shows of the request", async () => {
    const h = emulatorHarness();
    const html = await (
      await h.call("GET", authorizePath(h.authorizeParams({ state: '"><script>x</script>' })))
    ).text();
    expect(html).not.toContain("<script>x");
    expect(html).toContain("&#34;&#62;&#60;script&#62;");
  });
});

describe("POST o/oauth2/v2/approve", () => {
  it("answers the chosen account's code with state and granted scope", async () => {
    const h = emulatorHarness();
    const { response, query } = await h.approve({ account: "104857600000000000002" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")?.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    expect(query?.get("state")).toBe("state-123");
    expect(query?.get("scope")).toBe(h.authorizeParams().scope);
    expect(query?.get("code")).toMatch(/^4\/0emu-/);
  });

  it("answers access_denied on Cancel", async () => {
    const h = emulatorHarness();
    const { query } = await h.approve({ decision: "cancel" });
    expect(Object.fromEntries(query ?? [])).toEqual({ error: "access_denied", state: "state-123" });
  });

  it("makes an ad-hoc account whose id follows from its address", async () => {
    const h = emulatorHarness();
    const tokens = await (
      await h.exchange(await h.code({ email: "t-1@e2e.rankwell.dev", name: "Test One" }))
    ).json();
    const userinfo = await h.call("GET", "oauth2/v2/userinfo", {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const id = accountIdFor("t-1@e2e.rankwell.dev");
    expect(await userinfo.json()).toEqual({
      id,
      email: "t-1@e2e.rankwell.dev",
      verified_email: true,
      name: "Test One",
      given_name: "Test",
      family_name: "One",
      picture: `${ORIGIN}/emulator/google/avatar/${id}.svg?name=Test+One`,
    });
  });

  it("asks again for a bad address or a missing name", async () => {
    const h = emulatorHarness();
    const { response } = await h.approve({ email: "not-an-address", name: "X" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert">Enter a valid email address.</p>');
    expect(html).toContain('value="not-an-address" aria-invalid="true"');
    const noName = await h.approve({ email: "a@b.dev", name: "  " });
    expect(await noName.response.text()).toContain("Enter your name.");
  });

  it("validates the forwarded request again", async () => {
    const h = emulatorHarness();
    const { response } = await h.approve(
      { account: "104857600000000000001" },
      { redirect_uri: "https://evil.example/" },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("GET oauth2/v2/userinfo", () => {
  it("answers the demo account", async () => {
    const h = emulatorHarness();
    const tokens = await (await h.exchange(await h.code())).json();
    const response = await h.call("GET", "oauth2/v2/userinfo", {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await response.json()).toEqual({
      id: "104857600000000000001",
      email: "dana@demo.rankwell.dev",
      verified_email: true,
      name: "Dana Demo",
      given_name: "Dana",
      family_name: "Demo",
      picture: `${ORIGIN}/emulator/google/avatar/104857600000000000001.svg`,
    });
  });

  it("answers Google's 401 envelope without or with a bad token, and after expiry", async () => {
    const h = emulatorHarness();
    const missing = await h.call("GET", "oauth2/v2/userinfo");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
    expect(await missing.json()).toEqual({
      error: {
        code: 401,
        message: expect.stringMatching(/^Request is missing required authentication credential\./),
        status: "UNAUTHENTICATED",
      },
    });
    const forged = await h.call("GET", "oauth2/v2/userinfo", {
      headers: { authorization: "Bearer ya29.emu-x.y" },
    });
    expect((await forged.json()).error.message).toMatch(
      /^Request had invalid authentication credentials\./,
    );
    const tokens = await (await h.exchange(await h.code())).json();
    h.advance(3599);
    const expired = await h.call("GET", "oauth2/v2/userinfo", {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(expired.status).toBe(401);
  });
});

describe("other paths", () => {
  it("serves avatars as SVG and answers 404 elsewhere, revoke included on GET", async () => {
    const h = emulatorHarness();
    const avatar = await h.call("GET", "avatar/104857600000000000001.svg");
    expect(avatar.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect((await h.call("GET", "revoke")).status).toBe(404);
    expect((await h.call("GET", "nothing/here")).status).toBe(404);
  });
});
