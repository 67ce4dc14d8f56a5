import "server-only";
import { createServerClient, type CookieOptions } from "@supabase/ssr";
import type { Session, User } from "@supabase/supabase-js";
import type { NextRequest } from "next/server";
import { requireSupabaseConfig, SERVER_CLIENT_OPTIONS } from "./config";
import type { ProviderTokens } from "./google-tokens";
import { fetchWithoutProviderTokens } from "./provider-token-fetch";

export type CookieWrite = { name: string; value: string; options: CookieOptions };

export type CodeExchange =
  | {
      ok: true;
      /** Supabase's own session; Google's tokens were never part of it. */
      session: Session;
      user: User;
      /** Google's tokens, for the server to keep; null when Supabase sent none. */
      providerTokens: ProviderTokens | null;
      /** The session cookies to set (and the used PKCE verifier to clear). */
      cookies: CookieWrite[];
      headers: Record<string, string>;
    }
  | { ok: false; reason: string; cookies: CookieWrite[]; headers: Record<string, string> };

/**
 * Trades the code Supabase sent to the callback page for a session, on the server: the PKCE
 * verifier comes from the request's cookies (the browser client put it there when the sign-in
 * started), and Google's tokens are taken out of Supabase's answer before the session is written
 * to cookies, so neither the cookies nor the page ever hold them.
 */
export async function exchangeSupabaseCode(
  request: NextRequest,
  code: string,
  flowId?: string,
): Promise<CodeExchange> {
  const { url, anonKey } = requireSupabaseConfig();
  let providerTokens: ProviderTokens | null = null;
  const cookies: CookieWrite[] = [];
  const headers: Record<string, string> = {};
  const supabase = createServerClient(url, anonKey, {
    ...SERVER_CLIENT_OPTIONS,
    global: { fetch: fetchWithoutProviderTokens((tokens) => (providerTokens = tokens)) },
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, cacheHeaders) {
        cookies.push(...cookiesToSet);
        Object.assign(headers, cacheHeaders);
      },
    },
  });
  const { data, error } = await supabase.auth.exchangeCodeForSession(
    code,
    flowId ? { flowId } : undefined,
  );
  if (error || !data.session || !data.user) {
    return { ok: false, reason: error?.message ?? "no session", cookies, headers };
  }
  return { ok: true, session: data.session, user: data.user, providerTokens, cookies, headers };
}
