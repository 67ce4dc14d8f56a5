// Turns response bytes into text: the charset of the Content-Type header, else of a <meta> tag in the
// first 1,024 bytes (as browsers do), else UTF-8. Labels follow the WHATWG Encoding standard.

function charsetFromContentType(contentType: string | null): string | null {
  const match = contentType ? /charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType) : null;
  return match?.[1] ?? null;
}

function charsetFromMeta(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  const meta = /<meta[^>]+charset\s*=\s*["']?([a-z0-9_.:-]+)/i.exec(head);
  return meta?.[1] ?? null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.toLowerCase());
  } catch {
    return null;
  }
}

/** The charset label used to decode the body: header first, then <meta> for HTML, then utf-8. */
export function detectCharset(contentType: string | null, bytes: Uint8Array): string {
  const isHtml = !contentType || /html|xml/i.test(contentType);
  const candidates = [charsetFromContentType(contentType), isHtml ? charsetFromMeta(bytes) : null];
  const usable = candidates.find((label) => decoderFor(label) !== null);
  return usable ? usable.toLowerCase() : "utf-8";
}

export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  const decoder = decoderFor(detectCharset(contentType, bytes)) ?? new TextDecoder("utf-8");
  return decoder.decode(bytes);
}
