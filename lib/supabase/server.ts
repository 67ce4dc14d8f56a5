import "server-only";
import { createServerClient } from "@supabase/ssr";
import { cookies } from "next/headers";
import { requireSupabaseConfig, SERVER_CLIENT_OPTIONS } from "./config";

/** A Supabase client on this request's cookies, for server components and route handlers. */
export async function createSupabaseServerClient() {
  const store = await cookies();
  const { url, anonKey } = requireSupabaseConfig();
  return createServerClient(url, anonKey, {
    ...SERVER_CLIENT_OPTIONS,
    cookies: {
      getAll: () => store.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) store.set(name, value, options);
        } catch {
          // Server components cannot set cookies; the proxy refreshes the session on every request.
        }
      },
    },
  });
}

export type SupabaseServerClient = Awaited<ReturnType<typeof createSupabaseServerClient>>;
export type SupabaseClaims = { sub: string; email?: string; user_metadata?: unknown };

/** The verified claims of the signed-in user (getClaims() checks the JWT), or null. */
export async function getSupabaseClaims(
  client?: SupabaseServerClient,
): Promise<SupabaseClaims | null> {
  const supabase = client ?? (await createSupabaseServerClient());
  const { data, error } = await supabase.auth.getClaims();
  if (error || !data?.claims.sub) return null;
  return data.claims;
}

/** The signed-in Supabase user as the app's session user. */
export function claimsUser(claims: SupabaseClaims): { id: string; email: string } {
  return { id: claims.sub, email: claims.email ?? "" };
}
