import type { z } from "zod";
import { GoogleApiError } from "./api-error";
import { apiLabel } from "./api-labels";

/** Reads a 2xx body with its schema; a body Google does not document is a failed call. */
export function parseWire<S extends z.ZodType>(schema: S, data: unknown, api: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new GoogleApiError(
    "transient",
    `${apiLabel(api).label} answered in a form Rankwell could not read. Try again in a minute.`,
    { status: 0, api, reason: "unexpected_response", cause: parsed.error },
  );
}
