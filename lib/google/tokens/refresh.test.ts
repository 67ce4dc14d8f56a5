import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "@/tests/support/db";
import { GoogleOAuthError, type GoogleTokenSet } from "@/lib/google/oauth";
import {
  getValidAccessToken,
  refreshGoogleTokens,
  revokeGoogleTokens,
  TokenRefreshError,
  type GoogleTokenDeps,
} from "./refresh";
import { getTokenHealth, saveGoogleTokens } from "./store";

const MINUTE = 60_000;
const SCOPE =
  "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/webmasters.readonly";

let testDb: TestDb;
const key = randomBytes(32);

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.close());

function tokenSet(overrides: Partial<GoogleTokenSet> = {}): GoogleTokenSet {
  return {
    accessToken: `ya29.test-${randomBytes(6).toString("hex")}`,
    refreshToken: `1//test-${randomBytes(6).toString("hex")}`,
    expiresAt: new Date(Date.now() + 60 * MINUTE),
    scope: SCOPE,
    ...overrides,
  };
}

/** A user with stored tokens and a fake Google whose refresh answers `refresh`. */
async function setup(refresh: (token: string) => Promise<GoogleTokenSet>, stored = tokenSet()) {
  const userId = await testDb.createUser();
  const oauth = {
    refreshAccessToken: vi.fn(refresh),
    revokeToken: vi.fn(async (_token: string) => {}),
  };
  const deps: GoogleTokenDeps = { db: testDb.db, key, oauth };
  await saveGoogleTokens(userId, stored, deps);
  return { userId, oauth, deps, stored };
}

async function storedRow(userId: string) {
  const { rows } = await testDb.client.query<{
    access_token: string;
    refresh_token: string | null;
  }>("select access_token, refresh_token from google_tokens where user_id = $1", [userId]);
  return rows[0];
}

async function failure(work: Promise<unknown>): Promise<TokenRefreshError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TokenRefreshError);
  return error as TokenRefreshError;
}

describe("saveGoogleTokens", () => {
  it("stores ciphertext, never the tokens themselves", async () => {
    const { userId, stored } = await setup(async () => tokenSet());
    const row = await storedRow(userId);
    expect(row!.access_token).not.toContain(stored.accessToken);
    expect(row!.refresh_token).not.toContain(stored.refreshToken!);
    expect(row!.access_token).toMatch(/^v1\./);
  });

  it("keeps the stored refresh token when Google sends none", async () => {
    const { userId, deps, stored } = await setup(async () => tokenSet());
    const before = await storedRow(userId);
    await saveGoogleTokens(userId, tokenSet({ refreshToken: undefined }), deps);
    expect((await storedRow(userId))!.refresh_token).toBe(before!.refresh_token);
    const oauth = deps.oauth!;
    await refreshGoogleTokens(userId, deps);
    expect(oauth.refreshAccessToken).toHaveBeenCalledWith(stored.refreshToken);
  });
});

describe("getTokenHealth", () => {
  it("reports expiry and scopes of a connected account", async () => {
    const expiresAt = new Date(Date.now() + 4 * MINUTE);
    const { userId, deps } = await setup(async () => tokenSet(), tokenSet({ expiresAt }));
    await expect(getTokenHealth(userId, deps)).resolves.toEqual({
      connected: true,
      expiresAt: expiresAt.toISOString(),
      needsReauth: false,
      scopes: SCOPE.split(" "),
    });
  });

  it("reports no connection for a user without tokens", async () => {
    const userId = await testDb.createUser();
    await expect(getTokenHealth(userId, { db: testDb.db })).resolves.toEqual({
      connected: false,
      expiresAt: null,
      needsReauth: false,
      scopes: [],
    });
  });
});

describe("getValidAccessToken", () => {
  it.each([
    ["an hour", 60, false],
    ["11 minutes", 11, false],
    ["9 minutes", 9, true],
    ["4 minutes", 4, true],
    ["the past", -5, true],
  ])("with expiry in %s refreshes first: %s", async (_label, minutes, refreshes) => {
    const fresh = tokenSet();
    const stored = tokenSet({ expiresAt: new Date(Date.now() + minutes * MINUTE) });
    const { userId, oauth, deps } = await setup(async () => fresh, stored);
    const token = await getValidAccessToken(userId, deps);
    expect(oauth.refreshAccessToken).toHaveBeenCalledTimes(refreshes ? 1 : 0);
    expect(token).toBe(refreshes ? fresh.accessToken : stored.accessToken);
  });
});

