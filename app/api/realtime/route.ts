// GET /api/realtime/?since= — the signed-in user's changes to projects, Google properties and Google tokens, as Server-Sent Events
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseQuery } from "@/lib/api/request";
import { withSessionUser } from "@/lib/auth/server/session";
import { logFailure } from "@/lib/errors/failure-summary";
import { getChangeFeed, type ChangeFeed } from "@/lib/realtime/change-feed";
import { changeEventStream, SSE_HEADERS } from "@/lib/realtime/sse";

// When the page's data was read (the server's clock, ms): changes after it are replayed first.
// Without it (a page rendered signed out, which read nothing), the last minute's are.
const querySchema = z.object({ since: z.coerce.number().int().nonnegative().optional() });

export const GET = withSessionUser(async (request, user) => {
  const { since } = parseQuery(request, querySchema);
  let feed: ChangeFeed;
  try {
    feed = await getChangeFeed();
    await feed.ready();
  } catch (error) {
    logFailure("[realtime] cannot listen for database changes", error);
    throw new ApiError(503, "realtime_unavailable", "Live updates are not available right now.");
  }
  const stream = changeEventStream({
    subscribe: (send) => feed.subscribe(user.id, send, since ?? 0),
    signal: request.signal,
  });
  return new Response(stream, { headers: SSE_HEADERS });
});
