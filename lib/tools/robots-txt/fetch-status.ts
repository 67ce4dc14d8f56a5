// What the HTTP answer for robots.txt means to Google (and RFC 9309, which agrees): a 2xx file is
// obeyed, a missing file allows everything, a server error or an unreachable host blocks everything.

export type OutcomeKind = "parsed" | "allow-all" | "disallow-all";
export type FetchOutcome = { kind: OutcomeKind; title: string; detail: string };

/** Google follows at least five redirect hops for robots.txt, then treats it as a 404. */
export const MAX_ROBOTS_REDIRECTS = 5;

export function outcomeForStatus(status: number): FetchOutcome {
  if (status >= 200 && status < 300) {
    return {
      kind: "parsed",
      title: `HTTP ${status}: robots.txt found`,
      detail: "Google parses this file and obeys its rules.",
    };
  }
  if (status === 429 || status >= 500) {
    return {
      kind: "disallow-all",
      title: `HTTP ${status}: every URL is blocked for now`,
      detail:
        "Google treats a server error (and 429 Too Many Requests) as a temporary full disallow and stops crawling the site. After 30 days of errors it uses its last cached copy of the file, or crawls without restrictions if it has none.",
    };
  }
  if (status >= 300 && status < 400) {
    return {
      kind: "allow-all",
      title: `HTTP ${status}: redirect without a usable target`,
      detail: `Google follows up to ${MAX_ROBOTS_REDIRECTS} redirects for robots.txt; when it cannot reach a file that way, it treats robots.txt as missing and may crawl every URL.`,
    };
  }
  const authNote =
    status === 401 || status === 403
      ? " This includes 401 and 403: access errors do not block crawling."
      : "";
  return {
    kind: "allow-all",
    title: `HTTP ${status}: no robots.txt, every URL is allowed`,
    detail: `Google treats a 4xx answer as if the site had no robots.txt, so it may crawl every URL.${authNote}`,
  };
}

export function outcomeForTooManyRedirects(): FetchOutcome {
  return {
    kind: "allow-all",
    title: "Too many redirects: treated as no robots.txt",
    detail: `Google follows up to ${MAX_ROBOTS_REDIRECTS} redirect hops for robots.txt. After that it treats the file as missing (like a 404) and may crawl every URL.`,
  };
}

export function outcomeForUnreachable(reason: string): FetchOutcome {
  return {
    kind: "disallow-all",
    title: "Unreachable: every URL is blocked for now",
    detail: `${reason} Google treats an unreachable robots.txt like a server error: it stops crawling the site until it can read the file again.`,
  };
}
