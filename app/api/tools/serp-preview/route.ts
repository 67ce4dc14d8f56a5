// POST /api/tools/serp-preview — fetches a page's title, meta description and site name for the preview.
import { fetchSnippet } from "@/lib/tools/serp-preview/fetch-snippet";
import { serpFetchInputSchema } from "@/lib/tools/serp-preview/schema";
import { toolRoute } from "@/lib/tools/tool-route";

export const POST = toolRoute({
  tool: "serp-preview",
  schema: serpFetchInputSchema,
  handler: (input, request) => fetchSnippet(input, {}, request.signal),
});
