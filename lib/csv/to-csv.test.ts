// @vitest-environment jsdom
import Papa from "papaparse";
import { downloadCsv, toCsv, type CsvColumn } from "./to-csv";

type Row = { query: string; clicks: number; ctr: number; note?: string | null };

const columns: CsvColumn<Row>[] = [
  { header: "Query", value: (row) => row.query },
  { header: "Clicks", value: (row) => row.clicks },
  { header: "CTR", value: (row) => row.ctr },
  { header: "Note", value: (row) => row.note },
];

describe("toCsv", () => {
  it("writes a header and one line per row, quoting where needed", () => {
    const csv = toCsv(columns, [
      { query: "rose care", clicks: 12, ctr: 0.05 },
      { query: 'say "hi", then leave', clicks: 3, ctr: 0.1, note: "two\nlines" },
    ]);
    expect(csv).toBe(
      'Query,Clicks,CTR,Note\r\nrose care,12,0.05,\r\n"say ""hi"", then leave",3,0.1,"two\nlines"\r\n',
    );
    expect(Papa.parse(csv, { header: true, skipEmptyLines: true }).data).toHaveLength(2);
  });

  it("defuses text cells a spreadsheet would run as a formula, but not numbers", () => {
    const csv = toCsv(columns, [
      { query: '=HYPERLINK("http://x")', clicks: -4, ctr: 0, note: "@SUM(A1)" },
      { query: "+1", clicks: 0, ctr: 0, note: "-2+3" },
      { query: "=1\n2", clicks: 0, ctr: 0 },
    ]);
    const [, first, second] = Papa.parse<string[]>(csv).data;
    expect(first).toEqual(['\'=HYPERLINK("http://x")', "-4", "0", "'@SUM(A1)"]);
    expect(second).toEqual(["'+1", "0", "0", "'-2+3"]);
    expect(csv).toContain('"\'=1\n2"');
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(columns, [])).toBe("Query,Clicks,CTR,Note\r\n");
  });
});

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe("downloadCsv", () => {
  afterEach(() => vi.restoreAllMocks());

  it("downloads a UTF-8 file with a byte-order mark", async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return "blob:csv";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("queries.csv");
      expect(this.href).toBe("blob:csv");
    });

    downloadCsv("queries", "Query\r\ncafé");

    expect(click).toHaveBeenCalledOnce();
    expect(saved?.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await readBlob(saved!));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Query\r\ncafé");
    expect(document.querySelector("a")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:csv");
  });
});
