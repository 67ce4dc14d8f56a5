import "server-only";
import type { ProviderTokens } from "./google-tokens";

// Supabase Auth answers a sign-in's code with the session and Google's tokens in one JSON body,
// and supabase-js saves that whole session to its cookies, which page scripts read. Taking Google's
// tokens out of the answer before supabase-js sees it means no cookie can ever hold them.

function requestUrl(input: RequestInfo | URL): URL | null {
  const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return URL.canParse(href) ? new URL(href) : null;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isTokenEndpoint = (input: RequestInfo | URL) =>
  requestUrl(input)?.pathname.replace(/\/+$/, "").endsWith("/auth/v1/token") ?? false;

/**
 * A fetch for Supabase clients on the server: answers of Supabase Auth's token endpoint lose
 * `provider_token` and `provider_refresh_token`, which go to `keep` instead (when there are any).
 */
export function fetchWithoutProviderTokens(
  keep: (tokens: ProviderTokens) => void = () => undefined,
): typeof fetch {
  return async (input, init) => {
    // Read at call time, so a test's stubbed fetch is the one used.
    const response = await globalThis.fetch(input, init);
    if (!isTokenEndpoint(input) || !response.ok) return response;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.delete("content-encoding");
    const text = await response.text();
    const body = parseObject(text);
    if (!body) return new Response(text, { status: response.status, headers });
    const { provider_token, provider_refresh_token, ...session } = body;
    if (typeof provider_token === "string" && provider_token) {
      keep({
        provider_token,
        provider_refresh_token:
          typeof provider_refresh_token === "string" ? provider_refresh_token : null,
        expires_at: typeof session.expires_at === "number" ? session.expires_at : undefined,
      });
    }
    return Response.json(session, { status: response.status, headers });
  };
}
