import "server-only";
import { and, asc, sql } from "drizzle-orm";
import { upsertAuthUser } from "@/lib/db/auth-users";
import { authUsers } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { GoogleUserInfo } from "@/lib/google/oauth";

/** The Google account in auth.users metadata, under the keys Supabase Auth writes for Google. */
export function googleUserMetadata(info: GoogleUserInfo): Record<string, unknown> {
  const optional = {
    name: info.name,
    full_name: info.name,
    given_name: info.givenName,
    family_name: info.familyName,
    picture: info.picture,
    avatar_url: info.picture,
  };
  return {
    iss: "https://accounts.google.com",
    provider: "google",
    provider_id: info.id,
    sub: info.id,
    email: info.email,
    email_verified: info.verifiedEmail,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
  };
}

/**
 * The app user of a Google account: found by Google's stable id, else by a verified email that no
 * Google account has claimed yet, else created. A lock on the Google id keeps two simultaneous first
 * sign-ins from creating two users.
 */
export async function findOrCreateGoogleUser(
  db: Db,
  info: GoogleUserInfo,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`google:${info.id}`}))`);
    const providerId = sql`${authUsers.raw_user_meta_data} ->> 'provider_id'`;
    const [byGoogleId] = await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(sql`${providerId} = ${info.id}`)
      .orderBy(asc(authUsers.created_at))
      .limit(1);
    const [byEmail] =
      byGoogleId || !info.verifiedEmail
        ? []
        : await tx
            .select({ id: authUsers.id })
            .from(authUsers)
            .where(
              and(
                sql`lower(${authUsers.email}) = lower(${info.email})`,
                sql`${providerId} is null`,
              ),
            )
            .orderBy(asc(authUsers.created_at))
            .limit(1);
    const existing = byGoogleId ?? byEmail;
    const { id } = await upsertAuthUser(tx, {
      id: existing?.id,
      email: info.email,
      metadata: googleUserMetadata(info),
    });
    return { id, created: !existing };
  });
}
