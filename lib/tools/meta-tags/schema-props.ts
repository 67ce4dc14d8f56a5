// Shared pieces of the JSON-LD checks: the rule shape, property presence and schema.org names.
export type RuleResult = { severity: "error" | "warning" | "info"; message: string; fix: string };
export type Json = Record<string, unknown>;
export type Rule = (item: Json) => RuleResult[];
const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/i;

export function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(present);
  return true;
}

export function asObjects(value: unknown): Json[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (v): v is Json => typeof v === "object" && v !== null && !Array.isArray(v),
  );
}

export const missing = (
  severity: RuleResult["severity"],
  prop: string,
  why: string,
): RuleResult => ({
  severity,
  message: `${prop} is missing${why ? `: ${why}` : ""}.`,
  fix: `Add "${prop}" to the object.`,
});

export function requireProps(
  item: Json,
  severity: RuleResult["severity"],
  props: string[],
  why = "",
): RuleResult[] {
  return props.filter((p) => !present(item[p])).map((p) => missing(severity, p, why));
}

export function isSchemaContext(context: unknown): boolean {
  if (typeof context === "string") return SCHEMA_ORG.test(context.trim());
  if (Array.isArray(context)) return context.some(isSchemaContext);
  if (context && typeof context === "object")
    return isSchemaContext((context as Record<string, unknown>)["@vocab"]);
  return false;
}

/** "schema:Product" and "https://schema.org/Product" name the same type as "Product". */
export function typesOf(item: Record<string, unknown>): string[] {
  const raw = item["@type"];
  return (Array.isArray(raw) ? raw : [raw])
    .filter((t): t is string => typeof t === "string" && t.trim() !== "")
    .map((t) => t.trim().replace(/^(https?:\/\/schema\.org\/|schema:)/i, ""));
}
