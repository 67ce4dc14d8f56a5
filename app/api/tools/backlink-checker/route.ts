// POST /api/tools/backlink-checker/ — checks pages for links to a site, one NDJSON line per page.
import { backlinkRequestSchema } from "@/lib/tools/backlink-checker/input";
import { checkBacklinks } from "@/lib/tools/backlink-checker/run-check";
import { parseTarget } from "@/lib/tools/backlink-checker/target";
import type { StreamLine } from "@/lib/tools/backlink-checker/types";
import { SafeFetchError, normalizeUserUrl } from "@/lib/security/safe-fetch";
import { ToolError, toolRoute } from "@/lib/tools/tool-route";

function pageUrls(pages: string[]): string[] {
  return pages.map((page, i) => {
    try {
      return normalizeUserUrl(page).href;
    } catch (error) {
      const reason = error instanceof SafeFetchError ? error.message : "It is not a valid URL.";
      throw new ToolError(400, "invalid_url", `Page ${i + 1} (${page.slice(0, 80)}): ${reason}`);
    }
  });
}

// One streamed request per check rather than one request per page: the rate limit counts checks,
// not pages, and each site's robots.txt is fetched once for all of its pages.
export const POST = toolRoute({
  tool: "backlink-checker",
  schema: backlinkRequestSchema,
  handler: async (input, request) => {
    const target = parseTarget(input.url);
    const pages = pageUrls(input.pages);
    const encoder = new TextEncoder();
    const cancelled = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (line: StreamLine) => {
          if (!cancelled.signal.aborted)
            controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        };
        await checkBacklinks({
          target,
          pages,
          signal: AbortSignal.any([request.signal, cancelled.signal]),
          onResult: (index, result) => send({ type: "result", index, result }),
        });
        send({ type: "done", checked: pages.length });
        if (!cancelled.signal.aborted) controller.close();
      },
      cancel() {
        cancelled.abort();
      },
    });
    return new Response(stream, {
      headers: {
        "content-type": "application/x-ndjson; charset=utf-8",
        "cache-control": "no-store",
      },
    });
  },
});