describe("refreshGoogleTokens", () => {
  it("sends one token request for concurrent refreshes of a user", async () => {
    const fresh = tokenSet({ refreshToken: undefined });
    const { userId, oauth, deps } = await setup(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return fresh;
    });
    const [a, b] = await Promise.all([
      refreshGoogleTokens(userId, deps),
      refreshGoogleTokens(userId, deps),
    ]);
    expect(oauth.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
    expect(a.expiresAt).toEqual(fresh.expiresAt);
    await expect(getValidAccessToken(userId, deps)).resolves.toBe(fresh.accessToken);
  });

  it("answers a caller with a refresh stored after it arrived, and refreshes for one that came later", async () => {
    const { userId, oauth, deps } = await setup(async () => tokenSet({ refreshToken: undefined }));
    // The stored set is older than the arrival; a refresh stored after it, even in the same
    // millisecond, counts as later (a fast machine finishes setup and refresh within one).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const arrived = Date.now() - 1;
    const first = await refreshGoogleTokens(userId, deps, { since: arrived });
    // A second request that arrived with the first but reached the refresh after it had finished.
    const second = await refreshGoogleTokens(userId, deps, { since: arrived });
    expect(oauth.refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    // One that arrives afterwards asks Google again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await refreshGoogleTokens(userId, deps, { since: Date.now() });
    expect(oauth.refreshAccessToken).toHaveBeenCalledTimes(2);
  });

  it("maps invalid_grant to refresh_token_invalid, marks the account for a reconnect and stops asking Google", async () => {
    const { userId, oauth, deps } = await setup(async () => {
      throw new GoogleOAuthError(
        "invalid_grant",
        "invalid_grant: Token has been expired or revoked.",
        { status: 400 },
      );
    });
    const error = await failure(refreshGoogleTokens(userId, deps));
    expect(error).toMatchObject({ code: "refresh_token_invalid", needsReauth: true });
    expect(error.message).toBe("Your Google connection has expired. Please reconnect.");
    expect(oauth.refreshAccessToken).toHaveBeenCalledTimes(1);
    await expect(getTokenHealth(userId, deps)).resolves.toMatchObject({
      connected: true,
      needsReauth: true,
    });

    await failure(refreshGoogleTokens(userId, deps));
    expect(oauth.refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it("retries a network failure with backoff, then reports network_error", async () => {
    const { userId, oauth, deps } = await setup(async () => {
      throw new GoogleOAuthError("network", "Google could not be reached: connect ECONNREFUSED");
    });
    const error = await failure(refreshGoogleTokens(userId, deps));
    expect(error).toMatchObject({ code: "network_error", needsReauth: false });
    expect(oauth.refreshAccessToken).toHaveBeenCalledTimes(3);
    await expect(getTokenHealth(userId, deps)).resolves.toMatchObject({ needsReauth: false });
  });

  it("reports any other failure as refresh_failed", async () => {
    const { userId, deps } = await setup(async () => {
      throw new GoogleOAuthError("invalid_client", "invalid_client: Unauthorized", { status: 401 });
    });
    const error = await failure(refreshGoogleTokens(userId, deps));
    expect(error).toMatchObject({ code: "refresh_failed", needsReauth: false });
    expect(error.message).toBe("Failed to refresh Google access. Please try again.");
  });

  it("asks for a reconnect when no tokens are stored", async () => {
    const userId = await testDb.createUser();
    const error = await failure(getValidAccessToken(userId, { db: testDb.db, key }));
    expect(error.code).toBe("refresh_token_invalid");
  });

  it("treats tokens sealed with another key as missing", async () => {
    const { userId, oauth, deps } = await setup(async () => tokenSet());
    const error = await failure(refreshGoogleTokens(userId, { ...deps, key: randomBytes(32) }));
    expect(error.code).toBe("refresh_token_invalid");
    expect(oauth.refreshAccessToken).not.toHaveBeenCalled();
  });
});

describe("revokeGoogleTokens", () => {
  it("revokes the refresh token and forgets the tokens", async () => {
    const { userId, oauth, deps, stored } = await setup(async () => tokenSet());
    await revokeGoogleTokens(userId, deps);
    expect(oauth.revokeToken).toHaveBeenCalledWith(stored.refreshToken);
    expect(await storedRow(userId)).toBeUndefined();
    await expect(getTokenHealth(userId, deps)).resolves.toMatchObject({ connected: false });
  });

  it("forgets the tokens even when Google cannot be reached, and says so", async () => {
    const { userId, oauth, deps } = await setup(async () => tokenSet());
    oauth.revokeToken.mockRejectedValueOnce(
      new GoogleOAuthError("network", "Google could not be reached"),
    );
    await expect(revokeGoogleTokens(userId, deps)).rejects.toBeInstanceOf(GoogleOAuthError);
    expect(await storedRow(userId)).toBeUndefined();
  });

  it("does nothing for a user without tokens", async () => {
    const userId = await testDb.createUser();
    const revokeToken = vi.fn(async () => {});
    await revokeGoogleTokens(userId, {
      db: testDb.db,
      key,
      oauth: { revokeToken, refreshAccessToken: vi.fn() },
    });
    expect(revokeToken).not.toHaveBeenCalled();
  });
});
