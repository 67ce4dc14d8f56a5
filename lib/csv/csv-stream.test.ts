import Papa from "papaparse";
import { csvHeaders, csvStream } from "./csv-stream";
import type { CsvColumn } from "./to-csv";

type Row = { query: string; clicks: number };
const columns: CsvColumn<Row>[] = [
  { header: "Query", value: (row) => row.query },
  { header: "Clicks", value: (row) => row.clicks },
];

// Decoded keeping the byte-order mark, which Response.text() would drop.
const read = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

describe("csvStream", () => {
  it("streams a BOM, the header once and every row, across many chunks", async () => {
    const rows = Array.from({ length: 2503 }, (_, i) => ({ query: `q${i}`, clicks: i }));
    const text = await read(csvStream(columns, rows));
    expect(text.startsWith("\uFEFFQuery,Clicks\r\n")).toBe(true);
    const parsed = Papa.parse(text.slice(1), {
      header: true,
      dynamicTyping: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toEqual(
      rows.map(({ query, clicks }) => ({ Query: query, Clicks: clicks })),
    );
    expect(text.match(/Query,Clicks/g)).toHaveLength(1);
  });

  it("defuses formulas in every chunk", async () => {
    const rows = [
      ...Array.from({ length: 1000 }, () => ({ query: "plain", clicks: 1 })),
      { query: '=HYPERLINK("http://x")', clicks: -3 },
      { query: "@SUM(A1)", clicks: 0 },
    ];
    const text = await read(csvStream(columns, rows));
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(parsed.at(-2)).toEqual(['\'=HYPERLINK("http://x")', "-3"]);
    expect(parsed.at(-1)).toEqual(["'@SUM(A1)", "0"]);
  });

  it("pulls rows lazily: an unread stream iterates nothing past the first chunk", async () => {
    let produced = 0;
    function* rows() {
      for (let i = 0; i < 10_000; i += 1) {
        produced += 1;
        yield { query: "q", clicks: i };
      }
    }
    const reader = csvStream(columns, rows()).getReader();
    await reader.read();
    await reader.read();
    expect(produced).toBeLessThanOrEqual(1001);
    await reader.cancel();
  });

  it("writes only the header for no rows", async () => {
    expect(await read(csvStream(columns, []))).toBe("\uFEFFQuery,Clicks\r\n");
  });

  it("names the attachment safely", () => {
    const headers = new Headers(csvHeaders('a"b/c'));
    expect(headers.get("content-disposition")).toBe('attachment; filename="a_b_c.csv"');
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
  });
});
