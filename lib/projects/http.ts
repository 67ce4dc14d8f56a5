import "server-only";
import { readJsonBody as readCappedJsonBody } from "@/lib/api/request";

// A project name or a property URI is tiny; anything near this is not a real request.
const MAX_BODY_BYTES = 16 * 1024;

export const readJsonBody = (request: Request) => readCappedJsonBody(request, MAX_BODY_BYTES);

export { respond } from "@/lib/api/api-error";
