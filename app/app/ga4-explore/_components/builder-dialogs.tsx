"use client";

import { useId, useMemo, useState } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { useExploreCompatibility, useExploreFields } from "@/hooks/queries/use-explore";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { explorationDefinitionSchema } from "@/lib/explore/definition";
import { fieldCatalog, searchFields, type CatalogField } from "@/lib/explore/fields";
import { FilterEditorError, fromEditor, toEditor } from "@/lib/explore/filter-editor";
import { dataErrorToast } from "@/lib/notifications/catalog";
import * as z from "@/lib/zod-mini";
import { FilterEditor } from "./filter-editor";
import type { ExploreControls } from "./use-explore-state";

type Common = {
  trigger: React.ReactElement;
  open: boolean;
  setOpen: (open: boolean) => void;
  scopeRef: PropertyRef;
  controls: ExploreControls;
  labelOf: (name: string) => string;
};

/** Why GA4 will not take a field with the chosen ones, in words. */
function conflictText(conflicts: string[], labelOf: (name: string) => string) {
  return `GA4 can't combine it with ${conflicts.map(labelOf).join(", ")}.`;
}

function FieldPicker({
  kind,
  scopeRef,
  controls,
  labelOf,
  setOpen,
}: Common & { kind: "dimension" | "metric" }) {
  const id = useId();
  const def = controls.definition;
  const [text, setText] = useState("");
  const fields = useExploreFields(scopeRef, true);
  const compatibility = useExploreCompatibility(
    scopeRef,
    { dimensions: def.dimensions, metrics: def.metrics },
    true,
  );
  const catalog = useMemo(() => (fields.data ? fieldCatalog(fields.data) : null), [fields.data]);
  const found = catalog ? searchFields(catalog, text) : null;
  const groups = (kind === "dimension" ? found?.dimensions : found?.metrics) ?? [];
  const chosen = new Set(kind === "dimension" ? def.dimensions : def.metrics);
  const pick = (field: CatalogField) => {
    controls.change(
      kind === "dimension"
        ? { dimensions: [...def.dimensions, field.apiName] }
        : { metrics: [...def.metrics, field.apiName] },
    );
    setOpen(false);
  };
  const error = fields.error ?? compatibility.error;
  return (
    <div className="grid min-h-0 grid-cols-1 gap-3">
      <label htmlFor={`${id}-search`} className="sr-only">
        Search {kind}s
      </label>
      <Input
        id={`${id}-search`}
        type="search"
        placeholder={`Search ${kind}s by name`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {dataErrorToast(error).title}: {dataErrorToast(error).message}
        </p>
      ) : null}
      {!fields.data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Loading the property&apos;s {kind}s…
        </p>
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No {kind} matches “{text}”.
        </p>
      ) : (
        <div
          className="grid max-h-[55vh] gap-4 overflow-y-auto pr-1"
          role="region"
          aria-label={`The property's ${kind}s`}
          tabIndex={0}
        >
          {groups.map((group) => (
            <section key={group.category} aria-label={group.category} className="grid gap-1">
              <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {group.category}
              </h3>
              <ul className="grid gap-0.5">
                {group.fields.map((field) => {
                  const conflicts = compatibility.data?.conflicts[field.apiName];
                  const taken = chosen.has(field.apiName);
                  const reason = taken
                    ? "Already chosen."
                    : conflicts
                      ? conflictText(conflicts, labelOf)
                      : null;
                  return (
                    <li key={field.apiName}>
                      <button
                        type="button"
                        disabled={reason !== null || !compatibility.data}
                        aria-describedby={reason ? `${id}-${field.apiName}-why` : undefined}
                        onClick={() => pick(field)}
                        data-field={field.apiName}
                        className="grid w-full gap-0.5 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent"
                      >
                        <span className="font-medium">
                          {field.uiName}
                          {field.custom ? (
                            <span className="ml-2 rounded bg-muted px-1 text-xs font-normal">
                              custom
                            </span>
                          ) : null}
                        </span>
                        <span className="text-xs text-muted-foreground">{field.apiName}</span>
                        {reason ? (
                          <span
                            id={`${id}-${field.apiName}-why`}
                            className="text-xs text-destructive"
                            data-slot="field-conflict"
                          >
                            {reason}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function FiltersForm({ scopeRef, controls, setOpen, labelOf }: Common) {
  const def = controls.definition;
  const fields = useExploreFields(scopeRef, true);
  const [rows, setRows] = useState(() => toEditor(def.dimensionFilter));
  const [values, setValues] = useState(() => toEditor(def.metricFilter));
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    try {
      const dimensionFilter = fromEditor(rows);
      const metricFilter = fromEditor(values);
      const parsed = z.safeParse(explorationDefinitionSchema, {
        ...def,
        dimensionFilter,
        metricFilter,
      });
      if (!parsed.success)
        return setProblem(parsed.error.issues[0]?.message ?? "Please check the filters.");
      controls.change({ dimensionFilter, metricFilter });
      setOpen(false);
    } catch (error) {
      if (error instanceof FilterEditorError) return setProblem(error.message);
      throw error;
    }
  };
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <FilterEditor
        title="Rows where (dimensions)"
        kind="dimension"
        fields={fields.data?.dimensions ?? []}
        preferred={def.dimensions}
        value={rows}
        onChange={(next) => {
          setRows(next);
          setProblem(null);
        }}
        labelOf={labelOf}
      />
      <FilterEditor
        title="Values where (metrics)"
        kind="metric"
        fields={fields.data?.metrics ?? []}
        preferred={def.metrics}
        value={values}
        onChange={(next) => {
          setValues(next);
          setProblem(null);
        }}
        labelOf={labelOf}
      />
      {problem ? (
        <p role="alert" className="text-sm text-destructive" data-slot="filter-problem">
          {problem}
        </p>
      ) : null}
      <DialogFooter className="gap-2">
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit">Apply filters</Button>
      </DialogFooter>
    </form>
  );
}

const LIMIT_MAX = 250_000;

function OrderForm({ controls, setOpen, labelOf }: Common) {
  const id = useId();
  const def = controls.definition;
  const [orders, setOrders] = useState(def.orderBys);
  const [limit, setLimit] = useState(String(def.limit));
  const [problem, setProblem] = useState<string | null>(null);
  const fields = [...def.dimensions, ...def.metrics];
  const apply = () => {
    const rows = Number(limit);
    if (!Number.isInteger(rows) || rows < 1 || rows > LIMIT_MAX)
      return setProblem(
        `The row limit is a whole number from 1 to ${LIMIT_MAX.toLocaleString("en-US")}.`,
      );
    const fieldsUsed = orders.map((o) => o.field);
    if (new Set(fieldsUsed).size !== fieldsUsed.length)
      return setProblem("Order by each field once.");
    controls.change({ orderBys: orders, limit: rows });
    setOpen(false);
  };
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Order rows by</legend>
        {orders.map((order, i) => (
          <div key={i} className="flex flex-wrap items-center gap-2">
            <select
              aria-label={`Order ${i + 1}: field`}
              className="h-9 min-w-0 flex-1 rounded-md border bg-background px-2 text-sm"
              value={order.field}
              onChange={(e) =>
                setOrders(orders.map((o, j) => (j === i ? { ...o, field: e.target.value } : o)))
              }
            >
              {fields.map((f) => (
                <option key={f} value={f}>
                  {labelOf(f)}
                </option>
              ))}
            </select>
            <select
              aria-label={`Order ${i + 1}: direction`}
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={order.desc ? "desc" : "asc"}
              onChange={(e) =>
                setOrders(
                  orders.map((o, j) => (j === i ? { ...o, desc: e.target.value === "desc" } : o)),
                )
              }
            >
              <option value="desc">Highest / Z first</option>
              <option value="asc">Lowest / A first</option>
            </select>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove order ${i + 1}`}
              onClick={() => setOrders(orders.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        ))}
        {orders.length < 3 ? (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                setOrders([
                  ...orders,
                  {
                    field: fields.find((f) => !orders.some((o) => o.field === f)) ?? fields[0]!,
                    desc: true,
                  },
                ])
              }
            >
              <Plus aria-hidden />
              Add an order
            </Button>
          </div>
        ) : null}
      </fieldset>
      <div className="grid gap-1">
        <label htmlFor={`${id}-limit`} className="text-sm font-medium">
          At most this many rows
        </label>
        <Input
          id={`${id}-limit`}
          inputMode="numeric"
          value={limit}
          onChange={(e) => {
            setLimit(e.target.value);
            setProblem(null);
          }}
        />
        <p className="text-xs text-muted-foreground">
          The table pages through them, and the CSV holds all of them (GA4 answers up to 250,000).
        </p>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <DialogFooter className="gap-2">
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit">Apply</Button>
      </DialogFooter>
    </form>
  );
}

const TITLES = {
  dimension: [
    "Add a dimension",
    "Dimensions group the rows. Fields GA4 cannot combine with your choice are unavailable, with the reason.",
  ],
  metric: [
    "Add a metric",
    "Metrics are the figures of each row. Fields GA4 cannot combine with your choice are unavailable, with the reason.",
  ],
  filters: [
    "Filters",
    "Row filters keep rows by their dimensions; value filters keep rows by their metrics, after GA4 has added them up.",
  ],
  order: [
    "Order and size",
    "GA4 sorts the rows before it pages them, so every page follows this order.",
  ],
} as const;

/** One of the builder's dialogs, once its code has loaded (the first press loads it and opens it). */
export function BuilderDialog(
  props: Common & { kind: "dimension" | "metric" | "filters" | "order" },
) {
  const { kind, trigger, open, setOpen } = props;
  const [title, description] = TITLES[kind];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? (
          kind === "dimension" || kind === "metric" ? (
            <FieldPicker {...props} kind={kind} />
          ) : kind === "filters" ? (
            <FiltersForm {...props} />
          ) : (
            <OrderForm {...props} />
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
