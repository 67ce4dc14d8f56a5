// ANY /api/<unknown> — an API path no handler claims: the JSON error shape, never an HTML page.
import { notFound } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/route";

const unknownPath = apiRoute(async (request) => {
  console.warn(`[404] no API route for ${new URL(request.url).pathname}`);
  throw notFound("No API route matches this path.");
});

export {
  unknownPath as GET,
  unknownPath as POST,
  unknownPath as PUT,
  unknownPath as PATCH,
  unknownPath as DELETE,
};
