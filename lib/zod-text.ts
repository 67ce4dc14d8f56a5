import * as z from "@/lib/zod-mini";

// Text that is stored must be text: Postgres cannot hold NUL at all, and other control characters
// or a lone UTF-16 surrogate only hide what a name, URI or message really says.

export const CONTROL_CHARACTERS_MESSAGE =
  "Remove the control characters (such as NUL) from this text.";

const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

/** Whether `text` holds a C0 or C1 control character, DEL or a lone surrogate. */
export function hasControlCharacters(text: string, { allowLineBreaks = false } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (allowLineBreaks && isLineBreakOrTab(code)) continue;
      return true;
    }
    if (code >= 0x7f && code <= 0x9f) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/** A check for one-line text (names, terms, URIs, addresses): no control character at all. */
export const singleLineText = (message = CONTROL_CHARACTERS_MESSAGE) =>
  z.refine<string>((text) => !hasControlCharacters(text), message);

/** A check for multi-line text (a message): tabs and line breaks allowed, no other control. */
export const multiLineText = (message = CONTROL_CHARACTERS_MESSAGE) =>
  z.refine<string>((text) => !hasControlCharacters(text, { allowLineBreaks: true }), message);
