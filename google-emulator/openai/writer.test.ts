import { buildArguments, pickTool } from "./tool-choice";
import type { ChatMessage, ChatTool } from "./wire";
import { argumentPieces, textPieces, writeAnswer } from "./writer";

const fn = (name: string, description: string, parameters?: Record<string, unknown>): ChatTool => ({
  type: "function",
  function: { name, description, parameters },
});

const user = (content: string): ChatMessage => ({ role: "user", content });

const FINDINGS = {
  site: "sc-domain:greenleaf.example",
  range: { start: "2026-10-01", end: "2026-10-28" },
  comparedWith: { start: "2026-09-03", end: "2026-09-30" },
  clicks: { now: 61020, before: 61493, change: -473, changePercent: -0.7692 },
  why: ["Fewer people searched for garden tools."],
  parts: [
    { part: "Mobile", clicks: -120 },
    { part: "Desktop", clicks: -353 },
  ],
  opportunities: [
    { type: "ctr", label: "Pages with a low click rate", count: 14, gain: 812.6 },
    { type: "striking", label: "Queries close to page one", count: 9, gain: 240 },
  ],
  actions: [
    { rank: 1, title: "Rewrite the titles of the pages with a low click rate", gain: 812.6 },
    { rank: 2, title: "Add internal links to the queries close to page one", gain: 240 },
  ],
};

const summaryRequest = (question: string, findings: unknown = FINDINGS) =>
  user(`${question}\n\n\`\`\`json\n${JSON.stringify(findings, null, 2)}\n\`\`\``);

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** Every number in the findings: the values, and those written inside their strings (dates). */
function findingsNumbers(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (typeof value === "string") return (value.match(NUMBER) ?? []).map((n) => Number(n));
  if (value && typeof value === "object") return Object.values(value).flatMap(findingsNumbers);
  return [];
}

/** The numbers of `text` that no findings value gives, rounded to the decimals written. */
function ungrounded(text: string, findings: unknown): string[] {
  const allowed = findingsNumbers(findings).map(Math.abs);
  return (text.match(NUMBER) ?? []).filter((token) => {
    const written = token.replace(/,/g, "");
    const decimals = written.split(".")[1]?.length ?? 0;
    return !allowed.some((v) => Number(v.toFixed(decimals)) === Number(written));
  });
}

describe("tool choice", () => {
  const tools = [
    fn("site_health", "Crawl errors and indexing problems of the site"),
    fn("top_pages", "The pages that get the most clicks"),
    fn("top_queries", "The search queries that bring clicks"),
  ];

  it("picks the tool sharing the most words with the question", () => {
    expect(pickTool(tools, "Which pages got the most clicks?")?.function.name).toBe("top_pages");
    expect(pickTool(tools, "What are my top search queries?")?.function.name).toBe("top_queries");
    expect(pickTool(tools, "Are there indexing errors?")?.function.name).toBe("site_health");
  });

  it("gives a tie to the first tool offered", () => {
    expect(pickTool(tools, "Tell me about clicks")?.function.name).toBe("top_pages");
    expect(pickTool(tools, "Hello")?.function.name).toBe("site_health");
  });

  it("builds arguments from the schema and the question", () => {
    const schema = {
      type: "object",
      properties: {
        device: { type: "string", enum: ["desktop", "mobile", "tablet"] },
        period: { type: "string", enum: ["last-7-days", "last-28-days"] },
        country: { type: "string", enum: ["usa", "gbr"] },
        sort: { type: "string", enum: ["clicks", "impressions"] },
        query: { type: "string" },
        limit: { type: "integer", default: 10 },
        minClicks: { type: "number", minimum: 5 },
        offset: { type: "integer" },
        includeBrand: { type: "boolean" },
        label: { type: "string" },
      },
      required: ["period", "sort", "minClicks"],
    };
    const question = "How did “coffee beans” do on Mobile over the last 28 days?";
    expect(buildArguments(schema, question)).toEqual({
      device: "mobile",
      period: "last-28-days",
      sort: "clicks",
      query: "coffee beans",
      limit: 10,
      minClicks: 5,
      includeBrand: false,
    });
  });

  it("fills a required search string with nothing when the question quotes nothing", () => {
    const schema = {
      type: "object",
      properties: { search: { type: "string" }, page: { type: "string" }, n: { type: "integer" } },
      required: ["search", "n"],
    };
    expect(buildArguments(schema, "Anything new?")).toEqual({ search: "", n: 0 });
    expect(buildArguments(schema, 'Look at "/blog/"')).toEqual({
      search: "/blog/",
      page: "/blog/",
      n: 0,
    });
  });
});

