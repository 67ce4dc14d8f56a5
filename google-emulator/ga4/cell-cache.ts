/**
 * Row index of each cell (channel × axis values) within one slot (a day or a range): a dense
 * array when it fits, else a map. A new slot forgets the previous one's cells.
 */
export class CellCache {
  private readonly dense: Int32Array | null;
  private readonly sparse = new Map<number, number>();
  private slot = -1;

  constructor(size: number) {
    this.dense = size <= 1 << 22 ? new Int32Array(size) : null;
  }

  enter(slot: number): void {
    if (slot === this.slot) return;
    this.slot = slot;
    this.dense?.fill(0);
    this.sparse.clear();
  }

  /** The row, −1 when the filter dropped the cell, undefined when not seen yet. */
  get(cell: number): number | undefined {
    if (!this.dense) return this.sparse.get(cell);
    const entry = this.dense[cell]!;
    return entry === 0 ? undefined : entry < 0 ? -1 : entry - 1;
  }

  set(cell: number, row: number): void {
    if (this.dense) this.dense[cell] = row < 0 ? -1 : row + 1;
    else this.sparse.set(cell, row);
  }
}
