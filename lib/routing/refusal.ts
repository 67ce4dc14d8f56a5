import "server-only";
import { NextResponse } from "next/server";
import { jsonError } from "@/lib/api/response";

const answersJson = (pathname: string) =>
  ["/api/", "/emulator/"].some((prefix) => pathname.startsWith(prefix));

/** A refusal from the proxy: the API's error shape on API and emulator paths, plain text elsewhere. */
export function refusal(
  pathname: string,
  status: number,
  code: string,
  message: string,
): NextResponse {
  if (answersJson(pathname)) return jsonError(status, code, message);
  return new NextResponse(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
