import "server-only";
import type { WebSocketLikeConstructor } from "@supabase/supabase-js";
import WebSocket from "ws";
import { env } from "@/lib/env";
import type { SupabasePublicConfig } from "./client";
import { fetchWithoutProviderTokens } from "./provider-token-fetch";

/** The Supabase project's URL and anon key in Supabase mode (runMode() === "supabase"), else null. */
export function supabasePublicConfig(): SupabasePublicConfig | null {
  const { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: anonKey } = env;
  return url && anonKey ? { url, anonKey } : null;
}

export function requireSupabaseConfig(): SupabasePublicConfig {
  const config = supabasePublicConfig();
  if (!config) {
    throw new Error(
      "Supabase is not configured: set NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY.",
    );
  }
  return config;
}

// Node 20 has no global WebSocket, and supabase-js sets up its realtime client when it is created.
// ws speaks the protocol realtime-js expects; only its Node event types differ from the DOM's.
// Every server client drops Google's tokens from Supabase's token answers, so no session cookie
// it writes can carry them (only the sign-in's code exchange keeps them, to store them encrypted).
export const SERVER_CLIENT_OPTIONS = {
  realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  global: { fetch: fetchWithoutProviderTokens() },
};
