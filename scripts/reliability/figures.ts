// The figures table printed at the end of the run.

/**
 * One row of the table. `ok` null is a figure shown for information only; `gate: false` marks a
 * target that is reported (met/missed) without failing the run.
 */
export type Figure = {
  check: string;
  figure: string;
  target: string;
  ok: boolean | null;
  gate?: boolean;
};

export const failsRun = (row: Figure) => row.ok === false && row.gate !== false;

export function figuresTable(rows: Figure[]): string {
  const status = ({ ok, gate }: Figure) =>
    ok === null ? "info" : gate === false ? (ok ? "met" : "missed") : ok ? "PASS" : "FAIL";
  const cells = [
    ["check", "figure", "target", ""],
    ...rows.map((r) => [r.check, r.figure, r.target, status(r)]),
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
