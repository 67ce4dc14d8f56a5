// Reads the text and HTTP status out of the error shapes the app meets: Error objects, plain strings,
// our `{ error: { code, message } }`, Google's `{ error: { code, message, errors[] } }` and OAuth's
// `{ error, error_description }`.
type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === "object" && value !== null;

function textsOf(value: unknown, depth: number): string[] {
  if (typeof value === "string") return [value];
  if (!isBag(value) || depth > 2) return [];
  const texts = ["message", "error", "error_description", "msg"].flatMap((key) =>
    textsOf(value[key], depth + 1),
  );
  if (Array.isArray(value.errors))
    texts.push(...value.errors.flatMap((item) => textsOf(item, depth + 1)));
  return texts;
}

/** Every message the error carries, joined by newlines ("" when there is none). */
export function errorText(error: unknown): string {
  return textsOf(error, 0).join("\n");
}

/** The HTTP status the error carries, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (!isBag(error)) return undefined;
  for (const candidate of [
    error.status,
    error.statusCode,
    isBag(error.error) ? error.error.code : undefined,
  ]) {
    if (typeof candidate === "number" && Number.isInteger(candidate)) return candidate;
  }
  return undefined;
}
