import { z } from "zod";

// What the sign-in callback page posts to its opener (spec §4 "Login popup").
export const AUTH_SUCCESS_MESSAGE = "SUPABASE_AUTH_SUCCESS";
export const AUTH_ERROR_MESSAGE = "SUPABASE_AUTH_ERROR";

/** Spec §3 Session; the fields setSession needs are required, the rest may be absent. */
export const popupSessionSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number().optional(),
  provider_token: z.string().nullish(),
  provider_refresh_token: z.string().nullish(),
  user: z.object({ id: z.string() }).loose().optional(),
});
export type PopupSession = z.infer<typeof popupSessionSchema>;

export const popupMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal(AUTH_SUCCESS_MESSAGE), session: popupSessionSchema.optional() }),
  z.object({ type: z.literal(AUTH_ERROR_MESSAGE), error: z.string() }),
]);
export type PopupMessage = z.infer<typeof popupMessageSchema>;

export function authSuccessMessage(session?: PopupSession): PopupMessage {
  return session ? { type: AUTH_SUCCESS_MESSAGE, session } : { type: AUTH_SUCCESS_MESSAGE };
}

export function authErrorMessage(error: string): PopupMessage {
  return { type: AUTH_ERROR_MESSAGE, error };
}
