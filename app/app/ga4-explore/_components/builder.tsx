"use client";

import { Filter, ListOrdered, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { describeFilter } from "@/lib/explore/filter-editor";
import type { ExploreColumn } from "@/lib/explore/types";
import { formatNumber } from "@/lib/format/numbers";
import type { ExploreControls } from "./use-explore-state";

// The dialogs (Radix's dialog, the field lists, the filter editor and its schema) load when
// someone reaches for one of the buttons, not with the page.
const loadDialogs = () => import("./builder-dialogs");

export const MAX_DIMENSIONS = 5;
export const MAX_METRICS = 10;

type DialogKind = "dimension" | "metric" | "filters" | "order";

function DialogButton({
  kind,
  label,
  icon,
  disabled,
  scopeRef,
  controls,
  labelOf,
}: {
  kind: DialogKind;
  label: string;
  icon: React.ReactNode;
  disabled?: boolean;
  scopeRef: PropertyRef;
  controls: ExploreControls;
  labelOf: (name: string) => string;
}) {
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadDialogs, { popup: "dialog" });
  const button = (props: object) => (
    <Button variant="outline" size="sm" disabled={disabled} {...props}>
      {icon}
      {label}
    </Button>
  );
  if (loaded)
    return (
      <loaded.BuilderDialog
        kind={kind}
        trigger={button({})}
        open={open}
        setOpen={setOpen}
        scopeRef={scopeRef}
        controls={controls}
        labelOf={labelOf}
      />
    );
  return button(triggerProps);
}

function Chip({
  label,
  onRemove,
  removable,
}: {
  label: string;
  onRemove: () => void;
  removable: boolean;
}) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border bg-muted/40 py-0.5 pr-1 pl-3 text-sm">
      {label}
      {removable ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${label}`}
          className="rounded-full p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden className="size-3.5" />
        </button>
      ) : null}
    </li>
  );
}

/** What the exploration asks GA4, and the buttons that change it. */
export function Builder({
  scopeRef,
  controls,
  columns,
}: {
  scopeRef: PropertyRef;
  controls: ExploreControls;
  /** The last answer's columns: the fields' names as GA4 shows them. */
  columns: ExploreColumn[] | undefined;
}) {
  const def = controls.definition;
  const labels = new Map((columns ?? []).map((c) => [c.name, c.label]));
  const labelOf = (name: string) => labels.get(name) ?? name;
  const dialog = { scopeRef, controls, labelOf };
  const order = def.orderBys
    .map((o) => `${labelOf(o.field)}, ${o.desc ? "highest first" : "lowest first"}`)
    .join("; ");
  const without = (list: string[], name: string) => list.filter((n) => n !== name);
  return (
    <section
      aria-label="Exploration"
      className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border p-4 md:grid-cols-2"
    >
      <div className="grid content-start gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">Dimensions</h2>
        <ul className="flex flex-wrap gap-2" aria-label="Dimensions">
          {def.dimensions.map((name) => (
            <Chip
              key={name}
              label={labelOf(name)}
              removable
              onRemove={() =>
                controls.change({
                  dimensions: without(def.dimensions, name),
                  orderBys: def.orderBys.filter((o) => o.field !== name),
                })
              }
            />
          ))}
          {def.dimensions.length === 0 ? (
            <li className="text-sm text-muted-foreground">None: the totals of the period.</li>
          ) : null}
        </ul>
        <div>
          <DialogButton
            kind="dimension"
            label="Add dimension"
            icon={<Plus aria-hidden />}
            disabled={def.dimensions.length >= MAX_DIMENSIONS}
            {...dialog}
          />
        </div>
      </div>
      <div className="grid content-start gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">Metrics</h2>
        <ul className="flex flex-wrap gap-2" aria-label="Metrics">
          {def.metrics.map((name) => (
            <Chip
              key={name}
              label={labelOf(name)}
              removable={def.metrics.length > 1}
              onRemove={() =>
                controls.change({
                  metrics: without(def.metrics, name),
                  orderBys: def.orderBys.filter((o) => o.field !== name),
                })
              }
            />
          ))}
        </ul>
        <div>
          <DialogButton
            kind="metric"
            label="Add metric"
            icon={<Plus aria-hidden />}
            disabled={def.metrics.length >= MAX_METRICS}
            {...dialog}
          />
        </div>
      </div>
      <div className="grid content-start gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">Filters</h2>
        <p className="text-sm wrap-anywhere" data-slot="explore-filters">
          Rows: {describeFilter(def.dimensionFilter, labelOf)}
          <br />
          Values: {describeFilter(def.metricFilter, labelOf)}
        </p>
        <div>
          <DialogButton
            kind="filters"
            label="Edit filters"
            icon={<Filter aria-hidden />}
            {...dialog}
          />
        </div>
      </div>
      <div className="grid content-start gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">Order and size</h2>
        <p className="text-sm" data-slot="explore-order">
          {order || "GA4's order"}; at most {formatNumber(def.limit)} rows.
        </p>
        <div>
          <DialogButton
            kind="order"
            label="Edit order"
            icon={<ListOrdered aria-hidden />}
            {...dialog}
          />
        </div>
      </div>
    </section>
  );
}
