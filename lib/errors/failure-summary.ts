// What a log may say about a failure. Messages are left out on purpose: a driver's error echoes the
// query's parameters (a visitor's name, email or message), and many errors quote the input they
// refused. Class names, codes (SQLSTATE, errno) and stack frames say where it broke without them.

const MAX_CAUSES = 5;
const MAX_FRAMES = 6;
const SAFE_CODE = /^[A-Za-z0-9_.-]{1,40}$/;
const SQLSTATE = /^[0-9A-Z]{5}$/;

type Failure = { name?: unknown; code?: unknown; cause?: unknown; stack?: unknown };

function describeOne(error: unknown): string {
  if (typeof error !== "object" || error === null) return typeof error;
  const { name, code } = error as Failure;
  const label =
    typeof name === "string" && SAFE_CODE.test(name) ? name : (error.constructor?.name ?? "Object");
  if (typeof code !== "string" && typeof code !== "number") return label;
  const text = String(code);
  if (!SAFE_CODE.test(text)) return label;
  return `${label} [${SQLSTATE.test(text) ? `SQLSTATE ${text}` : text}]`;
}

/** "DrizzleQueryError ← error [SQLSTATE 22021]", then the outermost error's first stack frames. */
export function failureSummary(error: unknown): string {
  const chain: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < MAX_CAUSES; depth++) {
    chain.push(describeOne(current));
    current = (current as Failure).cause;
  }
  const stack = (error as Failure | null)?.stack;
  const frames =
    typeof stack === "string"
      ? stack
          .split("\n")
          .filter((line) => line.trimStart().startsWith("at "))
          .slice(0, MAX_FRAMES)
      : [];
  return [chain.join(" ← "), ...frames].join("\n");
}

/** Logs a failure under `context` (a route or a task, never a request value) without its message. */
export function logFailure(context: string, error: unknown, level: "error" | "warn" = "error") {
  console[level](`${context}: ${failureSummary(error)}`);
}
