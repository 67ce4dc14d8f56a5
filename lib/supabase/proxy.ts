import "server-only";
import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { requireSupabaseConfig, SERVER_CLIENT_OPTIONS } from "./config";

/**
 * Refreshes the Supabase session of a request: the renewed cookies go both to the request (so the
 * page or route handler reads them) and to the response (so the browser keeps them).
 */
export async function updateSupabaseSession(request: NextRequest): Promise<NextResponse> {
  let response = NextResponse.next({ request });
  const { url, anonKey } = requireSupabaseConfig();
  const supabase = createServerClient(url, anonKey, {
    ...SERVER_CLIENT_OPTIONS,
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet)
          response.cookies.set(name, value, options);
        // Responses that set session cookies must not be kept by a shared cache.
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
  });
  // Nothing may run between creating the client and getClaims(): it is what refreshes an expired
  // session, and a request that ran in between would see the old one.
  await supabase.auth.getClaims();
  return response;
}
