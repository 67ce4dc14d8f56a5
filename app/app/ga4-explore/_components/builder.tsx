"use client";

import { Filter, ListOrdered, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { describeFilter } from "@/lib/explore/filter-editor";
import { EXPLORE_MAX_DIMENSIONS, EXPLORE_MAX_METRICS } from "@/lib/explore/limits";
import type { ExploreColumn } from "@/lib/explore/types";
import { formatNumber } from "@/lib/format/numbers";
import type { ExploreControls } from "./use-explore-state";

// The dialogs (Radix's dialog, the field lists, the filter editor and its schema) load when
// someone reaches for one of the buttons, not with the page.
const loadDialogs = () => import("./builder-dialogs");

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

const FIELD_SECTIONS = {
  dimension: { title: "Dimensions", key: "dimensions", max: EXPLORE_MAX_DIMENSIONS, min: 0 },
  metric: { title: "Metrics", key: "metrics", max: EXPLORE_MAX_METRICS, min: 1 },
} as const;

/** The chosen dimensions or metrics as chips, each removable (a metric always stays), and Add. */
function FieldSection({
  kind,
  ...dialog
}: {
  kind: "dimension" | "metric";
  scopeRef: PropertyRef;
  controls: ExploreControls;
  labelOf: (name: string) => string;
}) {
  const { title, key, max, min } = FIELD_SECTIONS[kind];
  const { controls, labelOf } = dialog;
  const def = controls.definition;
  const chosen = def[key];
  return (
    <div className="grid content-start gap-2">
      <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
      <ul className="flex flex-wrap gap-2" aria-label={title}>
        {chosen.map((name) => (
          <Chip
            key={name}
            label={labelOf(name)}
            removable={chosen.length > min}
            onRemove={() =>
              controls.change({
                [key]: chosen.filter((n) => n !== name),
                orderBys: def.orderBys.filter((o) => o.field !== name),
              })
            }
          />
        ))}
        {chosen.length === 0 ? (
          <li className="text-sm text-muted-foreground">None: the totals of the period.</li>
        ) : null}
      </ul>
      <div>
        <DialogButton
          kind={kind}
          label={`Add ${kind}`}
          icon={<Plus aria-hidden />}
          disabled={chosen.length >= max}
          {...dialog}
        />
      </div>
    </div>
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
  return (
    <section
      aria-label="Exploration"
      className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border p-4 md:grid-cols-2"
    >
      <FieldSection kind="dimension" {...dialog} />
      <FieldSection kind="metric" {...dialog} />
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
