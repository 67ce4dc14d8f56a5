import { allocate, hash32, jointAllocate, unit } from "./ga4-noise";

const sum = (values: ArrayLike<number>) => Array.from(values).reduce((a, b) => a + b, 0);

describe("allocate", () => {
  it("splits a total exactly, each part the floor or ceiling of its share", () => {
    const weights = [5, 3, 0, 1.5, 0.25];
    for (const total of [0, 1, 7, 100, 12345]) {
      const parts = allocate(total, weights);
      expect(sum(parts)).toBe(total);
      const weightSum = sum(weights);
      parts.forEach((part, i) => {
        const share = (total * weights[i]!) / weightSum;
        expect(part === Math.floor(share) || part === Math.ceil(share)).toBe(true);
      });
    }
  });

  it("gives nothing to a value without weight", () => {
    expect(Array.from(allocate(10, [0, 1, 0]))).toEqual([0, 10, 0]);
    expect(Array.from(allocate(10, [0, 0]))).toEqual([0, 0]);
  });
});

describe("jointAllocate", () => {
  it("keeps both the row sums and the column sums", () => {
    const rows = [7, 0, 13, 5];
    const columns = [10, 4, 11];
    const table = jointAllocate(rows, columns);
    rows.forEach((total, i) => expect(sum(table.slice(i * 3, i * 3 + 3))).toBe(total));
    columns.forEach((total, j) =>
      expect(rows.reduce((n, _, i) => n + table[i * 3 + j]!, 0)).toBe(total),
    );
    expect(Math.min(...table)).toBeGreaterThanOrEqual(0);
  });
});

describe("hash noise", () => {
  it("is deterministic and spread over [0, 1)", () => {
    expect(hash32(1, 2, 3)).toBe(hash32(1, 2, 3));
    expect(hash32(1, 2, 3)).not.toBe(hash32(1, 2, 4));
    const values = Array.from({ length: 2000 }, (_, i) => unit(42, i));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(sum(values) / values.length).toBeCloseTo(0.5, 1);
  });
});
