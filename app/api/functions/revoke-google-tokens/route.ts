// POST /api/functions/revoke-google-tokens — revokes the signed-in user's Google grant and forgets the stored tokens
import { z } from "zod";
import { ApiError, isOAuthClientError } from "@/lib/api/errors";
import { parseBody } from "@/lib/api/request";
import { noContent } from "@/lib/api/response";
import { revokeGoogleTokens } from "@/lib/google/tokens/refresh";
import { withSessionUser } from "@/lib/auth/server/session";
import { GoogleOAuthError } from "@/lib/google/oauth";

// The body is one user id.
const MAX_BODY_BYTES = 8 * 1024;

const bodySchema = z.object({ user_id: z.guid() });

export const POST = withSessionUser(async (request, user) => {
  const input = await parseBody(request, bodySchema, { maxBytes: MAX_BODY_BYTES });
  if (input.user_id !== user.id) {
    throw new ApiError(403, "forbidden", "You can only disconnect your own Google account.");
  }
  try {
    await revokeGoogleTokens(user.id);
  } catch (error) {
    if (!(error instanceof GoogleOAuthError)) throw error;
    throw isOAuthClientError(error)
      ? new ApiError(
          400,
          "google_oauth_refused",
          "Google refused to revoke access. The stored tokens were removed.",
        )
      : new ApiError(
          502,
          "google_error",
          "Google could not be reached to revoke access. The stored tokens were removed.",
        );
  }
  return noContent();
});
