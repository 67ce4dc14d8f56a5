import "server-only";
import type { $ZodType, output } from "zod/v4/core";
import * as z from "@/lib/zod-mini";
import { ApiError } from "./errors";

// A request to the API is a few ids, dates, filters or names; a GA4 report with nested filters
// stays far below this. Routes that take more (pasted text) pass their own cap.
const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * The request's JSON body, else a 413 or 400 ApiError. A declared Content-Length over the cap is
 * refused before anything is read; the text read is checked again, since the header may lie.
 */
export async function readJsonBody(
  request: Request,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<unknown> {
  const tooLarge = () => new ApiError(413, "payload_too_large", "The request body is too large.");
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
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