describe("writeAnswer", () => {
  const tools = [
    fn("top_pages", "The pages that get the most clicks", {
      type: "object",
      properties: {
        device: { type: "string", enum: ["desktop", "mobile"] },
        query: { type: "string" },
      },
    }),
  ];

  it("calls the tool when the user has just asked", () => {
    const answer = writeAnswer({ messages: [user('Top pages on desktop for "tea"?')], tools });
    expect(answer).toEqual({
      kind: "tool_call",
      name: "top_pages",
      arguments: JSON.stringify({ device: "desktop", query: "tea" }),
    });
  });

  it("does not call a tool when tool_choice is none", () => {
    const answer = writeAnswer({ messages: [user("Top pages?")], tools, tool_choice: "none" });
    expect(answer.kind).toBe("text");
  });

  const afterResult = (content: string, question = "Top pages?"): ChatMessage[] => [
    user(question),
    {
      role: "assistant",
      content: null,
      tool_calls: [
        { id: "call_1", type: "function", function: { name: "top_pages", arguments: "{}" } },
      ],
    },
    { role: "tool", tool_call_id: "call_1", content },
  ];

  it("answers from the tool's summary once the result is back", () => {
    const summary = [
      "The guide to brewing leads with 1,204 clicks.",
      "Mobile brings most of them.",
    ];
    const answer = writeAnswer({ messages: afterResult(JSON.stringify({ summary })), tools });
    expect(answer).toEqual({
      kind: "text",
      text: `Here is what the data shows. ${summary.join(" ")}`,
      long: false,
    });
  });

  it("reads a result without summary field by field", () => {
    const content = JSON.stringify({ totalClicks: 1234.5, page_count: 12, site: "x" });
    const answer = writeAnswer({ messages: afterResult(content), tools });
    expect(answer.kind === "text" && answer.text).toBe(
      "Here is what the data shows. Total clicks: 1,234.5. Page count: 12.",
    );
  });

  it("summarises the findings with their figures only", () => {
    const answer = writeAnswer({ messages: [summaryRequest("Summarise this period.")] });
    if (answer.kind !== "text") throw new Error("expected text");
    expect(answer.text).toContain(
      "Clicks fell 473 (-0.8%) to 61,020 between 2026-10-01 and 2026-10-28.",
    );
    expect(answer.text).toContain("The largest part of the change: Desktop (-353).");
    expect(answer.text).toContain("Pages with a low click rate: 14, worth about 812.6 clicks.");
    expect(answer.text).toContain("Start with: Rewrite the titles");
    const sentences = answer.text.split(/(?<=\.) /);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    expect(answer.text.match(NUMBER)!.length).toBeGreaterThan(4);
    expect(ungrounded(answer.text, FINDINGS)).toEqual([]);
  });

  it("says a change without a comparison cannot be measured", () => {
    const findings = { ...FINDINGS, clicks: null, comparedWith: null };
    const answer = writeAnswer({ messages: [summaryRequest("Summarise.", findings)] });
    expect(answer.kind === "text" && answer.text).toMatch(
      /^The change in clicks cannot be measured/,
    );
    expect(answer.kind === "text" && ungrounded(answer.text, findings)).toEqual([]);
  });

  it("writes one sentence without digits when there is no findings block", () => {
    for (const content of ["Summarise.", "```json\nnot json\n```", '```json\n{"a":1}\n```']) {
      const answer = writeAnswer({ messages: [user(content)] });
      expect(answer.kind === "text" && answer.text).toMatch(/^[^\d]+\.$/);
    }
  });

  it("invents a figure when asked for a forecast, or when told to", () => {
    const forecast = writeAnswer({ messages: [summaryRequest("What is your forecast?")] });
    const told = writeAnswer({ messages: [summaryRequest("Summarise.")] }, { inventNumbers: true });
    for (const answer of [forecast, told]) {
      if (answer.kind !== "text") throw new Error("expected text");
      expect(answer.text).toMatch(/expect about [\d,]+ clicks next month\.$/);
      expect(ungrounded(answer.text, FINDINGS)).toHaveLength(1);
    }
    const plain = writeAnswer({ messages: [summaryRequest("What happened next to this?")] });
    expect(plain.kind === "text" && ungrounded(plain.text, FINDINGS)).toEqual([]);
  });

  it("writes every sentence, slowly, when asked in detail", () => {
    const short = writeAnswer({ messages: [summaryRequest("Summarise.")] });
    const long = writeAnswer({ messages: [summaryRequest("Explain this in detail.")] });
    if (short.kind !== "text" || long.kind !== "text") throw new Error("expected text");
    expect(short.long).toBe(false);
    expect(long.long).toBe(true);
    expect(long.text.length).toBeGreaterThan(2 * short.text.length);
    expect(long.text).toContain("Queries close to page one: 9, worth about 240 clicks.");
    expect(long.text).toContain("Then: Add internal links");
    expect(ungrounded(long.text, FINDINGS)).toEqual([]);
  });
});

describe("streamed pieces", () => {
  it("cut text into a word or two that join back to the text", () => {
    const text = "Here is  what the data shows.\n\nTo recap: it is fine.";
    const pieces = textPieces(text);
    expect(pieces.join("")).toBe(text);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(piece.trim().split(/\s+/).length).toBeLessThanOrEqual(2);
  });

  it("cut arguments anywhere and join back", () => {
    const args = JSON.stringify({ query: "coffee beans", device: "mobile", limit: 10 });
    expect(argumentPieces(args).length).toBeGreaterThan(1);
    expect(argumentPieces(args).join("")).toBe(args);
    expect(argumentPieces("{}")).toEqual(["{}"]);
  });
});
