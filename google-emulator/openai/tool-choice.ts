// How the emulated model calls a tool: the offered tool whose words best match the question, with
// arguments built from its JSON Schema and what the question mentions. Crude on purpose, but
// deterministic, so a test knows which call to expect.
import type { ChatTool } from "./wire";

/** A word's crude stem: "clicks", "ranking" and "ranked" become "click", "rank", "rank". */
function stem(word: string): string {
  return word.replace(/(ing|ed|s)$/, "");
}

/** The distinct stems of the words of four letters or more; names split at "_" and camelCase. */
export function wordsOf(text: string): Set<string> {
  const spaced = text.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  const words = spaced.match(/\p{L}+/gu) ?? [];
  return new Set(words.filter((w) => w.length >= 4).map(stem));
}

/** The tool sharing the most words with the question; ties go to the first offered. */
export function pickTool(tools: readonly ChatTool[], question: string): ChatTool | undefined {
  const asked = wordsOf(question);
  let best: ChatTool | undefined;
  let bestScore = -1;
  for (const tool of tools) {
    const own = wordsOf(`${tool.function.name} ${tool.function.description ?? ""}`);
    const score = [...own].filter((w) => asked.has(w)).length;
    if (score > bestScore) [best, bestScore] = [tool, score];
  }
  return best;
}

type Schema = Record<string, unknown>;

const asSchema = (value: unknown): Schema =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Schema) : {};

/** Lower-cased, with "-" read as a space, so "last-28-days" matches "last 28 days". */
const normalise = (text: string) => text.toLowerCase().replace(/-/g, " ");

/** Whether the question names `phrase` as whole words. */
function mentions(question: string, phrase: string): boolean {
  const escaped = normalise(phrase).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u").test(
    normalise(question),
  );
}

/** The first text in straight or curly double quotes. */
function quoted(question: string): string | undefined {
  const match = /"([^"]+)"|“([^”]+)”/.exec(question);
  return match?.[1] ?? match?.[2];
}

/** The schema's type, the first that is not "null" when it lists several. */
function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== "null") as string | undefined;
  return typeof type === "string" ? type : undefined;
}

const QUERY_LIKE = /^q$|query|page|search/i;

const NONE = Symbol("none");

/** One property's value, or NONE to leave it out. */
function propertyValue(name: string, schema: Schema, required: boolean, question: string): unknown {
  const values = Array.isArray(schema.enum) ? schema.enum : [];
  if (values.length > 0) {
    const named = values.find((v) => mentions(question, String(v)));
    return named !== undefined ? named : required ? values[0] : NONE;
  }
  // The schema's default, else nothing when optional, else `empty`.
  const fallback = (empty: unknown) =>
    "default" in schema ? schema.default : required ? empty : NONE;
  switch (typeOf(schema)) {
    case "string":
      return (QUERY_LIKE.test(name) && quoted(question)) || fallback("");
    case "number":
    case "integer":
      return fallback(typeof schema.minimum === "number" ? schema.minimum : 0);
    case "boolean":
      return "default" in schema ? schema.default : false;
    case "array":
      return fallback([]);
    case "object":
      return fallback({});
    default:
      return fallback(null);
  }
}

/** The arguments of a call to a tool with these JSON Schema `parameters`, built from the question. */
export function buildArguments(parameters: unknown, question: string): Record<string, unknown> {
  const schema = asSchema(parameters);
  const required = Array.isArray(schema.required) ? schema.required : [];
  const args: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(asSchema(schema.properties))) {
    const value = propertyValue(name, asSchema(property), required.includes(name), question);
    if (value !== NONE) args[name] = value;
  }
  return args;
}
