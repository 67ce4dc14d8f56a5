// ANY /api/<unknown> — an API path no handler claims: the JSON error shape, never an HTML page.
import { jsonError } from "@/lib/api/response";

function notFound(request: Request) {
  console.warn(`[404] no API route for ${new URL(request.url).pathname}`);
  return jsonError(404, "not_found", "No API route matches this path.");
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
