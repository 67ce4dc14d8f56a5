// User-supplied regular expressions run with RE2 semantics, as Google runs them: linear in the
// input, so no pattern can stall the process the way JavaScript's backtracking RegExp can.
import { RE2JS } from "re2js";

export type Re2 = RE2JS;

/** RE2 refuses the pattern (lookaround, backreference, bad syntax); the message says why. */
export class Re2SyntaxError extends Error {
  override name = "Re2SyntaxError";
}

/** The pattern compiled by RE2, or an Re2SyntaxError naming it and RE2's reason. */
export function compileRe2(pattern: string, { caseInsensitive = false } = {}): Re2 {
  try {
    return RE2JS.compile(pattern, caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (error) {
    const detail =
      error instanceof Error ? error.message.replace(/^error parsing regexp: /, "") : "";
    throw new Re2SyntaxError(
      `Invalid regular expression '${pattern}': ${detail || "RE2 refuses it"}.`,
    );
  }
}

/** Why RE2 would refuse `pattern`, or null when it compiles. */
export function re2Problem(pattern: string): string | null {
  try {
    compileRe2(pattern);
    return null;
  } catch (error) {
    if (error instanceof Re2SyntaxError) return error.message;
    throw error;
  }
}
