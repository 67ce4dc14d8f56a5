// POST /api/functions/google-token-refresh — refreshes the signed-in user's Google access token and answers its new expiry
import type { NextRequest } from "next/server";
import { ok } from "@/lib/api/response";
import { refreshGoogleTokens, TokenRefreshError } from "@/lib/google/tokens/refresh";
import { withSessionUser } from "@/lib/auth/server/session";

// When each request arrived, before the session check: a refresh stored since then answers it.
const arrivedAt = new WeakMap<NextRequest, number>();

const refresh = withSessionUser(async (request, user) => {
  try {
    const since = arrivedAt.get(request);
    const { expiresAt } = await refreshGoogleTokens(
      user.id,
      {},
      since === undefined ? {} : { since },
    );
    return ok({ expiresAt: expiresAt.toISOString() });
  } catch (error) {
    if (!(error instanceof TokenRefreshError)) throw error;
    // The error shape, plus whether only a reconnect helps: the browser's token monitor reads both.
    return ok(
      { error: { code: error.code, message: error.message }, needsReauth: error.needsReauth },
      { status: error.needsReauth ? 401 : 502 },
    );
  }
});

export const POST = (request: NextRequest, context: unknown) => {
  arrivedAt.set(request, Date.now());
  return refresh(request, context);
};
