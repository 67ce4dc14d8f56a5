import "server-only";
import { eq, sql } from "drizzle-orm";
import { decryptToken, encryptToken, TokenCryptoError } from "./crypto";
import { googleTokens } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import type { GoogleTokenSet } from "../oauth";
import { tokenEncryptionKey } from "./key";

/** The database and key the token functions use; tests pass their own. */
export type TokenStoreDeps = { db?: Db; key?: Buffer };

/** A user's Google tokens, decrypted. A null refresh token means Google rejected it: only a reconnect helps. */
export type StoredGoogleTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[];
  /** When the row was last written (a refresh, a sign-in). */
  updatedAt?: Date;
};

const keyOf = async (deps: TokenStoreDeps) => deps.key ?? (await tokenEncryptionKey());

export const splitScopes = (scope: string | null | undefined) =>
  (scope ?? "").split(/\s+/).filter(Boolean);

/** Stores a token set encrypted; a set without a refresh token keeps the one already stored. */
export async function saveGoogleTokens(
  userId: string,
  tokens: GoogleTokenSet,
  deps: TokenStoreDeps = {},
) {
  const key = await keyOf(deps);
  const values = {
    user_id: userId,
    access_token: encryptToken(tokens.accessToken, key),
    refresh_token: tokens.refreshToken ? encryptToken(tokens.refreshToken, key) : null,
    expires_at: tokens.expiresAt,
    scopes: tokens.scope,
    updated_at: new Date(),
  };
  await withUser(
    userId,
    (tx) =>
      tx
        .insert(googleTokens)
        .values(values)
        .onConflictDoUpdate({
          target: googleTokens.user_id,
          set: {
            access_token: values.access_token,
            refresh_token: sql`coalesce(excluded.refresh_token, ${googleTokens.refresh_token})`,
            expires_at: values.expires_at,
            scopes: values.scopes,
            updated_at: values.updated_at,
          },
        }),
    deps.db,
  );
}

export async function readGoogleTokens(
  userId: string,
  deps: TokenStoreDeps = {},
): Promise<StoredGoogleTokens | null> {
  const [row] = await withUser(
    userId,
    (tx) => tx.select().from(googleTokens).where(eq(googleTokens.user_id, userId)).limit(1),
    deps.db,
  );
  if (!row) return null;
  const key = await keyOf(deps);
  try {
    return {
      accessToken: decryptToken(row.access_token, key),
      refreshToken: row.refresh_token ? decryptToken(row.refresh_token, key) : null,
      expiresAt: row.expires_at,
      scopes: splitScopes(row.scopes),
      updatedAt: row.updated_at,
    };
  } catch (error) {
    // Written under another key (a lost or replaced one): unusable, so treated like no tokens at all.
    if (error instanceof TokenCryptoError) return null;
    throw error;
  }
}

/** Health as the browser may see it: expiry, scopes and whether a reconnect is needed — never a token. */
export async function getTokenHealth(userId: string, deps: TokenStoreDeps = {}) {
  const [row] = await withUser(
    userId,
    (tx) =>
      tx
        .select({
          expiresAt: googleTokens.expires_at,
          refreshToken: googleTokens.refresh_token,
          scopes: googleTokens.scopes,
        })
        .from(googleTokens)
        .where(eq(googleTokens.user_id, userId))
        .limit(1),
    deps.db,
  );
  return {
    connected: row !== undefined,
    expiresAt: row?.expiresAt?.toISOString() ?? null,
    needsReauth: row !== undefined && row.refreshToken === null,
    scopes: splitScopes(row?.scopes),
  };
}

export type GoogleTokenHealth = Awaited<ReturnType<typeof getTokenHealth>>;

/** Google rejected the refresh token: drop it, which is what marks the connection as needing a reconnect. */
export async function markNeedsReauth(userId: string, deps: TokenStoreDeps = {}): Promise<void> {
  await withUser(
    userId,
    (tx) =>
      tx
        .update(googleTokens)
        .set({ refresh_token: null, updated_at: new Date() })
        .where(eq(googleTokens.user_id, userId)),
    deps.db,
  );
}

export async function deleteGoogleTokens(userId: string, deps: TokenStoreDeps = {}): Promise<void> {
  await withUser(
    userId,
    (tx) => tx.delete(googleTokens).where(eq(googleTokens.user_id, userId)),
    deps.db,
  );
}
