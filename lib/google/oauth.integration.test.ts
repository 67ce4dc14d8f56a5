import { startEmulatorServer } from "@/tests/support/google-emulator-session";
import { EMBEDDED_GOOGLE_BASE_PATH, EMBEDDED_OAUTH_CLIENT, googleEndpointsAt } from "./base-urls";
import { createGoogleOAuth, GoogleOAuthError, type GoogleOAuth } from "./oauth";
import { GOOGLE_SIGN_IN_SCOPES } from "./scopes";

// The whole sign-in over real HTTP: the client against the emulator on a loopback port.
const { clientId: EMULATOR_CLIENT_ID, clientSecret: EMULATOR_CLIENT_SECRET } =
  EMBEDDED_OAUTH_CLIENT;
const emulatorEndpoints = (at: string) => googleEndpointsAt(`${at}${EMBEDDED_GOOGLE_BASE_PATH}`);
let emulator: Awaited<ReturnType<typeof startEmulatorServer>>;
let origin: string;
let oauth: GoogleOAuth;

beforeAll(async () => {
  emulator = await startEmulatorServer();
  origin = emulator.origin;
  oauth = createGoogleOAuth({
    endpoints: emulator.endpoints,
    clientId: EMULATOR_CLIENT_ID,
    clientSecret: EMULATOR_CLIENT_SECRET,
  });
});

afterAll(() => emulator.close());

const redirectUri = () => `${origin}/auth-callback`;

/** What the browser does in the popup: open the consent URL, then pick an account. */
async function signIn(choice: Record<string, string>) {
  const { codeVerifier, codeChallenge } = await oauth.createPkce();
  const url = new URL(
    oauth.buildAuthorizationUrl({ state: "s-1", codeChallenge, redirectUri: redirectUri() }),
  );
  const page = await fetch(url);
  const approve = await fetch(new URL("approve", url), {
    method: "POST",
    body: new URLSearchParams([...url.searchParams, ...Object.entries(choice)]),
    redirect: "manual",
  });
  const answer = new URL(approve.headers.get("location") ?? "");
  return { url, page, answer, code: answer.searchParams.get("code") ?? "", codeVerifier };
}

describe("Google OAuth client against the emulator", () => {
  it("builds the consent URL Google expects", async () => {
    const { codeChallenge } = await oauth.createPkce();
    const url = new URL(
      oauth.buildAuthorizationUrl({
        state: "st",
        codeChallenge,
        redirectUri: redirectUri(),
        loginHint: "a@b.dev",
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(emulatorEndpoints(origin).authUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: EMULATOR_CLIENT_ID,
      redirect_uri: redirectUri(),
      response_type: "code",
      access_type: "offline",
      prompt: "consent",
      include_granted_scopes: "true",
      scope: GOOGLE_SIGN_IN_SCOPES.join(" "),
      state: "st",
      code_challenge: codeChallenge,
      code_challenge_method: "S256",
      login_hint: "a@b.dev",
    });
  });

  it("signs in, reads the user, refreshes, revokes, and then needs a reconnect", async () => {
    const { page, answer, code, codeVerifier } = await signIn({ account: "104857600000000000001" });
    const html = await page.text();
    expect(page.status).toBe(200);
    for (const text of [
      "Choose an account",
      "Dana Demo",
      "alex@agency.rankwell.dev",
      "See and download your Google Analytics data",
    ]) {
      expect(html).toContain(text);
    }
    expect(answer.searchParams.get("state")).toBe("s-1");

    const before = Date.now();
    const tokens = await oauth.exchangeCode({ code, codeVerifier, redirectUri: redirectUri() });
    expect(tokens.accessToken).toMatch(/^ya29\./);
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.idToken).toBeDefined();
    expect(tokens.scope.split(" ").sort()).toEqual([...GOOGLE_SIGN_IN_SCOPES].sort());
    expect(tokens.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 3599_000);
    expect(tokens.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3599_000);

    expect(await oauth.fetchUserInfo(tokens.accessToken)).toEqual({
      id: "104857600000000000001",
      email: "dana@demo.rankwell.dev",
      verifiedEmail: true,
      name: "Dana Demo",
      givenName: "Dana",
      familyName: "Demo",
      picture: `${origin}/emulator/google/avatar/104857600000000000001.svg`,
    });

    const refreshed = await oauth.refreshAccessToken(tokens.refreshToken!);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.refreshToken).toBeUndefined();

    await oauth.revokeToken(tokens.refreshToken!);
    // Already revoked: Google answers 400, which is what disconnecting wanted.
    await expect(oauth.revokeToken(tokens.refreshToken!)).resolves.toBeUndefined();

    const failure = await oauth.refreshAccessToken(tokens.refreshToken!).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GoogleOAuthError);
    expect(failure).toMatchObject({ code: "invalid_grant", status: 400, requiresReauth: true });
    expect((failure as Error).message).toBe("invalid_grant: Token has been expired or revoked.");

    await expect(oauth.fetchUserInfo(refreshed.accessToken)).rejects.toMatchObject({
      code: "invalid_grant",
      status: 401,
    });
  });

  it("signs in an ad-hoc account and refuses its code a second time", async () => {
    const { code, codeVerifier } = await signIn({
      email: "t-int@e2e.rankwell.dev",
      name: "Tia Int",
    });
    const tokens = await oauth.exchangeCode({ code, codeVerifier, redirectUri: redirectUri() });
    expect(await oauth.fetchUserInfo(tokens.accessToken)).toMatchObject({
      email: "t-int@e2e.rankwell.dev",
      name: "Tia Int",
    });
    await expect(
      oauth.exchangeCode({ code, codeVerifier, redirectUri: redirectUri() }),
    ).rejects.toMatchObject({
      code: "invalid_grant",
      requiresReauth: true,
    });
  });

  it("reports Cancel as access_denied to the app", async () => {
    const { answer } = await signIn({ decision: "cancel" });
    expect(answer.searchParams.get("error")).toBe("access_denied");
    expect(answer.searchParams.get("state")).toBe("s-1");
  });

  it("tells a wrong client secret from a revoked grant", async () => {
    const { code, codeVerifier } = await signIn({ account: "104857600000000000002" });
    const wrong = createGoogleOAuth({
      endpoints: emulatorEndpoints(origin),
      clientId: EMULATOR_CLIENT_ID,
      clientSecret: "x",
    });
    await expect(
      wrong.exchangeCode({ code, codeVerifier, redirectUri: redirectUri() }),
    ).rejects.toMatchObject({
      code: "invalid_client",
      status: 401,
      requiresReauth: false,
    });
  });

  it("calls an unreachable server a network error", async () => {
    const closed = createGoogleOAuth({
      endpoints: emulatorEndpoints("http://127.0.0.1:9"),
      clientId: EMULATOR_CLIENT_ID,
      clientSecret: EMULATOR_CLIENT_SECRET,
    });
    await expect(closed.refreshAccessToken("1//emu-x.y")).rejects.toMatchObject({
      code: "network",
      requiresReauth: false,
    });
  });
});
