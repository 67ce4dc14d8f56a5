import { createBrowserClient } from "@supabase/ssr";

/** What the browser needs to reach Supabase Auth; server components read it from lib/env.ts. */
export type SupabasePublicConfig = { url: string; anonKey: string };

/**
 * The browser's Supabase client. It keeps the session (and the PKCE verifier of a sign-in) in
 * cookies, so the server and the sign-in popup see the same session; one instance per page.
 */
export function createSupabaseBrowserClient({ url, anonKey }: SupabasePublicConfig) {
  return createBrowserClient(url, anonKey);
}

export type SupabaseBrowserClient = ReturnType<typeof createSupabaseBrowserClient>;
