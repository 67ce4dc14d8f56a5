import * as z from "@/lib/zod-mini";

// The answer of GET /api/auth/session/, checked in the browser. A module of its own so that zod
// loads with the first session fetch rather than with the dashboard's first load.

export const sessionSchema = z.object({
  user: z.nullable(z.object({ id: z.string(), email: z.string() })),
  profile: z.nullable(
    z.object({
      full_name: z.nullable(z.string()),
      avatar_url: z.nullable(z.string()),
      email: z.nullable(z.string()),
      is_primary_account: z.nullable(z.boolean()),
    }),
  ),
  tokenHealth: z.nullable(
    z.object({
      connected: z.boolean(),
      expiresAt: z.nullable(z.string()),
      needsReauth: z.boolean(),
      scopes: z.array(z.string()),
    }),
  ),
});
