import { normalizeUserUrl } from "@/lib/security/user-url";

/** The site the pages should link to: any URL on its host (and subdomains), or one exact URL. */
export type Target = { host: string; exactUrl: string | null };

const bareHost = (hostname: string) =>
  hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");

// Scheme, "www." and a trailing slash do not make a link point somewhere else for this check.
function urlKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/";
  return `${bareHost(url.hostname)}${url.port ? `:${url.port}` : ""}${path}${url.search}`;
}

export function parseTarget(input: string): Target {
  const url = normalizeUserUrl(input);
  const hasPath = url.pathname !== "/" || url.search !== "";
  return { host: bareHost(url.hostname), exactUrl: hasPath ? url.href : null };
}

export function linksToTarget(href: URL, target: Target): boolean {
  if (href.protocol !== "http:" && href.protocol !== "https:") return false;
  if (target.exactUrl) return urlKey(href) === urlKey(new URL(target.exactUrl));
  const host = bareHost(href.hostname);
  return host === target.host || host.endsWith(`.${target.host}`);
}
