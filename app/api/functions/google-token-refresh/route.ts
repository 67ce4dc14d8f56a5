// POST /api/functions/google-token-refresh — refreshes the signed-in user's Google access token and answers its new expiry
import { ok } from "@/lib/api/response";
import { refreshGoogleTokens, TokenRefreshError } from "@/lib/google/tokens/refresh";
import { withSessionUser } from "@/lib/auth/server/session";

export const POST = withSessionUser(async (_request, user) => {
  try {
    const { expiresAt } = await refreshGoogleTokens(user.id);
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
