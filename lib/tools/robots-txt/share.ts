// The shareable form of a test: ?url=<site>&ua=<token>&urls=<url> <url> … for a fetched file, or
// ?txt=<file>&… for a pasted one when it is short enough to travel in a link.

export type ShareState = {
  mode: "fetch" | "paste";
  url: string;
  robotsTxt: string;
  userAgent: string;
  urls: string[];
};

/** Longer pasted files are left out of the link (browsers and servers cut long URLs). */
export const MAX_SHARED_FILE_CHARS = 4000;

export function shareQuery(state: ShareState): string {
  const params = new URLSearchParams();
  if (state.mode === "fetch") params.set("url", state.url.trim());
  else if (state.robotsTxt.length <= MAX_SHARED_FILE_CHARS) params.set("txt", state.robotsTxt);
  if (state.userAgent.trim() !== "" && state.userAgent.trim() !== "*")
    params.set("ua", state.userAgent.trim());
  const urls = state.urls.map((u) => u.trim()).filter(Boolean);
  if (urls.length > 0) params.set("urls", urls.join(" "));
  return `?${params.toString()}`;
}

/** The state a link asks for, or null when it names neither a site nor a file. */
export function readShareQuery(search: string): ShareState | null {
  const params = new URLSearchParams(search);
  const url = params.get("url")?.trim() ?? "";
  const robotsTxt = params.get("txt");
  if (url === "" && robotsTxt === null) return null;
  return {
    mode: robotsTxt !== null && url === "" ? "paste" : "fetch",
    url,
    robotsTxt: robotsTxt ?? "",
    userAgent: params.get("ua")?.trim() || "*",
    urls: (params.get("urls") ?? "").split(/\s+/).filter(Boolean),
  };
}
