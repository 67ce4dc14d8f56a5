import robotsParser from "robots-parser";

// Directives whose value contains a colon, so "name: value" is not a user-agent prefix for them.
const VALUED_DIRECTIVES = new Set([
  "unavailable_after",
  "max-snippet",
  "max-image-preview",
  "max-video-preview",
]);

export type RobotsDirectives = { noindex: boolean; nofollow: boolean };

function fromTokens(tokens: string[]): RobotsDirectives {
  return {
    noindex: tokens.includes("noindex") || tokens.includes("none"),
    nofollow: tokens.includes("nofollow") || tokens.includes("none"),
  };
}

/** Directives of an X-Robots-Tag value that apply to Googlebot ("googlebot: noindex" or unprefixed). */
export function xRobotsDirectives(header: string | undefined): RobotsDirectives {
  const tokens: string[] = [];
  let agent: string | null = null;
  for (const part of (header ?? "").toLowerCase().split(",")) {
    let directive = part.trim();
    const prefixed = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(directive);
    if (prefixed?.[1] && !VALUED_DIRECTIVES.has(prefixed[1])) {
      agent = prefixed[1];
      directive = (prefixed[2] ?? "").trim();
    }
    if (agent === null || agent === "googlebot") tokens.push(directive);
  }
  return fromTokens(tokens);
}

export function metaRobotsDirectives(tokens: string[]): RobotsDirectives {
  return fromTokens(tokens);
}

/** True when a page's canonical names a different URL (the fragment does not count). */
export function canonicalElsewhere(canonical: string | null, pageUrl: string): boolean {
  if (!canonical) return false;
  const strip = (href: string) => href.replace(/#.*$/, "");
  return strip(canonical) !== strip(new URL(pageUrl).href);
}

/** Whether Googlebot may crawl `pageUrl` under the robots.txt served at `robotsUrl`. */
export function robotsAllowsGooglebot(
  robotsUrl: string,
  robotsTxt: string,
  pageUrl: string,
): boolean {
  return robotsParser(robotsUrl, robotsTxt).isAllowed(pageUrl, "Googlebot") !== false;
}
