import { NextResponse } from "next/server";
import type { $ZodError } from "zod/v4/core";

export type ErrorBody = { error: { code: string; message: string } };

/** The one error shape of every route handler: `{ error: { code, message } }`. */
export function jsonError(status: number, code: string, message: string, headers?: HeadersInit) {
  return NextResponse.json<ErrorBody>({ error: { code, message } }, { status, headers });
}

export function jsonOk<T>(data: T, init?: ResponseInit) {
  return NextResponse.json<T>(data, init);
}

/** A readable 400 from a zod failure: the first issue, with the field it concerns. */
export function invalidInput(error: $ZodError) {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return jsonError(400, "invalid_input", `${field}${issue?.message ?? "Invalid input."}`);
}
