import { jsonError } from "@/lib/api/response";

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * The request's JSON body, or the 400/413 answer to send instead. A declared Content-Length over
 * the cap is refused before anything is read; the text read is checked again, since the header may lie.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const tooLarge = () => ({
    ok: false as const,
    response: jsonError(413, "payload_too_large", "The request body is too large."),
  });
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) return tooLarge();
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: jsonError(400, "invalid_json", "The request body must be valid JSON."),
    };
  }
}
