import {
  authErrorMessage,
  authSuccessMessage,
  popupSessionSchema,
  type PopupMessage,
  type PopupSession,
} from "@/lib/auth/popup-message";
import { POST_SIGN_IN_PATH, SIGN_IN_REASONS } from "@/lib/auth/sign-in-messages";
import { request } from "@/lib/query/request";
import * as z from "@/lib/zod-mini";

export const SUPABASE_CALLBACK_PATH = "/api/auth/supabase/callback/";
// auth-js adds the id of the sign-in's PKCE flow to the redirect, to find its verifier cookie.
const FLOW_ID_PARAM = "sb_flow_id";

type Outcome = { ok: true; session: PopupSession } | { ok: false; reason: string };
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

export type CodeExchangeInput = { code: string; flowId?: string };

const answerSchema = z.object({ session: popupSessionSchema });

/**
 * The server trades the code for the session (the PKCE verifier travels in its cookie), keeps
 * Google's tokens encrypted and sets the session cookies; the page gets Supabase's session only.
 */
export async function exchangeOnServer(input: CodeExchangeInput): Promise<PopupSession> {
  const body = await request<unknown>(SUPABASE_CALLBACK_PATH, { method: "POST", body: input });
  return answerSchema.parse(body).session;
}

/** Reads Supabase's answer from the URL and lets the server finish the sign-in. */
export async function completeSupabaseSignIn(
  search: string,
  exchange: (input: CodeExchangeInput) => Promise<PopupSession> = exchangeOnServer,
): Promise<Outcome> {
  const params = new URLSearchParams(search);
  if (params.get("error")) return { ok: false, reason: SIGN_IN_REASONS.cancelledOrFailed };
  const code = params.get("code");
  if (!code) return { ok: false, reason: SIGN_IN_REASONS.authenticationFailed };
  try {
    const flowId = params.get(FLOW_ID_PARAM) ?? undefined;
    return { ok: true, session: await exchange({ code, ...(flowId ? { flowId } : {}) }) };
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
  exchange?: (input: CodeExchangeInput) => Promise<PopupSession>,
): Promise<SupabaseCallbackResult> {
  const outcome = await completeSupabaseSignIn(win.location.search, exchange);
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
