import "server-only";
import { ApiError } from "./errors";

export const payloadTooLarge = () =>
  new ApiError(413, "payload_too_large", "The request body is too large.");

/**
 * The request's body as bytes, read chunk by chunk and abandoned as soon as it passes `maxBytes`
 * (413), so a chunked upload without Content-Length cannot fill memory first. A declared
 * Content-Length over the cap is refused before anything is read.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw payloadTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as UTF-8 text, capped like readBodyBytes; bytes that are not UTF-8 are a 400. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ApiError(400, "invalid_encoding", "The request body must be UTF-8 text.");
  }
}
