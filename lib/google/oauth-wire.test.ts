import fixture from "@/tests/fixtures/google/oauth-token-authorization-code.json";
import { parseScopes, GOOGLE_SIGN_IN_SCOPES } from "./scopes";
import { toTokenSet, toUserInfo, tokenResponseSchema, userInfoResponseSchema } from "./oauth-wire";

describe("tokenResponseSchema", () => {
  it("reads Google's recorded code-exchange answer", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const tokens = toTokenSet(tokenResponseSchema.parse(fixture), now);
    expect(tokens.accessToken).toBe(fixture.access_token);
    expect(tokens.refreshToken).toBe(fixture.refresh_token);
    expect(tokens.idToken).toBe(fixture.id_token);
    expect(tokens.expiresAt.toISOString()).toBe("2026-03-01T10:59:59.000Z");
    expect([...parseScopes(tokens.scope)].sort()).toEqual([...GOOGLE_SIGN_IN_SCOPES].sort());
  });

  it("accepts a refresh answer without refresh or ID token", () => {
    const { refresh_token: _r, id_token: _i, ...refresh } = fixture;
    const tokens = toTokenSet(tokenResponseSchema.parse(refresh));
    expect(tokens).not.toHaveProperty("refreshToken");
    expect(tokens).not.toHaveProperty("idToken");
  });

  it("tolerates refresh_token_expires_in and rejects a body without an access token", () => {
    expect(
      tokenResponseSchema.safeParse({ ...fixture, refresh_token_expires_in: 604799 }).success,
    ).toBe(true);
    const { access_token: _a, ...broken } = fixture;
    expect(tokenResponseSchema.safeParse(broken).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ ...fixture, token_type: "MAC" }).success).toBe(false);
  });
});

describe("userInfoResponseSchema", () => {
  it("maps Userinfoplus to camelCase and drops what Rankwell does not use", () => {
    const body = userInfoResponseSchema.parse({
      id: "110248495921238986420",
      email: "jane.doe@example.com",
      verified_email: true,
      name: "Jane Doe",
      given_name: "Jane",
      family_name: "Doe",
      picture: "https://lh3.googleusercontent.com/a/x=s96-c",
      hd: "example.com",
    });
    expect(toUserInfo(body)).toEqual({
      id: "110248495921238986420",
      email: "jane.doe@example.com",
      verifiedEmail: true,
      name: "Jane Doe",
      givenName: "Jane",
      familyName: "Doe",
      picture: "https://lh3.googleusercontent.com/a/x=s96-c",
    });
  });

  it("treats a missing verified_email as unverified", () => {
    const info = toUserInfo(userInfoResponseSchema.parse({ id: "1", email: "a@b.dev" }));
    expect(info).toEqual({ id: "1", email: "a@b.dev", verifiedEmail: false });
  });
});

describe("parseScopes", () => {
  it("expands the short aliases and drops duplicates", () => {
    expect(parseScopes(" openid email  profile email ")).toEqual([
      "openid",
      "https://www.googleapis.com/auth/userinfo.email",
      "https://www.googleapis.com/auth/userinfo.profile",
    ]);
  });
});
