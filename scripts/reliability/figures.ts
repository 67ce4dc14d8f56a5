// The figures table printed at the end of the run.

export type Figure = { check: string; figure: string; target: string; ok: boolean | null };

/** A plain-text table; `ok` null is a figure shown for information only. */
export function figuresTable(rows: Figure[]): string {
  const status = (ok: boolean | null) => (ok === null ? "info" : ok ? "PASS" : "FAIL");
  const cells = [
    ["check", "figure", "target", ""],
    ...rows.map((r) => [r.check, r.figure, r.target, status(r.ok)]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [
    line(cells[0]!),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...cells.slice(1).map(line),
  ].join("\n");
}

export const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
export const count = (value: number) => value.toLocaleString("en");
