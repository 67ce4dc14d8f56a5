// POST /api/tools/robots-txt — tests URLs against a fetched or pasted robots.txt, as Google and as RFC 9309 read it.
import { toolRoute } from "@/lib/tools/tool-route";
import { robotsTxtInputSchema } from "@/lib/tools/robots-txt/schema";
import { runRobotsTxtTest } from "@/lib/tools/robots-txt/run";

export const POST = toolRoute({
  tool: "robots-txt",
  schema: robotsTxtInputSchema,
  handler: (input, request) => runRobotsTxtTest(input, {}, request.signal),
});
