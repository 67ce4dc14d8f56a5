import { SafeFetchError } from "./safe-fetch-error";

export const MAX_URL_LENGTH = 2048;

// "example.com:8080/x" has no scheme; "javascript:alert(1)" and "ftp://host" do.
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

const VALID_HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])$/i;

function invalid(message: string): never {
  throw new SafeFetchError("invalid_url", message);
}

/**
 * Turns what a person typed into an http(s) URL: trims, adds "https://" when no scheme is given, and
 * refuses other schemes, user names or passwords in the URL, and URLs longer than 2,048 characters.
 */
export function normalizeUserUrl(input: string): URL {
  const trimmed = input.trim();
  if (trimmed === "") invalid("Enter a URL, for example https://example.com/.");
  if (trimmed.length > MAX_URL_LENGTH)
    invalid(`That URL is longer than ${MAX_URL_LENGTH} characters.`);
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme && scheme !== "http" && scheme !== "https") {
    invalid(`Only http:// and https:// addresses can be checked, not ${scheme}:.`);
  }
  const candidate = scheme ? trimmed : `https://${trimmed.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return invalid(`"${trimmed.slice(0, 80)}" is not a valid URL.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    invalid("Only http:// and https:// addresses can be checked.");
  }
  if (url.username || url.password)
    invalid("Addresses with a user name or password in them are not accepted.");
  if (!url.hostname) invalid(`"${trimmed.slice(0, 80)}" has no host name.`);
  // Browsers differ on odd hosts (Chromium escapes spaces instead of refusing them); hold every
  // engine to plain DNS names and IP literals so the browser's check matches the server's.
  if (/\s/.test(trimmed) || !VALID_HOST.test(url.hostname))
    invalid(`"${trimmed.slice(0, 80)}" is not a valid URL.`);
  if (url.href.length > MAX_URL_LENGTH)
    invalid(`That URL is longer than ${MAX_URL_LENGTH} characters.`);
  return url;
}

/** Where a Location header leads, held to the same rules as a URL a person typed. */
export function redirectTarget(location: string, from: URL): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new SafeFetchError(
      "connection_failed",
      `The page redirected to an invalid address: ${location.slice(0, 200)}`,
    );
  }
  if (next.protocol !== "http:" && next.protocol !== "https:") {
    throw new SafeFetchError(
      "forbidden_address",
      `The page redirected to a ${next.protocol} address, which Rankwell cannot fetch.`,
    );
  }
  return normalizeUserUrl(next.href);
}
