// Rankwell's rule for a language model's text: no number may be invented. Every figure in a summary
// or an answer must be one the model was given (a finding, a tool's result), shown the way a writer
// shows it: rounded, grouped, signed, as a percentage, in thousands. This module finds the figures
// in a text, decides whether each is known, and gates a streamed answer so that no figure reaches
// the reader before it has been checked. Pure: no I/O, no React.

/** Every figure the model was given, in the forms a writer may show it. */
export type KnownNumbers = {
  /** Every finite number of the sources and every figure of their strings, each also as |x|. */
  readonly values: ReadonlySet<number>;
  /** ISO dates ("2026-10-01") the sources hold, also inside longer strings. */
  readonly dates: ReadonlySet<string>;
};

/** One figure of a text, as written. */
export type FoundNumber = {
  /** The figure as written: "-0.8%", "61,020", "61.0k", "3rd", "2026-10-01". */
  text: string;
  /** Where it starts and ends in the text (end exclusive). */
  index: number;
  end: number;
  /** The number shown, signed, before the scale: "61.0k" → 61, "-0.8%" → -0.8; 0 for a date. */
  value: number;
  /** Digits after the decimal point: "61.0k" → 1. */
  decimals: number;
  /** Written with "%" or " percent". */
  percent: boolean;
  /** "k"/"K" → 1000, "M" (or "m" before a space or punctuation) → 1,000,000. */
  scale: 1 | 1000 | 1_000_000;
  /** An ISO date ("YYYY-MM-DD") is one figure, known only as that same date. */
  date?: string;
};

/** Thousands separators, allowed between groups of exactly three digits. */
const GROUP_SEPARATORS = new Set([",", "\u202F", "\u00A0", "\u2009"]);
const SIGNS = new Set(["-", "+", "\u2212"]);
const MINUS_SIGNS = new Set(["-", "\u2212"]);
const ORDINAL_SUFFIXES = new Set(["st", "nd", "rd", "th"]);
/** Dashes a list marker may be followed by ("3 - Fix the titles"). */
const LIST_DASHES = new Set(["-", "\u2013", "\u2014"]);
/** The largest "top N", list marker or "Step N" known without a source: a year never is. */
const FREE_COUNT_MAX = 100;

const WORD_CHAR = /^[\p{L}\p{N}_]$/u;
const SPACE = /^\s$/u;
const PUNCTUATION = /^\p{P}$/u;
const LETTER = /^[a-z]$/i;
const isDigit = (c: string) => c.length === 1 && c >= "0" && c <= "9";
const isWordChar = (c: string) => WORD_CHAR.test(c);
const isSpace = (c: string) => SPACE.test(c);
/** Whitespace or the end of the text (a complete text reads "" past its end). */
const isBreak = (c: string) => c === "" || isSpace(c);

/**
 * Thrown by a Reader over a stream still arriving when a decision needs a character that has not
 * arrived. The scan of the figure in hand stops there and the gate waits for more text.
 */
class NeedMore extends Error {}
const NEED_MORE = new NeedMore("number-check: the text is not complete");

/**
 * The text a scan reads, one character at a time, so the whole text and a stream share one scanner.
 * Before the start, and past the end of a complete text, it reads "". Past the end of a stream still
 * arriving it throws NEED_MORE: a decision is only ever made on characters that have arrived, so
 * whatever the scanner decides on a prefix it decides the same on the whole text.
 */
class Reader {
  constructor(
    readonly text: string,
    readonly complete: boolean,
  ) {}

  at(i: number): string {
    if (i < 0) return "";
    if (i < this.text.length) return this.text.charAt(i);
    if (this.complete) return "";
    throw NEED_MORE;
  }
}

/** What the scanner did at one position: where it goes next, and the figure it found there if any. */
type Step = { next: number; found: FoundNumber | null };

/**
 * One step of the scan at `i`: a figure (from a digit, or a sign before a digit), a word skipped
 * whole (so the digits of "GA4", "H1", "mp3", "v2.5" are not figures), or one other character.
 * Steps only start where the scan of the whole text would, which lets the gate resume at one.
 */
function scanStep(r: Reader, i: number): Step {
  const c = r.at(i);
  if (isDigit(c)) return scanFigure(r, i, i);
  // A sign only where a word does not end: "3-5" and "COVID-19" hold hyphens, "(-0.8%)" a sign.
  if (SIGNS.has(c) && !isWordChar(r.at(i - 1)) && isDigit(r.at(i + 1))) {
    return scanFigure(r, i, i + 1);
  }
  if (isWordChar(c)) return { next: skipWord(r, i), found: null };
  return { next: i + 1, found: null };
}

