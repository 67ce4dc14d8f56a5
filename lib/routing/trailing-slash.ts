// The trailing-slash rule of spec §2, as a pure function shared by proxy.ts and its tests.
export const SLASHED_PREFIXES = [
  "/app",
  "/about",
  "/features",
  "/pricing",
  "/contact",
  "/affiliates",
  "/docs",
  "/tools",
  "/legal",
  "/payment-success",
] as const;

function underPrefix(pathname: string): boolean {
  return SLASHED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Returns the URL to redirect to, or null when the request is left alone. The query and hash of
 * `url` are kept; the browser re-applies a hash across a redirect on its own.
 */
export function trailingSlashRedirect(url: string | URL): string | null {
  const target = new URL(url);
  const { pathname } = target;
  if (pathname === "/" || pathname.endsWith("/") || pathname.startsWith("/api/")) return null;
  if (!underPrefix(pathname)) return null;
  target.pathname = `${pathname}/`;
  return target.toString();
}
