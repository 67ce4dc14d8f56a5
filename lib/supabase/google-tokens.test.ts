import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "@/tests/support/db";

vi.stubEnv("TOKEN_ENCRYPTION_KEY", "0123456789abcdef".repeat(4));

const { upsertAuthUser } = await import("@/lib/db/auth-users");
const { readGoogleTokens } = await import("@/lib/google/tokens/store");
const { storeSupabaseSignIn } = await import("./google-tokens");

const METADATA = {
  full_name: "Dana Demo",
  avatar_url: "https://lh3.googleusercontent.com/a/dana",
  provider_id: "104857600000000000001",
};
const TOKENS = {
  provider_token: "ya29.a0AfB_byC-provider-access-token",
  provider_refresh_token: "1//0g-provider-refresh-token",
  expires_at: Math.floor(Date.now() / 1000) + 3600,
};

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
  vi.unstubAllEnvs();
});

let n = 0;
/** A user as Supabase Auth creates it on the first Google sign-in. */
async function supabaseUser() {
  const email = `supabase${++n}@example.com`;
  const { id } = await upsertAuthUser(testDb.db, { email, metadata: METADATA });
  return { sub: id, email, user_metadata: METADATA };
}
const deps = () => ({ db: testDb.db });
const tokensOf = (userId: string) => readGoogleTokens(userId, deps());

describe("storeSupabaseSignIn", () => {
  it("fills a primary profile and stores the Google tokens encrypted", async () => {
    const user = await supabaseUser();
    await expect(storeSupabaseSignIn(user, TOKENS, deps())).resolves.toEqual({ isNewUser: true });
    const stored = await tokensOf(user.sub);
    expect(stored).toMatchObject({
      accessToken: TOKENS.provider_token,
      refreshToken: TOKENS.provider_refresh_token,
    });
    expect(stored?.expiresAt?.getTime()).toBe(TOKENS.expires_at * 1000);
    const { rows } = await testDb.client.query<{ access_token: string; refresh_token: string }>(
      "select access_token, refresh_token from google_tokens where user_id = $1",
      [user.sub],
    );
    expect(rows[0]?.access_token).not.toContain(TOKENS.provider_token);
    expect(rows[0]?.refresh_token).not.toContain(TOKENS.provider_refresh_token);
    const profile = await testDb.client.query(
      "select email, full_name, avatar_url, is_primary_account from profiles where id = $1",
      [user.sub],
    );
    expect(profile.rows[0]).toEqual({
      email: user.email,
      full_name: METADATA.full_name,
      avatar_url: METADATA.avatar_url,
      is_primary_account: true,
    });
  });

  it("keeps the stored refresh token when Google sends none, and knows a returning user", async () => {
    const user = await supabaseUser();
    await storeSupabaseSignIn(user, TOKENS, deps());
    const again = await storeSupabaseSignIn(
      user,
      { provider_token: "ya29.second-access-token" },
      deps(),
    );
    expect(again).toEqual({ isNewUser: false });
    await expect(tokensOf(user.sub)).resolves.toMatchObject({
      accessToken: "ya29.second-access-token",
      refreshToken: TOKENS.provider_refresh_token,
    });
  });

  it("never takes an expiry later than an hour, the life of a Google access token", async () => {
    const user = await supabaseUser();
    const before = Date.now();
    const later = { ...TOKENS, expires_at: Math.floor(before / 1000) + 7 * 24 * 3600 };
    await storeSupabaseSignIn(user, later, deps());
    const stored = await tokensOf(user.sub);
    expect(stored!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect(stored!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 3600_000);
  });

  it("fills the profile without tokens, and stores none", async () => {
    const user = await supabaseUser();
    await expect(storeSupabaseSignIn(user, null, deps())).resolves.toEqual({ isNewUser: true });
    await expect(tokensOf(user.sub)).resolves.toBeNull();
  });
});
