// What the signed-in shell asks of the API when a component test renders it with no data: an
// answer of the right shape for each list the shell reads, so no query logs a malformed answer
// (a log after the file ends fails the run).

const EMPTY_ANSWERS: Record<string, unknown> = {
  "/api/jobs/": { jobs: [] },
  "/api/alerts/": { alerts: [], unread: 0 },
};

export async function emptyShellFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
  return Response.json(EMPTY_ANSWERS[url.pathname] ?? { projects: [] });
}
