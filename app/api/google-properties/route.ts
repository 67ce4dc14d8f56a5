// GET /api/google-properties — the Google properties synced to the user's account, ordered by name
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { getGoogleProperties } from "@/lib/projects/google-properties";
import type { GooglePropertiesResponse } from "@/lib/projects/types";

export const GET = withSessionUser(async (_request, user) =>
  ok<GooglePropertiesResponse>({ properties: await getGoogleProperties(await getDb(), user.id) }),
);
