// Test support for the Google clients: a call context with fixed tokens and a fake Google that
// answers by method and path, recording every request.
import { GOOGLE_API_ROOTS, type GoogleApiRoots } from "@/lib/google/base-urls";
import type { GoogleCallContext } from "@/lib/google/call-google";

export type FakeRequest = { method: string; url: URL; headers: Headers; body: unknown };
export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });

/** A fetch that hands each request to the first route whose `METHOD /path` pattern matches. */
export function fakeGoogle(routes: [pattern: RegExp, handler: FakeHandler][]) {
  const requests: FakeRequest[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = typeof init.body === "string" ? init.body : undefined;
    const request: FakeRequest = {
      method: init.method ?? "GET",
      url,
      headers: new Headers(init.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(request);
    const line = `${request.method} ${url.host}${url.pathname}`;
    const route = routes.find(([pattern]) => pattern.test(line));
    if (!route) return json(404, { error: { code: 404, message: `No fake for ${line}` } });
    return route[1](request);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

export function testContext(
  overrides: Partial<GoogleCallContext> & { roots?: GoogleApiRoots } = {},
): GoogleCallContext {
  return {
    userId: "user-1",
    roots: GOOGLE_API_ROOTS,
    accessToken: async () => "ya29.first",
    refreshedAccessToken: async () => "ya29.second",
    retry: { sleep: async () => {} },
    ...overrides,
  };
}
