import "server-only";
import type { NextResponse } from "next/server";
import { refusal } from "./refusal";

/**
 * A 400 for a path whose percent-escapes do not decode (`/api/%zz/`): left to Next, matching it
 * against the dynamic routes fails with a 500 page before any handler runs.
 */
export function refuseMalformedPath(url: string): NextResponse | null {
  const { pathname } = new URL(url);
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    return refusal(pathname, 400, "invalid_path", "The address holds a malformed percent-escape.");
  }
}
