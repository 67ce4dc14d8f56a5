import { ApiRequestError } from "@/lib/query/request";

export const OFFLINE_MESSAGE =
  "Rankwell could not be reached. Check your connection and try again.";

/** The sentence a tool shows for a failed call: the route's own message, or one naming the status. */
export function toolErrorMessage(error: Error, failed: (status: number) => string): string {
  if (!(error instanceof ApiRequestError) || error.status === undefined) return OFFLINE_MESSAGE;
  return error.code === "http_error" ? failed(error.status) : error.message;
}
