import type { Session } from "@supabase/supabase-js";
import { authErrorMessage, authSuccessMessage, type PopupMessage } from "@/lib/auth/popup-message";
import { POST_SIGN_IN_PATH, SIGN_IN_REASONS } from "@/lib/auth/sign-in-messages";
import {
  createSupabaseBrowserClient,
  type SupabaseBrowserClient,
  type SupabasePublicConfig,
} from "./client";

export const PROVIDER_TOKENS_PATH = "/api/auth/supabase/provider-tokens/";

type Outcome = { ok: true; session: Session } | { ok: false; reason: string };
export type SupabaseCallbackResult = ({ ok: true } | { ok: false; reason: string }) & {
  /** The page has nothing more to show: the opener or the dashboard takes over. */
  handedOver: boolean;
};

/** The parts of the callback page's `window` used here; the browser's window satisfies it. */
export interface SupabaseCallbackWindow {
  readonly location: { readonly search: string; readonly origin: string };
  readonly opener: {
    readonly closed: boolean;
    postMessage(message: PopupMessage, targetOrigin: string): void;
  } | null;
  close(): void;
}

/** Hands Google's tokens to the server, which keeps them encrypted; the browser keeps none. */
export async function postProviderTokens(session: Session): Promise<void> {
  const response = await fetch(PROVIDER_TOKENS_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      provider_token: session.provider_token,
      provider_refresh_token: session.provider_refresh_token,
      expires_at: session.expires_at,
    }),
  });
  if (!response.ok) throw new Error(`Storing the Google tokens failed with ${response.status}`);
}

/** Trades the code Supabase sent back for a session (the PKCE verifier is in a cookie) and stores Google's tokens. */
export async function completeSupabaseSignIn(
  search: string,
  auth: Pick<SupabaseBrowserClient["auth"], "exchangeCodeForSession">,
  saveProviderTokens: (session: Session) => Promise<void> = postProviderTokens,
): Promise<Outcome> {
  const params = new URLSearchParams(search);
  if (params.get("error")) return { ok: false, reason: SIGN_IN_REASONS.cancelledOrFailed };
  const code = params.get("code");
  if (!code) return { ok: false, reason: SIGN_IN_REASONS.authenticationFailed };
  try {
    const { data, error } = await auth.exchangeCodeForSession(code);
    if (error || !data.session) return { ok: false, reason: SIGN_IN_REASONS.authenticationFailed };
    // Without a provider token there is nothing to keep: the dashboard then asks for a reconnect.
    if (data.session.provider_token) await saveProviderTokens(data.session);
    return { ok: true, session: data.session };
  } catch {
    return { ok: false, reason: SIGN_IN_REASONS.authenticationFailed };
  }
}

function liveOpener(win: SupabaseCallbackWindow) {
  try {
    return win.opener && !win.opener.closed ? win.opener : null;
  } catch {
    return null;
  }
}

/**
 * In the popup: posts the outcome to the opening window (our own origin only) with the Supabase
 * session's own tokens, never Google's, and closes. Opened without a popup: goes to the dashboard.
 */
export async function finishSupabaseSignIn(
  win: SupabaseCallbackWindow,
  navigate: (path: string) => void,
  auth: Pick<SupabaseBrowserClient["auth"], "exchangeCodeForSession">,
  saveProviderTokens?: (session: Session) => Promise<void>,
): Promise<SupabaseCallbackResult> {
  const outcome = await completeSupabaseSignIn(win.location.search, auth, saveProviderTokens);
  const opener = liveOpener(win);
  if (opener) {
    const message = outcome.ok
      ? authSuccessMessage(outcome.session)
      : authErrorMessage(outcome.reason);
    opener.postMessage(message, win.location.origin);
    win.close();
  } else if (outcome.ok) navigate(POST_SIGN_IN_PATH);
  const handedOver = Boolean(opener) || outcome.ok;
  return outcome.ok ? { ok: true, handedOver } : { ok: false, reason: outcome.reason, handedOver };
}

/** The callback page's Supabase path, with the page's own browser client. */
export function finishWithSupabase(
  config: SupabasePublicConfig,
  win: SupabaseCallbackWindow,
  navigate: (path: string) => void,
): Promise<SupabaseCallbackResult> {
  return finishSupabaseSignIn(win, navigate, createSupabaseBrowserClient(config).auth);
}
