// The browser's one way to call Rankwell's API. A failure throws ApiRequestError with the server's
// status and `{ error: { code, message } }`, so retries can skip 401/403 and the toasts can choose.

export class ApiRequestError extends Error {
  constructor(
    /** Undefined when the server was never reached. */
    readonly status: number | undefined,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export const NETWORK_ERROR_MESSAGE =
  "Could not reach Rankwell. Please check your connection and try again.";

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Appended to the path as a query string; undefined values are left out. */
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Sent as they are, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
};

function withSearch(path: string, searchParams: RequestOptions["searchParams"]): string {
  if (!searchParams) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}

/** Calls `path` and returns its JSON (undefined for 204), or throws ApiRequestError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, searchParams, signal } = options;
  const headers = {
    ...(body === undefined ? {} : { "content-type": "application/json" }),
    ...options.headers,
  };
  let response: Response;
  try {
    response = await fetch(withSearch(path, searchParams), {
      method,
      signal,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(Object.keys(headers).length === 0 ? {} : { headers }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(undefined, "network_error", NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (response.ok && data !== null) return data as T;
  throw failureOf(response.status, data);
}

/** A failed answer as ApiRequestError, from its status and its JSON body (null when it had none). */
export function failureOf(status: number, data: unknown): ApiRequestError {
  const error = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return new ApiRequestError(
    status,
    typeof error?.code === "string" ? error.code : "http_error",
    typeof error?.message === "string" ? error.message : `The request failed (${status}).`,
    data,
  );
}
