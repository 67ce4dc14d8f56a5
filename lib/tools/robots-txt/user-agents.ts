// Crawler tokens offered in the tool, and the more general token a Google crawler falls back to
// when a robots.txt has no group for its own token (Google's crawler documentation).

export const USER_AGENT_PRESETS = [
  { token: "*", label: "Any crawler (*)" },
  { token: "Googlebot", label: "Googlebot" },
  { token: "Googlebot-Image", label: "Googlebot-Image" },
  { token: "Googlebot-News", label: "Googlebot-News" },
  { token: "Googlebot-Video", label: "Googlebot-Video" },
  { token: "Bingbot", label: "Bingbot" },
] as const;

const GOOGLE_PARENTS: Record<string, string> = {
  "googlebot-image": "googlebot",
  "googlebot-news": "googlebot",
  "googlebot-video": "googlebot",
  "google-inspectiontool": "googlebot",
};

/** The tokens a crawler answers to, most specific first: ["googlebot-image", "googlebot"]. */
export function tokenChain(agent: string): string[] {
  const chain = [agent.toLowerCase()];
  for (let parent = GOOGLE_PARENTS[chain[0]!]; parent; parent = GOOGLE_PARENTS[parent])
    chain.push(parent);
  return chain;
}

/** A product token as RFC 9309 defines it, or `*`. */
export const USER_AGENT_TOKEN = /^(\*|[A-Za-z_-]+)$/;
