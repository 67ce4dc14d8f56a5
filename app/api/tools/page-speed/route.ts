// POST /api/tools/page-speed — queues a Lighthouse test of a page (or answers from the 10-minute cache).
// GET /api/tools/page-speed?job=<id> — the test's state: queued with its position, running, done or failed.
import { invalidInput, jsonError, jsonOk } from "@/lib/api/response";
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
export function GET(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = pageSpeedStatusSchema.safeParse(query);
  if (!parsed.success) return invalidInput(parsed.error);
  const view = pageSpeedRunner().status(parsed.data.job);
  if (!view) {
    return jsonError(
      404,
      "unknown_job",
      "This test has expired or never existed. Please run it again.",
    );
  }
  return jsonOk(view, { headers: { "cache-control": "no-store" } });
}
