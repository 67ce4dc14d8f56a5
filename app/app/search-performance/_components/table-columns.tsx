import { PanelRightOpen } from "lucide-react";
import type { DataTableColumn } from "@/components/data-table/data-table";
import { AddToPlanRowAction } from "@/components/content/add-to-plan";
import { draftFromSearchRow } from "@/lib/content/prefill";
import { formatDelta, judgeDelta } from "@/lib/format/numbers";
import { KEY_HEADERS } from "@/lib/search-performance/labels";
import type { PerformanceRow } from "@/lib/search-performance/table-rows";
import type { Tab } from "@/lib/search-performance/url-state";
import { cn } from "@/lib/utils";

type DeltaStyle = "number" | "percent" | "position";

function DeltaCell({ value, style }: { value: number | null; style: DeltaStyle }) {
  if (value === null) return <span className="text-muted-foreground">—</span>;
  const text = formatDelta(value, style);
  const better = judgeDelta(value, style, style === "position");
  return (
    <span
      className={cn(
        better === null ? "text-muted-foreground" : better ? "text-success" : "text-destructive",
      )}
    >
      {text}
    </span>
  );
}

const changeColumn = (
  id: string,
  header: string,
  read: (change: NonNullable<PerformanceRow["change"]>) => number | null,
  style: DeltaStyle,
): DataTableColumn<PerformanceRow> => ({
  id,
  header,
  value: (row) => (row.change ? read(row.change) : null),
  cell: (row) => <DeltaCell value={row.change ? read(row.change) : null} style={style} />,
  csv: (row) => (row.change ? read(row.change) : null),
  // Sorting by a change reads best from the biggest gain down.
  sortDescFirst: style !== "position",
});

export type KeyCellOptions = {
  /** Opens the drill-down of a query (its pages) or a page (its queries). */
  onDrill?: (row: PerformanceRow) => void;
  drillLabel?: (row: PerformanceRow) => string;
  /** The project a query or page row can be added to the content plan of. */
  planProjectId?: string;
};

function KeyCell({
  row,
  tab,
  options,
}: {
  row: PerformanceRow;
  tab: Tab;
  options: KeyCellOptions;
}) {
  const { onDrill, drillLabel, planProjectId } = options;
  const plannable = planProjectId && (tab === "queries" || tab === "pages");
  return (
    <span className="flex min-w-48 items-center gap-1 whitespace-normal sm:min-w-64">
      <span className={cn("min-w-0", tab === "pages" ? "break-all" : "break-words")}>
        {row.label}
      </span>
      {onDrill ? (
        <button
          type="button"
          className="ml-auto inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-label={drillLabel?.(row)}
          title={drillLabel?.(row)}
          onClick={(event) => {
            // The row's own click filters by it; this button opens the drill-down instead.
            event.stopPropagation();
            onDrill(row);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <PanelRightOpen aria-hidden className="size-4" />
        </button>
      ) : null}
      {plannable ? (
        <AddToPlanRowAction
          projectId={planProjectId}
          draft={draftFromSearchRow(tab === "queries" ? "query" : "page", row.key)}
          subject={row.label}
          className={onDrill ? undefined : "ml-auto"}
        />
      ) : null}
    </span>
  );
}

/** A tab's columns: its key, the four metrics and, when comparing, the change of each. */
export function performanceColumns(
  tab: Tab,
  comparing: boolean,
  options: KeyCellOptions = {},
): DataTableColumn<PerformanceRow>[] {
  const columns: DataTableColumn<PerformanceRow>[] = [
    {
      id: "key",
      header: KEY_HEADERS[tab],
      // Dates sort by their ISO day, not by how they read.
      value: (row) => (tab === "dates" ? row.key : row.label),
      cell: (row) => <KeyCell row={row} tab={tab} options={options} />,
      // The CSV keeps Search Console's own value where the label is a translation (dates, codes).
      csv: (row) => (tab === "dates" ? row.key : row.label),
      sortDescFirst: false,
    },
    { id: "clicks", header: "Clicks", value: (row) => row.clicks, format: "number" },
    { id: "impressions", header: "Impressions", value: (row) => row.impressions, format: "number" },
    { id: "ctr", header: "CTR", value: (row) => row.ctr, format: "percent" },
    {
      id: "position",
      header: "Position",
      value: (row) => (row.impressions > 0 && row.position > 0 ? row.position : null),
      format: "position",
    },
  ];
  if (!comparing) return columns;
  return [
    ...columns,
    changeColumn("clicksChange", "Clicks change", (c) => c.clicks, "number"),
    changeColumn("impressionsChange", "Impressions change", (c) => c.impressions, "number"),
    changeColumn("ctrChange", "CTR change (points)", (c) => c.ctr, "percent"),
    changeColumn("positionChange", "Position change", (c) => c.position, "position"),
  ];
}