/** The end of the word at `i`: letters, digits, "_", and a "." between digits ("v2.5", "1.2.3"). */
function skipWord(r: Reader, i: number): number {
  let j = i;
  for (;;) {
    const c = r.at(j);
    if (isWordChar(c) || (c === "." && isDigit(r.at(j - 1)) && isDigit(r.at(j + 1)))) j += 1;
    else return j;
  }
}

/** The ISO date "YYYY-MM-DD" at `i` (not followed by another digit), or null. */
function dateAt(r: Reader, i: number): string | null {
  for (let k = 0; k < 10; k++) {
    const c = r.at(i + k);
    if (k === 4 || k === 7 ? c !== "-" : !isDigit(c)) return null;
  }
  return isDigit(r.at(i + 10)) ? null : r.text.slice(i, i + 10);
}

/** Three digits at `i` and no fourth: one thousands group. */
const isGroup = (r: Reader, i: number) =>
  isDigit(r.at(i)) && isDigit(r.at(i + 1)) && isDigit(r.at(i + 2)) && !isDigit(r.at(i + 3));

/**
 * The end of the whole part from `i`: the leading digits, then, when they are one to three, groups
 * of exactly three digits after one kind of separator ("1,255", "61 020"). "1,2345" is two figures.
 */
function wholeEnd(r: Reader, i: number): number {
  let j = i;
  while (isDigit(r.at(j))) j += 1;
  const separator = r.at(j);
  if (j - i > 3 || !GROUP_SEPARATORS.has(separator)) return j;
  while (r.at(j) === separator && isGroup(r, j + 1)) j += 4;
  return j;
}

/** Whether `word` (lower case) is written at `i`, in any case, and the word ends there. */
function wordAt(r: Reader, i: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    if (r.at(i + k).toLowerCase() !== word[k]) return false;
  }
  return !isWordChar(r.at(i + word.length));
}

type Suffix = { length: number; percent: boolean; scale: FoundNumber["scale"] };
const NO_SUFFIX: Suffix = { length: 0, percent: false, scale: 1 };

/** What follows a number's digits at `i`: a percent sign, a scale, an ordinal's letters, or nothing. */
function suffixAt(r: Reader, i: number, decimals: number): Suffix {
  const c = r.at(i);
  if (c === "%") return { length: 1, percent: true, scale: 1 };
  if (c === " " && wordAt(r, i + 1, "percent")) return { length: 8, percent: true, scale: 1 };
  if (!LETTER.test(c)) return NO_SUFFIX;
  const after = r.at(i + 1);
  if ((c === "k" || c === "K") && !isWordChar(after))
    return { ...NO_SUFFIX, length: 1, scale: 1000 };
  if (c === "M" && !isWordChar(after)) return { ...NO_SUFFIX, length: 1, scale: 1_000_000 };
  // Lower-case "m" may be metres or minutes; it reads as million only before a space, punctuation
  // or the end ("3m clicks", "3m."), so "3mm" and "5m²" stay words.
  if (c === "m" && (after === "" || isSpace(after) || PUNCTUATION.test(after))) {
    return { ...NO_SUFFIX, length: 1, scale: 1_000_000 };
  }
  // "1st", "22nd", "3rd", "4th": a figure with the value of its digits.
  if (decimals === 0 && ORDINAL_SUFFIXES.has((c + after).toLowerCase())) {
    if (!isWordChar(r.at(i + 2))) return { ...NO_SUFFIX, length: 2 };
  }
  return NO_SUFFIX;
}

/**
 * The figure whose sign (if any) is at `start` and digits at `digits`. A date is one figure; digits
 * run on into letters ("4xx", "2nds") are a word; "1.2.3" is a version or an address, not a figure.
 */
function scanFigure(r: Reader, start: number, digits: number): Step {
  const date = dateAt(r, digits);
  if (date !== null) {
    // A date has no sign: "-2026-10-01" is a dash before it.
    const found = { text: date, index: digits, end: digits + 10, value: 0, decimals: 0 };
    return outsideUrls(r, { ...found, percent: false, scale: 1, date });
  }
  let end = wholeEnd(r, digits);
  let decimals = 0;
  // A "." is a decimal point only before a digit: "rose 3.4." ends with a full stop.
  if (r.at(end) === "." && isDigit(r.at(end + 1))) {
    let k = end + 1;
    while (isDigit(r.at(k))) k += 1;
    decimals = k - end - 1;
    end = k;
    if (r.at(end) === "." && isDigit(r.at(end + 1))) return { next: skipWord(r, end), found: null };
  }
  const suffix = suffixAt(r, end, decimals);
  // Digits that run on into letters carry a unit ("200ms", "3x", "1.2B", "404s"): the digits are
  // still a figure to check, read with the word they start.
  const unitEnd =
    suffix.length === 0 && isWordChar(r.at(end)) ? skipWord(r, end) : end + suffix.length;
  const magnitude = Number(r.text.slice(digits, end).replace(/[^0-9.]/g, ""));
  const negative = start < digits && MINUS_SIGNS.has(r.at(start)) && magnitude !== 0;
  return outsideUrls(r, {
    text: r.text.slice(start, unitEnd),
    index: start,
    end: unitEnd,
    value: negative ? -magnitude : magnitude,
    decimals,
    percent: suffix.percent,
    scale: suffix.scale,
  });
}

