import type { ContentItem } from "@/lib/content/types";

// Where a dropped card lands. Pure: the board computes the position it sends with the move.

/**
 * The position of a card placed at `index` of `column` (the column's cards in order, the moved
 * card left out): between its new neighbours, one past the last, or one before the first.
 */
export function positionAt(column: readonly Pick<ContentItem, "position">[], index: number) {
  const before = column[index - 1]?.position;
  const after = column[index]?.position;
  if (before !== undefined && after !== undefined) return (before + after) / 2;
  if (before !== undefined) return before + 1;
  if (after !== undefined) return after - 1;
  return 1;
}

/** `items` with the item `id` moved to `index` (of the list without it). */
export function placeAt<T extends { id: string }>(
  items: readonly T[],
  item: T,
  index: number,
): T[] {
  const rest = items.filter((i) => i.id !== item.id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), item, ...rest.slice(at)];
}
