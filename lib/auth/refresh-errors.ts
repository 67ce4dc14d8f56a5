// The browser's names for the token refresh rules, which live with the Google token code.
export {
  classifyRefreshFailure,
  REFRESH_ERRORS,
  REFRESH_RETRY_ATTEMPTS,
  REFRESH_RETRY_BASE_DELAY_MS,
  retryWithBackoff,
  type RefreshError,
  type RefreshErrorCode,
  type RefreshResult,
} from "@/lib/google/tokens/refresh-rules";
