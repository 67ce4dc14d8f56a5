import {
  CLIENT,
  emulatorHarness,
  REDIRECT_URI,
  VERIFIER,
} from "@/tests/support/google-emulator/harness";

// Exact bodies of google-apis.md §1.5.
const REVOKED = { error: "invalid_grant", error_description: "Token has been expired or revoked." };
const BAD_GRANT = { error: "invalid_grant", error_description: "Bad Request" };
const UNKNOWN_CLIENT = {
  error: "invalid_client",
  error_description: "The OAuth client was not found.",
};
const WRONG_SECRET = { error: "invalid_client", error_description: "Unauthorized" };

async function expectError(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual(body);
}

describe("POST token, authorization_code", () => {
  it("answers Google's token body for a valid code and verifier", async () => {
    const h = emulatorHarness();
    const response = await h.exchange(await h.code());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({
      expires_in: 3599,
      token_type: "Bearer",
      scope: h.authorizeParams().scope,
    });
    expect(body.access_token).toMatch(/^ya29\.emu-/);
    expect(body.refresh_token).toMatch(/^1\/\/emu-/);
    const claims = JSON.parse(Buffer.from(body.id_token.split(".")[1], "base64url").toString());
    expect(claims).toMatchObject({
      sub: "104857600000000000001",
      email: "dana@demo.rankwell.dev",
      email_verified: true,
      name: "Dana Demo",
      aud: CLIENT.client_id,
    });
  });

  it("accepts client_secret_basic", async () => {
    const h = emulatorHarness();
    const basic = Buffer.from(`${CLIENT.client_id}:${CLIENT.client_secret}`).toString("base64");
    const response = await h.call("POST", "token", {
      headers: { authorization: `Basic ${basic}` },
      form: {
        grant_type: "authorization_code",
        code: await h.code(),
        redirect_uri: REDIRECT_URI,
        code_verifier: VERIFIER,
      },
    });
    expect(response.status).toBe(200);
  });

  it("redeems a code once; a replay fails and ends the first grant", async () => {
    const h = emulatorHarness();
    const code = await h.code();
    const first = await (await h.exchange(code)).json();
    await expectError(await h.exchange(code), 400, BAD_GRANT);
    const refresh = await h.call("POST", "token", {
      form: { ...CLIENT, grant_type: "refresh_token", refresh_token: first.refresh_token },
    });
    await expectError(refresh, 400, REVOKED);
  });

  it("lets a code expire after 10 minutes", async () => {
    const h = emulatorHarness();
    const code = await h.code();
    h.advance(600);
    await expectError(await h.exchange(code), 400, BAD_GRANT);
  });

  it("keeps a code valid just under 10 minutes", async () => {
    const h = emulatorHarness();
    const code = await h.code();
    h.advance(599);
    expect((await h.exchange(code)).status).toBe(200);
  });

  it("refuses a wrong or missing verifier and a different redirect_uri", async () => {
    const h = emulatorHarness();
    const code = await h.code();
    await expectError(await h.exchange(code, { code_verifier: "b".repeat(43) }), 400, BAD_GRANT);
    await expectError(await h.exchange(code, { code_verifier: "" }), 400, BAD_GRANT);
    await expectError(await h.exchange(code, { redirect_uri: `${REDIRECT_URI}/` }), 400, BAD_GRANT);
    // None of those redeemed it.
    expect((await h.exchange(code)).status).toBe(200);
  });

  it("refuses a forged code", async () => {
    const h = emulatorHarness();
    await expectError(await h.exchange("4/0emu-e30.AAAA"), 400, BAD_GRANT);
  });

  it("returns no refresh token without offline access", async () => {
    const h = emulatorHarness();
    const { query } = await h.approve(
      { account: "104857600000000000001" },
      { access_type: "online" },
    );
    const body = await (await h.exchange(query?.get("code") ?? "")).json();
    expect(body.refresh_token).toBeUndefined();
    expect(body.access_token).toBeDefined();
  });
});

describe("POST token, client and request errors", () => {
  it("does not know another client", async () => {
    const h = emulatorHarness();
    const response = await h.exchange(await h.code(), {
      client_id: "someone-else.apps.googleusercontent.com",
    });
    await expectError(response, 401, UNKNOWN_CLIENT);
  });

  it("refuses a wrong secret", async () => {
    const h = emulatorHarness();
    await expectError(
      await h.exchange(await h.code(), { client_secret: "nope" }),
      401,
      WRONG_SECRET,
    );
  });

  it("names a missing parameter and an unsupported grant type", async () => {
    const h = emulatorHarness();
    await expectError(await h.call("POST", "token", { form: CLIENT }), 400, {
      error: "invalid_request",
      error_description: "Missing required parameter: grant_type",
    });
    await expectError(
      await h.call("POST", "token", { form: { ...CLIENT, grant_type: "password" } }),
      400,
      {
        error: "unsupported_grant_type",
        error_description: "Invalid grant_type: password",
      },
    );
    await expectError(
      await h.call("POST", "token", { form: { ...CLIENT, grant_type: "refresh_token" } }),
      400,
      {
        error: "invalid_request",
        error_description: "Missing required parameter: refresh_token",
      },
    );
  });
});

describe("refresh and revoke", () => {
  it("refreshes into a new access token without a new refresh token", async () => {
    const h = emulatorHarness();
    const tokens = await (await h.exchange(await h.code())).json();
    h.advance(3000);
    const response = await h.call("POST", "token", {
      form: { ...CLIENT, grant_type: "refresh_token", refresh_token: tokens.refresh_token },
    });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ expires_in: 3599, token_type: "Bearer", scope: tokens.scope });
    expect(body.refresh_token).toBeUndefined();
    expect(body.access_token).not.toBe(tokens.access_token);
  });

  it("ends the grant on revoke; refresh and userinfo then fail, a second revoke answers 400", async () => {
    const h = emulatorHarness();
    const tokens = await (await h.exchange(await h.code())).json();
    const revoke = await h.call("POST", "revoke", { form: { token: tokens.access_token } });
    expect(revoke.status).toBe(200);
    const refresh = await h.call("POST", "token", {
      form: { ...CLIENT, grant_type: "refresh_token", refresh_token: tokens.refresh_token },
    });
    await expectError(refresh, 400, REVOKED);
    const userinfo = await h.call("GET", "oauth2/v2/userinfo", {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(401);
    await expectError(
      await h.call("POST", "revoke", { form: { token: tokens.refresh_token } }),
      400,
      {
        error: "invalid_token",
        error_description: "Token expired or revoked",
      },
    );
  });

  it("takes the token from the query, as google-auth-library sends it", async () => {
    const h = emulatorHarness();
    const tokens = await (await h.exchange(await h.code())).json();
    const response = await h.call(
      "POST",
      `revoke?token=${encodeURIComponent(tokens.refresh_token)}`,
    );
    expect(response.status).toBe(200);
  });
});
