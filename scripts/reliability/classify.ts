// How the fuzz counts an answer. A 5xx is a server fault, except the typed answers that say a
// page the user named, or Google, could not be reached: those are listed apart as "upstream".

export type AnswerClass = "2xx" | "3xx" | "4xx" | "5xx" | "upstream" | "no answer";

// A page the user named that could not be read, a full test queue, or Google itself down. A refused
// sign-in code (google_error) is not among them: the request was bad, not Google.
const UPSTREAM_CODES = new Set([
  "dns_failure",
  "connection_failed",
  "too_many_redirects",
  "timeout",
  "target_http_error",
  "queue_full",
  "google_unavailable",
  "google_server_error",
]);

/** The `error.code` of an answer in the API's one error shape, else null. */
export function errorCode(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    const { code, message } = body.error ?? {};
    return typeof code === "string" && typeof message === "string" ? code : null;
  } catch {
    return null;
  }
}

export function classify(status: number | null, text: string): AnswerClass {
  if (status === null) return "no answer";
  if (status < 300) return "2xx";
  if (status < 400) return "3xx";
  if (status < 500) return "4xx";
  const code = errorCode(text);
  if ([502, 503, 504].includes(status) && code && UPSTREAM_CODES.has(code)) return "upstream";
  return "5xx";
}

/** An error answer of the API (4xx/5xx under /api/) that is not `{ error: { code, message } }`. */
export function outOfShape(
  method: string,
  path: string,
  status: number | null,
  text: string,
): boolean {
  // A HEAD answer has no body by definition.
  if (method === "HEAD" || status === null || status < 400 || !path.startsWith("/api/"))
    return false;
  // Next answers these itself before any handler runs (unknown method, oversized headers).
  if (status === 405 || status === 431 || (status === 400 && text === "")) return false;
  return errorCode(text) === null;
}
