export type PhraseSize = 1 | 2 | 3;
export const PHRASE_SIZES: readonly PhraseSize[] = [1, 2, 3];

export type PhraseRow = { phrase: string; count: number; density: number };

export type PhraseTable = {
  size: PhraseSize;
  /** Distinct phrases found, before the row limit. */
  distinct: number;
  rows: PhraseRow[];
};

export type PhraseOptions = {
  totalWords: number;
  /** Phrases that start or end with one of these words are left out; absent = keep every phrase. */
  stopWords?: ReadonlySet<string>;
  limit: number;
};

/** Density in percent: occurrences × words in the phrase ÷ total words × 100, to two decimals. */
export function density(count: number, size: number, totalWords: number): number {
  if (totalWords === 0) return 0;
  return Math.round(((count * size) / totalWords) * 10_000) / 100;
}

/** Counts every run of `size` consecutive words inside a sentence; runs never cross sentences. */
export function countPhrases(sentences: string[][], size: PhraseSize): Map<string, number> {
  const counts = new Map<string, number>();
  for (const words of sentences) {
    for (let i = 0; i + size <= words.length; i++) {
      let phrase = words[i]!;
      for (let j = 1; j < size; j++) phrase += " " + words[i + j]!;
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
    }
  }
  return counts;
}

function keeps(phrase: string, stopWords: ReadonlySet<string> | undefined): boolean {
  if (!stopWords) return true;
  const first = phrase.indexOf(" ");
  const head = first === -1 ? phrase : phrase.slice(0, first);
  const tail = phrase.slice(phrase.lastIndexOf(" ") + 1);
  return !stopWords.has(head) && !stopWords.has(tail);
}

// The smallest count that still reaches the top `limit` phrases, so that only those need sorting.
function thresholdFor(counts: number[], limit: number): number {
  const histogram = new Map<number, number>();
  for (const count of counts) histogram.set(count, (histogram.get(count) ?? 0) + 1);
  let seen = 0;
  for (const count of [...histogram.keys()].sort((a, b) => b - a)) {
    seen += histogram.get(count)!;
    if (seen >= limit) return count;
  }
  return 1;
}

/** The most frequent phrases of one size, most frequent first, then alphabetically. */
export function phraseTable(
  sentences: string[][],
  size: PhraseSize,
  options: PhraseOptions,
): PhraseTable {
  const kept: [string, number][] = [];
  for (const entry of countPhrases(sentences, size))
    if (keeps(entry[0], options.stopWords)) kept.push(entry);
  const threshold = thresholdFor(
    kept.map(([, count]) => count),
    options.limit,
  );
  const rows = kept
    .filter(([, count]) => count >= threshold)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, options.limit)
    .map(([phrase, count]) => ({
      phrase,
      count,
      density: density(count, size, options.totalWords),
    }));
  return { size, distinct: kept.length, rows };
}
