import "server-only";
import type { $ZodType, output } from "zod/v4/core";
import * as z from "@/lib/zod-mini";
import { readBodyText } from "./body";
import { ApiError } from "./errors";

// A request to the API is a few ids, dates, filters or names; a GA4 report with nested filters
// stays far below this. Routes that take more (pasted text) pass their own cap.
const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const unsupportedMediaType = () =>
  new ApiError(
    415,
    "unsupported_media_type",
    "The request body must be JSON, sent with Content-Type: application/json.",
  );

/** Whether the Content-Type names JSON; parameters such as charset are allowed. */
function isJsonContentType(value: string | null): boolean {
  return value?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/**
 * The request's JSON body, else a 415 (not sent as application/json), 413 (over the cap, counted
 * while reading) or 400 ApiError. A form post from a page cannot send this type without a preflight.
 */
export async function readJsonBody(
  request: Request,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) throw unsupportedMediaType();
  const text = await readBodyText(request, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", "The request body must be valid JSON.");
  }
}

/** `input` checked against a zod (classic or mini) schema, else a 400 naming the first issue. */
export function parseInput<S extends $ZodType>(input: unknown, schema: S): output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  throw new ApiError(400, "invalid_input", `${field}${issue?.message ?? "Invalid input."}`);
}

/** The JSON body, capped at `maxBytes`, checked against `schema`. */
export async function parseBody<S extends $ZodType>(
  request: Request,
  schema: S,
  { maxBytes }: { maxBytes?: number } = {},
): Promise<output<S>> {
  return parseInput(await readJsonBody(request, maxBytes), schema);
}

/** The search params, read by `read` (by default one value per name), checked against `schema`. */
export function parseQuery<S extends $ZodType>(
  request: Request,
  schema: S,
  read: (params: URLSearchParams) => unknown = Object.fromEntries,
): output<S> {
  return parseInput(read(new URL(request.url).searchParams), schema);
}

/** The route's dynamic segments, which Next hands over as a Promise, checked against `schema`. */
export async function parseParams<S extends $ZodType>(
  context: { params: Promise<unknown> },
  schema: S,
): Promise<output<S>> {
  return parseInput(await context.params, schema);
}