/**
 * A run of non-space characters that is a URL or a path: a scheme, "www.", a leading "/" (after
 * any opening quote or bracket), or a domain before "/" or ":" ("example.com/blog/2024/",
 * "sc-domain:example.com"). "12,345/month" and "5/10" are figures, not paths.
 */
const URL_OR_PATH =
  /:\/\/|www\.|^[\p{Ps}\p{Pi}"']*\/|[\p{L}\p{N}-]\.\p{L}{2,}(?:[/:]|$)|^sc-domain:/iu;

/**
 * The figure, unless it sits in a URL or a path (URL_OR_PATH). Then the scan skips the whole run.
 * Deciding this needs the run's end, so a streamed figure waits for the space after it.
 */
function outsideUrls(r: Reader, found: FoundNumber): Step {
  let from = found.index;
  while (!isBreak(r.at(from - 1))) from -= 1;
  let to = found.end;
  while (!isBreak(r.at(to))) to += 1;
  if (URL_OR_PATH.test(r.text.slice(from, to))) return { next: to, found: null };
  return { next: found.end, found };
}

/** Every figure of a text read through `r`, in order. */
function scanAll(r: Reader): FoundNumber[] {
  const found: FoundNumber[] = [];
  for (let i = 0; i < r.text.length;) {
    const step = scanStep(r, i);
    if (step.found) found.push(step.found);
    i = step.next;
  }
  return found;
}

/**
 * The figures in a text, in order: signed, grouped, decimal, percent, "k"/"M" figures, ordinals and
 * ISO dates; not the digits of words ("GA4"), versions ("1.2.3") or URLs and paths.
 */
export function findNumbers(text: string): FoundNumber[] {
  return scanAll(new Reader(text, true));
}

const ISO_DATE = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g;

/**
 * Every figure the model was given: each finite number of the sources (walked through objects and
 * arrays; keys are not read), each figure of their strings (so Rankwell's own sentences count), and
 * each ISO date in a string with its year, month and day. Each value is also known as |x|, since a
 * writer says "fell 473" for −473.
 */
export function knownNumbers(...sources: unknown[]): KnownNumbers {
  const values = new Set<number>();
  const dates = new Set<string>();
  const seen = new Set<object>();
  const add = (x: number) => {
    if (!Number.isFinite(x)) return;
    values.add(x);
    values.add(Math.abs(x));
  };
  const addString = (text: string) => {
    for (const found of findNumbers(text))
      if (found.date === undefined) add(found.value * found.scale);
    for (const [date, year, month, day] of text.matchAll(ISO_DATE)) {
      dates.add(date);
      for (const part of [year, month, day]) add(Number(part));
    }
  };
  const visit = (source: unknown): void => {
    if (typeof source === "number") add(source);
    else if (typeof source === "string") addString(source);
    else if (typeof source === "object" && source !== null && !seen.has(source)) {
      // `seen` guards against cycles; plain JSON has none, but a walk must end.
      seen.add(source);
      for (const value of Object.values(source)) visit(value);
    }
  };
  for (const source of sources) visit(source);
  return { values, dates };
}

/**
 * Whether `exact` rounds to `shown` at the figure's precision: within half a unit of its last digit,
 * either way, so a writer's rounding of an exact half is accepted whichever way it went. The slack of
 * a few ulps absorbs binary fractions (0.35 is stored a hair above or below itself).
 */
function roundsTo(exact: number, shown: number, half: number): boolean {
  return Math.abs(exact - shown) <= half + 8 * Number.EPSILON * Math.max(1, Math.abs(exact));
}

/**
 * Whether a known value, rounded to the figure's decimals at its scale, shows as the figure: 1,254.6
 * as "1,255", 61,020 as "61k" or "61.0k". A percentage is also a fraction × 100 (CTR 0.0342 as
 * "3.4%"), or already a percentage (a change of −0.8 as "-0.8%"). Signs are not compared. The sources
 * are what fits in a model's context, a few thousand values, so a plain loop is fast enough.
 */
function matchesValue(found: FoundNumber, values: ReadonlySet<number>): boolean {
  const shown = Math.abs(found.value);
  const half = 0.5 / 10 ** found.decimals;
  for (const x of values) {
    const size = Math.abs(x);
    if (roundsTo(size / found.scale, shown, half)) return true;
    if (found.percent && roundsTo(size * 100, shown, half)) return true;
  }
  return false;
}

const TOP_BEFORE = /(?:^|[^\p{L}\p{N}_])top[ \u00A0-]$/iu;
const STEP_BEFORE = /(?:^|[^\p{L}\p{N}_])step[ \u00A0]$/iu;

/**
 * A list marker: a number alone at the start of a line (after spaces), followed by "." or ")" and a
 * space, or by " - " ("1. Fix…", "2) Add…", "3 - Merge…").
 */
function isListMarker(found: FoundNumber, r: Reader): boolean {
  let i = found.index;
  while (r.at(i - 1) === " " || r.at(i - 1) === "\t") i -= 1;
  if (i > 0 && r.at(i - 1) !== "\n") return false;
  const after = r.at(found.end);
  if (after === "." || after === ")") return isBreak(r.at(found.end + 1));
  return after === " " && LIST_DASHES.has(r.at(found.end + 1)) && isBreak(r.at(found.end + 2));
}

/**
 * The counts that need no source, being the writer's own: the N of "top N", a list marker, the N of
 * "Step N". Only plain whole numbers up to 100, so a year or a figure in disguise is never free.
 */
function isFreeCount(found: FoundNumber, r: Reader): boolean {
  if (!/^\d+$/.test(found.text) || found.value > FREE_COUNT_MAX) return false;
  const before = r.text.slice(Math.max(0, found.index - 6), found.index);
  return TOP_BEFORE.test(before) || STEP_BEFORE.test(before) || isListMarker(found, r);
}

/** isKnown over a Reader, so that the gate can ask it of a stream still arriving. */
function knownIn(found: FoundNumber, known: KnownNumbers, r: Reader): boolean {
  if (found.date !== undefined) return known.dates.has(found.date);
  return matchesValue(found, known.values) || isFreeCount(found, r);
}

/**
 * Whether a figure of the text is one of the known ones: a date that the sources hold, a known value
 * as a writer may round and show it, or a count of the writer's own ("top 3", a list marker, "Step 1").
 * `text` is the whole text the figure was found in, for that context.
 */
export function isKnown(found: FoundNumber, known: KnownNumbers, text: string): boolean {
  return knownIn(found, known, new Reader(text, true));
}

/** The figures of a text that are not known: empty when the text checks out. */
export function inventedNumbers(text: string, known: KnownNumbers): FoundNumber[] {
  const r = new Reader(text, true);
  return scanAll(r).filter((found) => !knownIn(found, known, r));
}

/** What a NumberGate lets out: the text that may be shown now, and the figure that failed if one has. */
export type GateOutput = { text: string; invented: FoundNumber | null };

/**
 * A streamed answer's gate: text goes out only once every figure in it is complete and known.
 * push() returns the text that may be shown now; once a figure fails, `invented` is set and
 * nothing more is released (not even the text before it in that push: the answer is replaced).
 *
 * The gate scans what has arrived with the same scanner as inventedNumbers, stopping at the first
 * step that needs a character not yet arrived, and resumes there on the next push. Text before that
 * step goes out; so does a word still arriving, which can never become a figure. So whatever the
 * split into deltas, the released text is the whole text when it checks out, and the figure that
 * fails is inventedNumbers(text)[0].
 */
export class NumberGate {
  private readonly known: KnownNumbers;
  private received = "";
  private shown = "";
  /** Where the scan resumes: always a step start of the scan of the whole text. */
  private scanned = 0;
  private invented: FoundNumber | null = null;
  private ended = false;

  constructor(known: KnownNumbers) {
    this.known = known;
  }

  /** All text released so far. */
  get released(): string {
    return this.shown;
  }

  /** The next piece of the stream; throws after end(). */
  push(delta: string): GateOutput {
    if (this.ended) throw new Error("NumberGate: push() after end()");
    this.received += delta;
    return this.advance(false);
  }

  /** The end of the stream: releases what was held back, checked. */
  end(): GateOutput {
    if (this.ended) return { text: "", invented: this.invented };
    this.ended = true;
    return this.advance(true);
  }

  private advance(complete: boolean): GateOutput {
    if (this.invented) return { text: "", invented: this.invented };
    const r = new Reader(this.received, complete);
    let holdFrom = r.text.length;
    while (this.scanned < r.text.length) {
      const at = this.scanned;
      let step: Step;
      try {
        step = scanStep(r, at);
        if (step.found && !knownIn(step.found, this.known, r)) {
          this.invented = step.found;
          return { text: "", invented: step.found };
        }
      } catch (error) {
        if (error !== NEED_MORE) throw error;
        // A step from a digit or a sign may still become a figure: hold it. A word may not.
        const c = r.at(at);
        if (isDigit(c) || SIGNS.has(c)) holdFrom = at;
        break;
      }
      this.scanned = step.next;
    }
    const text = r.text.slice(this.shown.length, Math.max(holdFrom, this.shown.length));
    this.shown += text;
    return { text, invented: null };
  }
}
