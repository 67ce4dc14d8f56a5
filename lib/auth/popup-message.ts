import * as z from "@/lib/zod-mini";

// What the sign-in callback page posts to its opener (spec §4 "Login popup").
export const AUTH_SUCCESS_MESSAGE = "SUPABASE_AUTH_SUCCESS";
export const AUTH_ERROR_MESSAGE = "SUPABASE_AUTH_ERROR";

/**
 * The part of a Supabase session (spec §3) the opener needs for setSession. Google's provider tokens
 * stay on the server: parsing drops them, as it drops every field not listed here.
 */
export const popupSessionSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  expires_at: z.optional(z.number()),
});
export type PopupSession = z.infer<typeof popupSessionSchema>;

export const popupMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal(AUTH_SUCCESS_MESSAGE), session: z.optional(popupSessionSchema) }),
  z.object({ type: z.literal(AUTH_ERROR_MESSAGE), error: z.string() }),
]);
export type PopupMessage = z.infer<typeof popupMessageSchema>;

/** A success message; of a full session it carries only the fields of popupSessionSchema. */
export function authSuccessMessage(session?: PopupSession): PopupMessage {
  if (!session) return { type: AUTH_SUCCESS_MESSAGE };
  const { access_token, refresh_token, expires_at } = session;
  return {
    type: AUTH_SUCCESS_MESSAGE,
    session: { access_token, refresh_token, ...(expires_at === undefined ? {} : { expires_at }) },
  };
}

export function authErrorMessage(error: string): PopupMessage {
  return { type: AUTH_ERROR_MESSAGE, error };
}
