// Which origins may answer the sign-in popup: our own, plus configured preview deployments such as
// `https://*.vercel.app`. Hand-written: the rule is a strict subset of origin matching no library covers.
const WILDCARD = /^(https?):\/\/\*\.([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::(\d{1,5}))?$/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The URL of a string that is exactly a serialized origin (no path, query or upper case), else null. */
function parseOrigin(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.origin === value ? url : null;
  } catch {
    return null;
  }
}

function matchesPattern(origin: URL, pattern: string): boolean {
  const wildcard = WILDCARD.exec(pattern.trim());
  if (!wildcard) return parseOrigin(pattern.trim())?.origin === origin.origin;
  const [, scheme, suffix, port = ""] = wildcard;
  const host = origin.hostname;
  const tail = `.${suffix!.toLowerCase()}`;
  // `*` stands for exactly one DNS label, as in a TLS wildcard certificate.
  return (
    origin.protocol === `${scheme!.toLowerCase()}:` &&
    origin.port === port &&
    host.endsWith(tail) &&
    LABEL.test(host.slice(0, -tail.length))
  );
}

/** True when a postMessage `event.origin` is our own origin or matches a preview pattern. */
export function isAllowedOrigin(
  origin: string,
  selfOrigin: string,
  previewPatterns: readonly string[] = [],
): boolean {
  const parsed = parseOrigin(origin);
  if (!parsed) return false;
  if (origin === selfOrigin) return true;
  return previewPatterns.some((pattern) => matchesPattern(parsed, pattern));
}
