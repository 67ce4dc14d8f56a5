import { describe, expect, it } from "vitest";
import { authErrorMessage, authSuccessMessage, popupMessageSchema } from "./popup-message";

const session = {
  access_token: "eyJhbGciOi.a.b",
  refresh_token: "r-123",
  expires_at: 1_740_830_400,
};

describe("popupMessageSchema", () => {
  it.each([
    ["a success without a session", { type: "SUPABASE_AUTH_SUCCESS" }],
    ["a success with a session", { type: "SUPABASE_AUTH_SUCCESS", session }],
    [
      "a success with the full session shape",
      {
        type: "SUPABASE_AUTH_SUCCESS",
        session: { ...session, provider_token: null, user: { id: "u1", email: "a@b.c" } },
      },
    ],
    ["an error", { type: "SUPABASE_AUTH_ERROR", error: "access_denied" }],
  ])("reads %s", (_label, data) => {
    expect(popupMessageSchema.safeParse(data).success).toBe(true);
  });

  it.each([
    ["another type", { type: "react-devtools-bridge" }],
    ["no type", { session }],
    ["an error without text", { type: "SUPABASE_AUTH_ERROR" }],
    ["an error with an object", { type: "SUPABASE_AUTH_ERROR", error: { message: "x" } }],
    [
      "a session without a refresh token",
      { type: "SUPABASE_AUTH_SUCCESS", session: { access_token: "a" } },
    ],
    [
      "a session with an empty access token",
      { type: "SUPABASE_AUTH_SUCCESS", session: { ...session, access_token: "" } },
    ],
    ["a string", "SUPABASE_AUTH_SUCCESS"],
    ["null", null],
  ])("refuses %s", (_label, data) => {
    expect(popupMessageSchema.safeParse(data).success).toBe(false);
  });

  it("builds the messages the callback page posts", () => {
    expect(authSuccessMessage()).toEqual({ type: "SUPABASE_AUTH_SUCCESS" });
    expect(authSuccessMessage(session)).toEqual({ type: "SUPABASE_AUTH_SUCCESS", session });
    expect(authErrorMessage("access_denied")).toEqual({
      type: "SUPABASE_AUTH_ERROR",
      error: "access_denied",
    });
  });
});
