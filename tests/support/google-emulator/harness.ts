// Drives the emulator in process for its unit tests: a settable clock and the steps of a sign-in.
import { GOOGLE_SIGN_IN_SCOPES } from "@/lib/google/scopes";
import { createGoogleEmulator, handleGoogleEmulator } from "@/google-emulator/handler";
import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from "@/google-emulator/oauth/client";
import { s256Challenge } from "@/google-emulator/oauth/pkce";
import { EMULATOR_BASE_PATH } from "@/google-emulator/paths";

export const ORIGIN = "http://127.0.0.1:3100";
export const BASE = `${ORIGIN}${EMULATOR_BASE_PATH}`;
export const REDIRECT_URI = `${ORIGIN}/auth-callback`;
export const VERIFIER = "a-verifier-long-enough-for-rfc-7636-0123456789abcdef";
export const CLIENT = { client_id: EMULATOR_CLIENT_ID, client_secret: EMULATOR_CLIENT_SECRET };

export function emulatorHarness() {
  let now = new Date("2026-03-01T10:00:00Z");
  const emulator = createGoogleEmulator({ secret: "test secret", now: () => now });

  const call = (
    method: string,
    path: string,
    init: { form?: Record<string, string>; headers?: HeadersInit } = {},
  ) =>
    handleGoogleEmulator(
      new Request(`${BASE}/${path}`, {
        method,
        headers: {
          ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          ...Object.fromEntries(new Headers(init.headers)),
        },
        ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
      }),
      EMULATOR_BASE_PATH,
      emulator,
    );

  const authorizeParams = (overrides: Record<string, string> = {}) => ({
    client_id: EMULATOR_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    scope: GOOGLE_SIGN_IN_SCOPES.join(" "),
    state: "state-123",
    code_challenge: s256Challenge(VERIFIER),
    code_challenge_method: "S256",
    access_type: "offline",
    prompt: "consent",
    ...overrides,
  });

  /** Picks an account in the chooser and answers the redirect's query. */
  async function approve(choice: Record<string, string>, overrides: Record<string, string> = {}) {
    const response = await call("POST", "o/oauth2/v2/approve", {
      form: { ...authorizeParams(overrides), ...choice },
    });
    const location = response.headers.get("location");
    return { response, query: location ? new URL(location).searchParams : null };
  }

  async function code(choice: Record<string, string> = { account: "104857600000000000001" }) {
    const { query } = await approve(choice);
    const value = query?.get("code");
    if (!value) throw new Error("The emulator answered no code.");
    return value;
  }

  const exchange = (authCode: string, extra: Record<string, string> = {}) =>
    call("POST", "token", {
      form: {
        ...CLIENT,
        grant_type: "authorization_code",
        code: authCode,
        redirect_uri: REDIRECT_URI,
        code_verifier: VERIFIER,
        ...extra,
      },
    });

  return {
    emulator,
    call,
    authorizeParams,
    approve,
    code,
    exchange,
    advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)),
  };
}
