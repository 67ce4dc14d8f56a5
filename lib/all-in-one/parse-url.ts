// A lenient split of what the sources call a URL: `https://host/path`, `//host/path`,
// `host/path` (GA4's fullPageUrl), `host:port/path`, or a bare `/path`.

export type Authority = { host: string; port: string };
export type SplitUrl = {
  scheme: "http" | "https" | null;
  authority: Authority | null;
  rest: string;
};
export type SplitFailure = "not-a-url" | "unsupported-scheme";

const ASCII_HOST = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** Host (lowercased, punycode, no trailing dot) and port (no leading zeros) of an authority. */
export function parseAuthority(raw: string): Authority | null {
  const authority = raw.slice(raw.lastIndexOf("@") + 1);
  let host = authority;
  let port = "";
  if (authority.startsWith("[")) {
    const close = authority.indexOf("]");
    if (close === -1) return null;
    host = authority.slice(0, close + 1);
    const rest = authority.slice(close + 1);
    if (rest !== "" && !rest.startsWith(":")) return null;
    port = rest.slice(1);
  } else {
    const colon = authority.lastIndexOf(":");
    if (colon !== -1) {
      host = authority.slice(0, colon);
      port = authority.slice(colon + 1);
    }
  }
  if (!/^\d*$/.test(port)) return null;
  port = port.replace(/^0+(?=\d)/, "");
  host = host.toLowerCase();
  if (host.endsWith(".")) host = host.slice(0, -1);
  if (host.startsWith("[") || ASCII_HOST.test(host)) return { host, port };
  // Internationalised hosts are rare: let URL turn them into punycode.
  if (!/[^\x00-\x7f]/.test(host)) return null;
  try {
    return { host: new URL(`http://${host}/`).hostname, port };
  } catch {
    return null;
  }
}

export function splitUrl(input: string): SplitUrl | SplitFailure {
  if (input.startsWith("/") && !input.startsWith("//")) {
    return { scheme: null, authority: null, rest: input };
  }
  if (input.startsWith("?") || input.startsWith("#")) {
    return { scheme: null, authority: null, rest: `/${input}` };
  }
  let scheme: SplitUrl["scheme"] = null;
  let afterScheme = input.startsWith("//") ? input.slice(2) : input;
  const match = SCHEME.exec(input);
  if (match) {
    const name = match[1]!.toLowerCase();
    const tail = input.slice(match[0].length);
    if (name === "http" || name === "https") {
      if (!tail.startsWith("//")) return "not-a-url";
      scheme = name;
      afterScheme = tail.slice(2);
    } else if (!/^\d*(?:[/?#]|$)/.test(tail)) {
      // `example.com:8080/x` reads like a scheme; anything else with one is mailto:, tel:, …
      return "unsupported-scheme";
    }
  }
  let end = afterScheme.search(/[/?#]/);
  if (end === -1) end = afterScheme.length;
  const authority = parseAuthority(afterScheme.slice(0, end));
  if (!authority) return "not-a-url";
  // Without a scheme, a word without a dot is a relative path, not a host.
  const hostLike =
    authority.host.includes(".") ||
    authority.host.startsWith("[") ||
    authority.host === "localhost";
  if (!scheme && !hostLike) return "not-a-url";
  return { scheme, authority, rest: afterScheme.slice(end) };
}
