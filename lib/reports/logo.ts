// A logo is recognised by its first bytes, never by the name or type the browser sent. Written by
// hand: three fixed signatures, and the only image library in reach (sharp) is not a dependency of
// the app. SVG is refused outright: it is a document that can carry script and remote references.

// 160 KB: the logo travels inline (base64) in the preview answer, which stays under 250 KB.
export const LOGO_MAX_BYTES = 160 * 1024;

export type LogoType = "image/png" | "image/jpeg" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const;
const WEBP = [0x57, 0x45, 0x42, 0x50] as const;

/** The image type the bytes are, or null when they are none of PNG, JPEG and WebP. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

export type LogoCheck = { ok: true; type: LogoType } | { ok: false; message: string };

export function checkLogo(bytes: Uint8Array): LogoCheck {
  if (bytes.length === 0) return { ok: false, message: "Choose an image file for the logo." };
  if (bytes.length > LOGO_MAX_BYTES)
    return { ok: false, message: "The logo may be at most 160 KB. Please choose a smaller file." };
  const type = logoTypeOf(bytes);
  if (!type)
    return {
      ok: false,
      message: "The logo must be a PNG, JPEG or WebP image. SVG files are not accepted.",
    };
  return { ok: true, type };
}
