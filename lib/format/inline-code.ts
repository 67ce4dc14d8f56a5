export type InlinePart = { text: string; code: boolean };

/** Splits content text on `backticks` so patterns and sample values can be set as code. */
export function splitInlineCode(text: string): InlinePart[] {
  return text
    .split("`")
    .map((part, index) => ({ text: part, code: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}
