import { failsRun, figuresTable } from "./figures";

describe("figuresTable", () => {
  it("aligns the columns and marks each row", () => {
    const table = figuresTable([
      { check: "fuzz", figure: "5xx 0 of 1,000", target: "0", ok: true },
      { check: "load p99", figure: "612 ms", target: "≤ 500 ms", ok: false },
      { check: "headers", figure: "CSP missing", target: "—", ok: null },
      { check: "load p99", figure: "612 ms", target: "≤ 500 ms", ok: false, gate: false },
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^check\s+figure\s+target$/);
    expect(lines[2]).toMatch(/^fuzz\s+5xx 0 of 1,000\s+0\s+PASS$/);
    expect(lines[3]).toContain("FAIL");
    expect(lines[4]).toContain("info");
    expect(lines[5]).toMatch(/missed$/);
    expect(lines[2]!.indexOf("5xx")).toBe(lines[3]!.indexOf("612"));
  });

  it("fails the run on a failed gate only", () => {
    expect(failsRun({ check: "c", figure: "", target: "", ok: false })).toBe(true);
    expect(failsRun({ check: "c", figure: "", target: "", ok: false, gate: false })).toBe(false);
    expect(failsRun({ check: "c", figure: "", target: "", ok: null })).toBe(false);
  });
});
