// POST /api/tools/keyword-density — word and phrase frequency of a page (by URL) or of pasted text/HTML.
import { runKeywordDensity } from "@/lib/tools/keyword-density/run";
import { keywordDensityInputSchema } from "@/lib/tools/keyword-density/schema";
import { toolRoute } from "@/lib/tools/tool-route";

export const POST = toolRoute({
  tool: "keyword-density",
  schema: keywordDensityInputSchema,
  handler: (input, request) => runKeywordDensity(input, {}, request.signal),
});
