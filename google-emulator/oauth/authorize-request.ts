import { parseScopes } from "@/lib/google/scopes";
import { EMULATOR_CLIENT_ID } from "./client";
import type { PkceMethod } from "./pkce";

// The query of `o/oauth2/v2/auth` (google-apis.md §1.2), checked in Google's order: client first,
// then the redirect URI; only after both may errors go back to the app.

const FORWARDED = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
  "access_type",
  "prompt",
  "include_granted_scopes",
  "login_hint",
] as const;

export type AuthorizeRequest = {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  challenge?: string;
  method?: PkceMethod;
  offline: boolean;
  loginHint?: string;
  /** The parameters to carry through the chooser's forms. */
  forwarded: [string, string][];
};

export type AuthorizeProblem = { status: 400 | 401; title: string; error: string; detail: string };

const INVALID_APP_REQUEST = "Access blocked: This app's request is invalid";

function problem(status: 400 | 401, error: string, detail: string, title = INVALID_APP_REQUEST) {
  return { ok: false as const, problem: { status, title, error, detail } };
}

function sameOrigin(uri: string, origin: string): boolean {
  try {
    const url = new URL(uri);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === origin;
  } catch {
    return false;
  }
}

export function parseAuthorizeRequest(
  params: URLSearchParams,
  appOrigin: string,
): { ok: true; request: AuthorizeRequest } | { ok: false; problem: AuthorizeProblem } {
  const get = (name: string) => params.get(name)?.trim() || undefined;
  const clientId = get("client_id");
  if (!clientId) return problem(400, "invalid_request", "Missing required parameter: client_id");
  if (clientId !== EMULATOR_CLIENT_ID) {
    return problem(
      401,
      "invalid_client",
      "The OAuth client was not found.",
      "Access blocked: Authorization Error",
    );
  }
  const redirectUri = get("redirect_uri");
  if (!redirectUri)
    return problem(400, "invalid_request", "Missing required parameter: redirect_uri");
  if (!sameOrigin(redirectUri, appOrigin)) {
    return problem(
      400,
      "redirect_uri_mismatch",
      `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. Request details: redirect_uri=${redirectUri} (this client accepts only addresses on ${appOrigin}).`,
    );
  }
  const responseType = get("response_type");
  if (!responseType)
    return problem(400, "invalid_request", "Missing required parameter: response_type");
  if (responseType !== "code") {
    return problem(400, "unsupported_response_type", `Unsupported response_type: ${responseType}`);
  }
  const scopes = parseScopes(get("scope") ?? "");
  if (scopes.length === 0)
    return problem(400, "invalid_request", "Missing required parameter: scope");
  const challenge = get("code_challenge");
  const method = get("code_challenge_method") ?? (challenge ? "plain" : undefined);
  if (method !== undefined && method !== "S256" && method !== "plain") {
    return problem(400, "invalid_request", "Invalid code_challenge_method value.");
  }
  if (method && !challenge) return problem(400, "invalid_request", "Missing code_challenge.");

  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      scopes,
      state: params.get("state") ?? undefined,
      challenge,
      method,
      offline: get("access_type") === "offline",
      loginHint: get("login_hint"),
      forwarded: FORWARDED.flatMap((name) => {
        const value = params.get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      }),
    },
  };
}

/** The app's redirect URI with the answer's parameters added to its own query. */
export function redirectBack(request: AuthorizeRequest, answer: Record<string, string>): Response {
  const target = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(answer)) target.searchParams.set(name, value);
  if (request.state !== undefined) target.searchParams.set("state", request.state);
  return new Response(null, {
    status: 302,
    headers: { location: target.toString(), "cache-control": "no-store" },
  });
}
