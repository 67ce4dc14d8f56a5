export type SafeFetchErrorCode =
  | "invalid_url"
  | "forbidden_address"
  | "dns_failure"
  | "timeout"
  | "too_large"
  | "too_many_redirects"
  | "connection_failed";

/** Every refusal or failure of the safe fetcher; `message` is written for the person who typed the URL. */
export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;

  constructor(code: SafeFetchErrorCode, message: string) {
    super(message);
    this.name = "SafeFetchError";
    this.code = code;
  }
}

export const FORBIDDEN_MESSAGE =
  "That address points to a private or local network, which Rankwell cannot fetch.";
