// The emulated model's answers: deterministic, so that a test knows what the app will be told.
// It calls a tool when one is offered for the user's question, answers from tool results once
// they are back, and otherwise summarises the findings block the app sends it.
import { findingsSentences, formatCount, readFindings } from "./findings";
import { buildArguments, pickTool } from "./tool-choice";
import { messageText, type ChatMessage, type ChatRequest } from "./wire";

export type WriterOptions = {
  /** Append a figure found nowhere in the input, as a careless model would. */
  inventNumbers?: boolean;
};

export type Answer =
  | { kind: "tool_call"; name: string; arguments: string }
  /** `long`: the user asked for detail; the route streams it slowly, so a test can stop it. */
  | { kind: "text"; text: string; long: boolean };

const FORECAST = /\b(forecast|predict|projection|guess|next (week|month|quarter|year))\b/i;
const LEAD = "Here is what the data shows.";
const GENERIC = "There is not enough data here to summarise yet.";
// How many sentences an answer has unless the user asks for detail.
const SHORT_ANSWER = 5;

/** "totalClicks" and "total_clicks" read as "Total clicks". */
function fieldWords(field: string): string {
  const words = field
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What one tool result says: its `summary` sentences, else one sentence per numeric field. */
function resultSentences(content: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return [];
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) return [];
  const { summary } = json as { summary?: unknown };
  if (typeof summary === "string") return [summary];
  if (Array.isArray(summary)) return summary.filter((s): s is string => typeof s === "string");
  return Object.entries(json)
    .filter((entry): entry is [string, number] => typeof entry[1] === "number")
    .map(([field, value]) => `${fieldWords(field)}: ${formatCount(value)}.`);
}

/** Every number written in the messages, commas dropped. */
function inputNumbers(messages: readonly ChatMessage[]): number[] {
  const text = messages.map(messageText).join("\n");
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, "")));
}

/** A forecast grounded in nothing: the largest input number × 1.37 + 7, moved off any input number. */
export function inventedSentence(messages: readonly ChatMessage[]): string {
  const numbers = inputNumbers(messages);
  const known = new Set(numbers.map(Math.round));
  const largest = numbers.reduce((max, n) => Math.max(max, n), 1000);
  let figure = Math.round(largest * 1.37 + 7);
  while (known.has(figure)) figure += 1;
  return `If this trend holds, expect about ${formatCount(figure)} clicks next month.`;
}

/** The sentences a text answer is made of, all of them when `all`. */
function textSentences(after: readonly ChatMessage[], question: string, all: boolean): string[] {
  const results = after.filter((m) => m.role === "tool");
  if (results.length > 0) {
    const said = results.flatMap((m) => resultSentences(messageText(m)));
    if (said.length === 0) return [LEAD, "The tools returned nothing to report."];
    return [LEAD, ...(all ? said : said.slice(0, SHORT_ANSWER - 1))];
  }
  const findings = readFindings(question);
  return findings ? findingsSentences(findings, all) : [GENERIC];
}

/** Whether the request makes the model call a tool, and which tools it may call. */
function callableTools(request: Pick<ChatRequest, "tools" | "tool_choice">, hasResults: boolean) {
  const tools = request.tools ?? [];
  const choice = request.tool_choice ?? "auto";
  if (choice === "none") return [];
  if (typeof choice === "object")
    return tools.filter((t) => t.function.name === choice.function.name);
  // "auto" stops calling once results are back; "required" calls every time, as OpenAI does.
  return choice === "auto" && hasResults ? [] : tools;
}

/** The answer to a chat request: one tool call, or text. */
export function writeAnswer(
  request: Pick<ChatRequest, "messages" | "tools" | "tool_choice">,
  options: WriterOptions = {},
): Answer {
  const { messages } = request;
  const lastUser = messages.findLastIndex((m) => m.role === "user");
  const question = lastUser >= 0 ? messageText(messages[lastUser]!) : "";
  const after = messages.slice(lastUser + 1);
  const tool = pickTool(
    callableTools(
      request,
      after.some((m) => m.role === "tool"),
    ),
    question,
  );
  if (tool) {
    const args = buildArguments(tool.function.parameters, question);
    return { kind: "tool_call", name: tool.function.name, arguments: JSON.stringify(args) };
  }
  const long = /\bin detail\b/i.test(question);
  const sentences = textSentences(after, question, long);
  let text = sentences.join(" ");
  // Every sentence again: long enough, at the slow pace, for a test to press Stop mid-answer.
  if (long) text += `\n\nTo recap: ${text}`;
  if (options.inventNumbers || FORECAST.test(question)) text += ` ${inventedSentence(messages)}`;
  return { kind: "text", text, long };
}

/** The text in streamed pieces of two words, spaces kept, so the pieces join to the exact text. */
export function textPieces(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += 2) pieces.push(words.slice(i, i + 2).join(""));
  return pieces;
}

/** A tool call's arguments in streamed pieces, cut anywhere, as OpenAI cuts them. */
export function argumentPieces(args: string, size = 16): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < args.length; i += size) pieces.push(args.slice(i, i + size));
  return pieces.length > 0 ? pieces : [args];
}
