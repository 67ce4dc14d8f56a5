import { describe, expect, it } from "vitest";
import { placeAt, positionAt } from "./board";

const cards = (...positions: number[]) => positions.map((position) => ({ position }));

describe("positionAt", () => {
  it("puts a card between its new neighbours", () => {
    expect(positionAt(cards(1, 2, 3), 1)).toBe(1.5);
    expect(positionAt(cards(1, 1.5), 1)).toBe(1.25);
  });

  it("puts a card past the last one or before the first one", () => {
    expect(positionAt(cards(1, 2, 3), 3)).toBe(4);
    expect(positionAt(cards(4, 7), 0)).toBe(3);
  });

  it("gives the first card of an empty column position 1", () => {
    expect(positionAt([], 0)).toBe(1);
  });
});

describe("placeAt", () => {
  const a = { id: "a" };
  const b = { id: "b" };
  const c = { id: "c" };

  it("moves a card within its list", () => {
    expect(placeAt([a, b, c], a, 2).map((i) => i.id)).toEqual(["b", "c", "a"]);
    expect(placeAt([a, b, c], c, 0).map((i) => i.id)).toEqual(["c", "a", "b"]);
  });

  it("adds a card from another list, keeping the index in range", () => {
    expect(placeAt([a, b], c, 1).map((i) => i.id)).toEqual(["a", "c", "b"]);
    expect(placeAt([a, b], c, 9).map((i) => i.id)).toEqual(["a", "b", "c"]);
  });
});
