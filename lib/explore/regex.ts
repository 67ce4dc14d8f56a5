// A filter's pattern checked in the browser as well as the server. Google compiles patterns with
// RE2, which has no lookaround and no back-references; JavaScript has both, so a pattern that
// compiles here is also scanned for them. The server checks again with RE2 itself.

const LOOKAROUND =
  "Google's regular expressions (RE2) cannot look ahead or behind: remove (?=, (?!, (?<= or (?<!.";
const BACKREFERENCE =
  "Google's regular expressions (RE2) cannot refer back to a group: remove \\1 or \\k<name>.";

const shown = (pattern: string) => (pattern.length > 40 ? `${pattern.slice(0, 40)}…` : pattern);

/** Where the pattern uses what RE2 lacks, outside escapes and (for lookaround) character classes. */
function re2Gap(pattern: string): string | null {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") {
      const [next, after] = [pattern[i + 1] ?? "", pattern[i + 2] ?? ""];
      // RE2 reads \1…\7 followed by an octal digit as an octal escape, as JavaScript does.
      const octal = /[1-7]/.test(next) && /[0-7]/.test(after);
      if ((/[1-9]/.test(next) && !octal) || (next === "k" && after === "<")) return BACKREFERENCE;
      i++;
    } else if (inClass) {
      if (c === "]") inClass = false;
    } else if (c === "[") {
      inClass = true;
    } else if (c === "(" && pattern[i + 1] === "?") {
      const kind = pattern.slice(i + 2, i + 4);
      if (/^[=!]/.test(kind) || kind === "<=" || kind === "<!") return LOOKAROUND;
    }
  }
  return null;
}

/** Why Google would refuse `pattern` as a filter's regular expression, or null when it takes it. */
export function regexProblem(pattern: string): string | null {
  try {
    new RegExp(pattern);
  } catch {
    return `‘${shown(pattern)}’ is not a valid regular expression.`;
  }
  return re2Gap(pattern);
}
