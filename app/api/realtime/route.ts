// GET /api/realtime/ — the signed-in user's changes to projects, Google properties and Google tokens, as Server-Sent Events
import { ApiError } from "@/lib/api/errors";
import { withSessionUser } from "@/lib/auth/server/session";
import { logFailure } from "@/lib/errors/failure-summary";
import { getChangeFeed, type ChangeFeed } from "@/lib/realtime/change-feed";
import { changeEventStream, SSE_HEADERS } from "@/lib/realtime/sse";

export const GET = withSessionUser(async (request, user) => {
  let feed: ChangeFeed;
  try {
    feed = await getChangeFeed();
    await feed.ready();
  } catch (error) {
    logFailure("[realtime] cannot listen for database changes", error);
    throw new ApiError(503, "realtime_unavailable", "Live updates are not available right now.");
  }
  const stream = changeEventStream({
    subscribe: (send) => feed.subscribe(user.id, send),
    signal: request.signal,
  });
  return new Response(stream, { headers: SSE_HEADERS });
});
