"use client";

import { useId } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  DIMENSION_OPERATORS,
  MAX_EDITOR_DEPTH,
  METRIC_OPERATORS,
  emptyGroup,
  newCondition,
  type EditorCondition,
  type EditorGroup,
  type EditorNode,
} from "@/lib/explore/filter-editor";
import type { ExploreField } from "@/lib/explore/types";

type Kind = "dimension" | "metric";

const TEXT_OPERATORS = new Set([
  "EXACT",
  "CONTAINS",
  "BEGINS_WITH",
  "ENDS_WITH",
  "FULL_REGEXP",
  "PARTIAL_REGEXP",
  "inList",
]);

function FieldSelect({
  value,
  onChange,
  fields,
  preferred,
  labelOf,
  label,
}: {
  value: string;
  onChange: (field: string) => void;
  fields: readonly ExploreField[];
  preferred: readonly string[];
  labelOf: (name: string) => string;
  label: string;
}) {
  const others = fields.filter((f) => !preferred.includes(f.apiName));
  return (
    <select
      aria-label={label}
      className="h-9 min-w-0 flex-1 rounded-md border bg-background px-2 text-sm"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {preferred.length > 0 ? (
        <optgroup label="In the exploration">
          {preferred.map((name) => (
            <option key={name} value={name}>
              {labelOf(name)}
            </option>
          ))}
        </optgroup>
      ) : null}
      {others.length > 0 ? (
        <optgroup label="All fields">
          {others.map((f) => (
            <option key={f.apiName} value={f.apiName}>
              {f.uiName}
            </option>
          ))}
        </optgroup>
      ) : null}
      {!preferred.includes(value) && !fields.some((f) => f.apiName === value) ? (
        <option value={value}>{labelOf(value)}</option>
      ) : null}
    </select>
  );
}

function Condition({
  node,
  onChange,
  onRemove,
  kind,
  fields,
  preferred,
  labelOf,
  path,
}: {
  node: EditorCondition;
  onChange: (node: EditorCondition) => void;
  onRemove: () => void;
  kind: Kind;
  fields: readonly ExploreField[];
  preferred: readonly string[];
  labelOf: (name: string) => string;
  path: string;
}) {
  const operators = kind === "dimension" ? DIMENSION_OPERATORS : METRIC_OPERATORS;
  const set = (patch: Partial<EditorCondition>) => onChange({ ...node, ...patch });
  const text = TEXT_OPERATORS.has(node.operator);
  const name = `${kind === "dimension" ? "Row" : "Value"} condition ${path}`;
  return (
    <li className="grid gap-2 rounded-md border p-2" data-slot="filter-condition">
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex items-center gap-1 text-sm">
          <input
            type="checkbox"
            aria-label={`${name}: not`}
            checked={node.not}
            onChange={(e) => set({ not: e.target.checked })}
          />
          not
        </label>
        <FieldSelect
          label={`${name}: field`}
          value={node.field}
          onChange={(field) => set({ field })}
          fields={fields}
          preferred={preferred}
          labelOf={labelOf}
        />
        <select
          aria-label={`${name}: operator`}
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value={node.operator}
          onChange={(e) => set({ operator: e.target.value })}
        >
          {operators.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      {node.operator === "empty" ? null : node.operator === "inList" ? (
        <textarea
          aria-label={`${name}: values, one per line`}
          className="min-h-20 rounded-md border bg-background p-2 text-sm"
          value={node.value}
          onChange={(e) => set({ value: e.target.value })}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            aria-label={`${name}: value`}
            inputMode={kind === "metric" ? "decimal" : undefined}
            className="min-w-0 flex-1"
            value={node.value}
            onChange={(e) => set({ value: e.target.value })}
          />
          {node.operator === "between" ? (
            <>
              <span className="text-sm">and</span>
              <Input
                aria-label={`${name}: upper value`}
                inputMode="decimal"
                className="min-w-0 flex-1"
                value={node.value2}
                onChange={(e) => set({ value2: e.target.value })}
              />
            </>
          ) : null}
        </div>
      )}
      {text ? (
        <label className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <input
            type="checkbox"
            checked={node.caseSensitive}
            onChange={(e) => set({ caseSensitive: e.target.checked })}
          />
          Match case
        </label>
      ) : null}
    </li>
  );
}

function Group({
  group,
  onChange,
  onRemove,
  depth,
  path,
  ...rest
}: {
  group: EditorGroup;
  onChange: (group: EditorGroup) => void;
  onRemove?: () => void;
  depth: number;
  path: string;
  kind: Kind;
  fields: readonly ExploreField[];
  preferred: readonly string[];
  labelOf: (name: string) => string;
}) {
  const id = useId();
  const firstField = rest.preferred[0] ?? rest.fields[0]?.apiName ?? "";
  const setItem = (i: number, item: EditorNode) =>
    onChange({ ...group, items: group.items.map((it, j) => (j === i ? item : it)) });
  const removeItem = (i: number) =>
    onChange({ ...group, items: group.items.filter((_, j) => j !== i) });
  return (
    <div className="grid gap-2" data-slot="filter-group">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {depth > 1 ? (
          <label className="inline-flex items-center gap-1">
            <input
              type="checkbox"
              checked={group.not}
              onChange={(e) => onChange({ ...group, not: e.target.checked })}
            />
            not
          </label>
        ) : null}
        <label htmlFor={`${id}-op`}>Keep rows that match</label>
        <select
          id={`${id}-op`}
          className="h-8 rounded-md border bg-background px-2"
          value={group.op}
          onChange={(e) => onChange({ ...group, op: e.target.value as "and" | "or" })}
        >
          <option value="and">all of</option>
          <option value="or">any of</option>
        </select>
        <span>these conditions</span>
        {onRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove group ${path}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-2 border-l-2 pl-3">
        {group.items.map((item, i) =>
          item.kind === "condition" ? (
            <Condition
              key={i}
              node={item}
              onChange={(next) => setItem(i, next)}
              onRemove={() => removeItem(i)}
              path={`${path}${i + 1}`}
              {...rest}
            />
          ) : (
            <li key={i} className="rounded-md border border-dashed p-2">
              <Group
                group={item}
                onChange={(next) => setItem(i, next)}
                onRemove={() => removeItem(i)}
                depth={depth + 1}
                path={`${path}${i + 1}.`}
                {...rest}
              />
            </li>
          ),
        )}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!firstField}
          onClick={() =>
            onChange({
              ...group,
              items: [...group.items, newCondition(firstField, rest.kind === "metric")],
            })
          }
        >
          <Plus aria-hidden />
          Add condition
        </Button>
        {depth < MAX_EDITOR_DEPTH ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!firstField}
            onClick={() =>
              onChange({
                ...group,
                items: [
                  ...group.items,
                  {
                    ...emptyGroup(),
                    op: "or",
                    items: [newCondition(firstField, rest.kind === "metric")],
                  },
                ],
              })
            }
          >
            <Plus aria-hidden />
            Add group
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** One filter expression (of dimensions or of metrics) as groups of conditions. */
export function FilterEditor({
  title,
  value,
  onChange,
  ...rest
}: {
  title: string;
  kind: Kind;
  fields: readonly ExploreField[];
  preferred: readonly string[];
  value: EditorGroup;
  onChange: (group: EditorGroup) => void;
  labelOf: (name: string) => string;
}) {
  return (
    <fieldset className="grid gap-2" aria-label={title}>
      <legend className="mb-1 text-sm font-medium">{title}</legend>
      <Group group={value} onChange={onChange} depth={1} path="" {...rest} />
    </fieldset>
  );
}
