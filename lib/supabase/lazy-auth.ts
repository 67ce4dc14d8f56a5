import type { PopupSession } from "@/lib/auth/popup-message";
import type { SupabasePublicConfig } from "./client";

/**
 * Supabase sign-in and sign-out for the browser, loading the Supabase client on first use: the
 * /app pages of the other modes never download it. The browser client is one per page, so every
 * call works on the same session.
 */
export function lazySupabaseAuth(config: SupabasePublicConfig) {
  const load = () =>
    import("./sign-in").then((m) => m.supabaseAuthActions(config, window.location.origin));
  return {
    getUrl: async () => (await load()).getUrl(),
    setSession: async (session: PopupSession) => (await load()).setSession(session),
    signOut: async () => (await load()).signOut(),
  };
}

export type LazySupabaseAuth = ReturnType<typeof lazySupabaseAuth>;
