// The security headers of four kinds of answer: a static page, a tool page, the signed-in app and
// an API answer. Printed as found; only --strict-headers fails on a missing one.
import type { HttpClient } from "./http";

export const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "frame-ancestors",
  "strict-transport-security",
] as const;

export type HeaderName = (typeof SECURITY_HEADERS)[number];

export type HeaderRow = {
  label: string;
  path: string;
  status: number;
  found: Record<HeaderName, string | null>;
};

export type HeadersResult = { rows: HeaderRow[]; missing: number };

/** The security headers of one answer; frame-ancestors is read from the CSP (or X-Frame-Options). */
export function securityHeaders(headers: Headers): Record<HeaderName, string | null> {
  const csp = headers.get("content-security-policy");
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]*)/i.exec(csp ?? "")?.[1]?.trim();
  const frameOptions = headers.get("x-frame-options");
  return {
    "content-security-policy": csp,
    "x-content-type-options": headers.get("x-content-type-options"),
    "referrer-policy": headers.get("referrer-policy"),
    "permissions-policy": headers.get("permissions-policy"),
    "frame-ancestors": ancestors ?? (frameOptions ? `X-Frame-Options: ${frameOptions}` : null),
    "strict-transport-security": headers.get("strict-transport-security"),
  };
}

// HSTS is only meaningful over HTTPS in production; on loopback over HTTP it is noted, not counted.
const REQUIRED = SECURITY_HEADERS.filter((h) => h !== "strict-transport-security");

export async function runHeaders(
  anonymous: HttpClient,
  signedIn: HttpClient,
): Promise<HeadersResult> {
  const pages: [string, string, HttpClient][] = [
    ["static page", "/about/", anonymous],
    ["tool page", "/tools/meta-tags/", anonymous],
    ["app (signed in)", "/app/", signedIn],
    ["API answer", "/api/health/", anonymous],
  ];
  const rows: HeaderRow[] = [];
  for (const [label, path, client] of pages) {
    const answer = await client.send({ path });
    rows.push({ label, path, status: answer.status, found: securityHeaders(answer.headers) });
  }
  const missing = rows.reduce(
    (n, row) => n + REQUIRED.filter((h) => row.found[h] === null).length,
    0,
  );
  return { rows, missing };
}
