import { withTrailingSlash } from "@/lib/filters/page-config";

/**
 * Puts `search` in the address bar in place of the current entry, without asking the server for the
 * page again: views read their state from the URL on the client and fetch what changed, and Next's
 * router follows history.replaceState (useSearchParams updates). A router.replace would re-render
 * the page on the server, wait for its whole prefetch and only then show the new URL.
 */
export function replaceQuery(pathname: string, search: string): void {
  const path = withTrailingSlash(pathname);
  window.history.replaceState(null, "", search ? `${path}?${search}` : path);
}
