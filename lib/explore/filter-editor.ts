import type { ExploreFilter } from "./definition";

// The filter editor's model: groups of conditions, each of which may be negated, as people build
// them; and the way to and from the exploration's filter expression (lib/explore/definition.ts).

export const DIMENSION_OPERATORS = [
  { id: "EXACT", label: "is exactly" },
  { id: "CONTAINS", label: "contains" },
  { id: "BEGINS_WITH", label: "begins with" },
  { id: "ENDS_WITH", label: "ends with" },
  { id: "FULL_REGEXP", label: "matches regex (whole value)" },
  { id: "PARTIAL_REGEXP", label: "matches regex (part of value)" },
  { id: "inList", label: "is one of (one per line)" },
  { id: "empty", label: "is empty" },
] as const;

export const METRIC_OPERATORS = [
  { id: "EQUAL", label: "=" },
  { id: "LESS_THAN", label: "<" },
  { id: "LESS_THAN_OR_EQUAL", label: "≤" },
  { id: "GREATER_THAN", label: ">" },
  { id: "GREATER_THAN_OR_EQUAL", label: "≥" },
  { id: "between", label: "between" },
] as const;

export type EditorCondition = {
  kind: "condition";
  not: boolean;
  field: string;
  operator: string;
  value: string;
  /** The upper end of "between". */
  value2: string;
  caseSensitive: boolean;
};
export type EditorGroup = { kind: "group"; not: boolean; op: "and" | "or"; items: EditorNode[] };
export type EditorNode = EditorCondition | EditorGroup;

/** How deep the editor lets groups nest: a group inside the top one. */
export const MAX_EDITOR_DEPTH = 2;

export const emptyGroup = (): EditorGroup => ({ kind: "group", not: false, op: "and", items: [] });

export const newCondition = (field: string, metric: boolean): EditorCondition => ({
  kind: "condition",
  not: false,
  field,
  operator: metric ? "GREATER_THAN" : "CONTAINS",
  value: "",
  value2: "",
  caseSensitive: false,
});

const STRING_MATCHES = new Set(DIMENSION_OPERATORS.map((o) => o.id as string));

/** The editor's model of a filter expression; none gives an empty group. */
export function toEditor(filter: ExploreFilter | undefined): EditorGroup {
  if (!filter) return emptyGroup();
  const node = nodeOf(filter);
  return node.kind === "group" ? node : { ...emptyGroup(), items: [node] };
}

function nodeOf(filter: ExploreFilter): EditorNode {
  switch (filter.kind) {
    case "and":
    case "or":
      return { kind: "group", not: false, op: filter.kind, items: filter.items.map(nodeOf) };
    case "not": {
      const inner = nodeOf(filter.item);
      return { ...inner, not: !inner.not };
    }
    case "string":
      return {
        kind: "condition",
        not: false,
        field: filter.field,
        operator: filter.match,
        value: filter.value,
        value2: "",
        caseSensitive: filter.caseSensitive ?? false,
      };
    case "inList":
      return {
        kind: "condition",
        not: false,
        field: filter.field,
        operator: "inList",
        value: filter.values.join("\n"),
        value2: "",
        caseSensitive: filter.caseSensitive ?? false,
      };
    case "numeric":
      return {
        kind: "condition",
        not: false,
        field: filter.field,
        operator: filter.op,
        value: String(filter.value),
        value2: "",
        caseSensitive: false,
      };
    case "between":
      return {
        kind: "condition",
        not: false,
        field: filter.field,
        operator: "between",
        value: String(filter.from),
        value2: String(filter.to),
        caseSensitive: false,
      };
    case "empty":
      return { ...newCondition(filter.field, false), operator: "empty" };
  }
}

export class FilterEditorError extends Error {
  override name = "FilterEditorError";
}

const number = (text: string, field: string): number => {
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(value))
    throw new FilterEditorError(`Enter a number for ${field}.`);
  return value;
};

function conditionFilter(c: EditorCondition): ExploreFilter {
  if (!c.field) throw new FilterEditorError("Choose a field for every condition.");
  if (c.operator === "empty") return { kind: "empty", field: c.field };
  if (c.operator === "inList") {
    const values = c.value
      .split("\n")
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length === 0) throw new FilterEditorError(`List at least one value for ${c.field}.`);
    return {
      kind: "inList",
      field: c.field,
      values,
      ...(c.caseSensitive ? { caseSensitive: true } : {}),
    };
  }
  if (STRING_MATCHES.has(c.operator)) {
    if (c.value === "") throw new FilterEditorError(`Enter a value for ${c.field}.`);
    return {
      kind: "string",
      field: c.field,
      match: c.operator as Extract<ExploreFilter, { kind: "string" }>["match"],
      value: c.value,
      ...(c.caseSensitive ? { caseSensitive: true } : {}),
    };
  }
  if (c.operator === "between") {
    const from = number(c.value, c.field);
    const to = number(c.value2, c.field);
    if (from > to) throw new FilterEditorError(`The range of ${c.field} must go from low to high.`);
    return { kind: "between", field: c.field, from, to };
  }
  return {
    kind: "numeric",
    field: c.field,
    op: c.operator as Extract<ExploreFilter, { kind: "numeric" }>["op"],
    value: number(c.value, c.field),
  };
}

const negated = (not: boolean, filter: ExploreFilter): ExploreFilter =>
  not ? { kind: "not", item: filter } : filter;

/**
 * The filter expression of the editor's model; undefined when it holds no condition. A group of
 * one is its condition; an empty group inside another is left out. Throws FilterEditorError with a
 * sentence for people when a condition is incomplete.
 */
export function fromEditor(group: EditorGroup): ExploreFilter | undefined {
  const walk = (node: EditorNode): ExploreFilter | undefined => {
    if (node.kind === "condition") return negated(node.not, conditionFilter(node));
    const items = node.items.map(walk).filter((f): f is ExploreFilter => f !== undefined);
    if (items.length === 0) return undefined;
    const inner = items.length === 1 ? items[0]! : { kind: node.op, items };
    return negated(node.not, inner);
  };
  return walk(group);
}

/** A filter in words: `Country is exactly “Germany” and not (Device category contains “mob”)`. */
export function describeFilter(
  filter: ExploreFilter | undefined,
  labelOf: (field: string) => string,
): string {
  if (!filter) return "none";
  const words = (f: ExploreFilter, nested: boolean): string => {
    switch (f.kind) {
      case "and":
      case "or": {
        const text = f.items
          .map((item) => words(item, true))
          .join(f.kind === "and" ? " and " : " or ");
        return nested ? `(${text})` : text;
      }
      case "not":
        return `not ${words(f.item, true)}`;
      case "string": {
        const op = DIMENSION_OPERATORS.find((o) => o.id === f.match)!.label;
        return `${labelOf(f.field)} ${op} “${f.value}”`;
      }
      case "inList":
        return `${labelOf(f.field)} is one of ${f.values.map((v) => `“${v}”`).join(", ")}`;
      case "empty":
        return `${labelOf(f.field)} is empty`;
      case "numeric": {
        const op = METRIC_OPERATORS.find((o) => o.id === f.op)!.label;
        return `${labelOf(f.field)} ${op} ${f.value}`;
      }
      case "between":
        return `${labelOf(f.field)} between ${f.from} and ${f.to}`;
    }
  };
  return words(filter, false);
}
