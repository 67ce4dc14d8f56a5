import { describe, expect, it } from "vitest";
import { sortRows, tablesToCsv } from "./rows";

const rows = [
  { phrase: "beta", count: 2, density: 4 },
  { phrase: "Alpha", count: 2, density: 4 },
  { phrase: "gamma", count: 5, density: 10 },
];

describe("sortRows", () => {
  it("sorts by count or density, ties alphabetically", () => {
    expect(sortRows(rows, "count", "desc").map((r) => r.phrase)).toEqual([
      "gamma",
      "Alpha",
      "beta",
    ]);
    expect(sortRows(rows, "density", "asc").map((r) => r.phrase)).toEqual([
      "Alpha",
      "beta",
      "gamma",
    ]);
  });

  it("sorts phrases alphabetically in either direction without changing the input", () => {
    expect(sortRows(rows, "phrase", "asc").map((r) => r.phrase)).toEqual([
      "Alpha",
      "beta",
      "gamma",
    ]);
    expect(sortRows(rows, "phrase", "desc").map((r) => r.phrase)).toEqual([
      "gamma",
      "beta",
      "Alpha",
    ]);
    expect(rows[0]?.phrase).toBe("beta");
  });
});

describe("tablesToCsv", () => {
  it("writes every row of every size and defuses formulas", () => {
    const csv = tablesToCsv([
      { size: 1, distinct: 2, rows: [{ phrase: "shoes", count: 4, density: 16.666 }] },
      { size: 2, distinct: 1, rows: [{ phrase: '=cmd "x", y', count: 1, density: 5 }] },
    ]);
    expect(csv).toBe(
      'Words in phrase,Phrase,Count,Density (%)\r\n1,shoes,4,16.67\r\n2,"\'=cmd ""x"", y",1,5.00\r\n',
    );
  });
});
