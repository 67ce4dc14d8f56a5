import { errorStatus, errorText } from "./error-text";

// Spec §8 "What counts as an auth error", one pattern per phrase family it names.
const AUTH_MESSAGES: readonly RegExp[] = [
  /\bunauthori[sz]ed\b/i,
  /\b(?:invalid|missing|no|expired) (?:access |auth |bearer |google |jwt )?tokens?\b/i,
  /\b(?:access |auth |bearer |google |jwt )?tokens? (?:is |has |was )?(?:invalid|missing|not found|expired|been expired)\b/i,
  /\bre-?authenticat(?:e|ion)\b/i,
  /\binvalid_grant\b/i,
  /\bauthentication failed\b/i,
  /\b(?:missing|no) api key\b/i,
  /\bapi key (?:is )?(?:missing|not (?:set|found|provided|configured))\b/i,
];
const PERMISSION_MESSAGE = /\bpermission/i;

/** True when the error means the user must sign in again or reconnect Google. */
export function isAuthError(error: unknown): boolean {
  const status = errorStatus(error);
  if (status === 401) return true;
  const text = errorText(error);
  if (status === 403 && PERMISSION_MESSAGE.test(text)) return true;
  return AUTH_MESSAGES.some((pattern) => pattern.test(text));
}
