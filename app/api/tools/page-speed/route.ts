// POST /api/tools/page-speed — queues a Lighthouse test of a page (or answers from the 10-minute cache).
// GET /api/tools/page-speed?job=<id> — the test's state: queued with its position, running, done or failed.
import { ApiError } from "@/lib/api/errors";
import { parseQuery } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { apiRoute } from "@/lib/api/route";
import { pageSpeedRunner } from "@/lib/tools/page-speed/runner";
import { pageSpeedStartSchema, pageSpeedStatusSchema } from "@/lib/tools/page-speed/schema";
import { toolRoute } from "@/lib/tools/tool-route";

export const POST = toolRoute({
  tool: "page-speed",
  schema: pageSpeedStartSchema,
  handler: (input) => pageSpeedRunner().start(input),
});

// Polled every second while a test runs, so it stays outside the tool's rate limit: it only reads
// the state of a job that a rate-limited POST created, by an unguessable id.
export const GET = apiRoute<unknown, Request>(async (request) => {
  const { job } = parseQuery(request, pageSpeedStatusSchema);
  const view = pageSpeedRunner().status(job);
  if (!view) {
    throw new ApiError(
      404,
      "unknown_job",
      "This test has expired or never existed. Please run it again.",
    );
  }
  return ok(view, { headers: { "cache-control": "no-store" } });
});
