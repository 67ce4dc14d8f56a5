// GET /api/content/feed/[token] — a project's content calendar for calendar apps; the secret token is the credential
import { notFound, rateLimited } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/route";
import { calendarHeaders } from "@/lib/content/calendar-response";
import { hashFeedToken, projectOfFeedToken } from "@/lib/content/feeds";
import { contentCalendar } from "@/lib/content/ical";
import { calendarItems } from "@/lib/content/store";
import { getDb } from "@/lib/db/client";
import { publicOrigin } from "@/lib/routing/public-origin";
import { clientIp } from "@/lib/security/client-ip";
import { checkRateLimit } from "@/lib/security/rate-limit";

// One answer for a malformed, unknown or replaced token: it must not say whether a project exists.
const NO_FEED = "No calendar feed at this address. Copy the current one from Content planning.";

async function limit(bucket: string, key: string) {
  const result = await checkRateLimit(bucket, key);
  if (!result.ok)
    throw rateLimited(
      `Too many requests. Please wait ${result.retryAfterSeconds} seconds and try again.`,
      result.retryAfterSeconds,
    );
}

export const GET = apiRoute<{ params: Promise<{ token: string }> }>(async (request, context) => {
  const { token } = await context.params;
  const ip = clientIp(request);
  // Calendar apps poll from a few shared addresses, so a feed counts on its own; wrong tokens
  // count per address, which is what slows down anyone trying tokens.
  await limit("content-feed", `${ip}:${hashFeedToken(token).slice(0, 16)}`);
  const db = await getDb();
  const project = await projectOfFeedToken(db, token);
  if (!project) {
    await limit("content-feed-miss", ip);
    throw notFound(NO_FEED);
  }
  const text = contentCalendar({
    projectName: project.name,
    items: await calendarItems(db, project.id),
    appOrigin: publicOrigin(request),
  });
  return new Response(text, { headers: calendarHeaders(project.name, { download: false }) });
});
