// POST /api/tools/meta-tags — fetches one HTML page and reports on its meta tags, structured data and headings.
import { metaTagsInputSchema } from "@/lib/tools/meta-tags/schema";
import { runMetaTagsCheck } from "@/lib/tools/meta-tags/run";
import { toolRoute } from "@/lib/tools/tool-route";

export const POST = toolRoute({
  tool: "meta-tags",
  schema: metaTagsInputSchema,
  handler: (input, request) => runMetaTagsCheck(input, {}, request.signal),
});
