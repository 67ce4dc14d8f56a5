"use client";

import { lazy, Suspense, useState } from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { QueryWidget } from "@/components/data-state/query-widget";
import { ProjectScopedView } from "@/components/data-state/scoped-view";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { useContentBoard, useContentItems } from "@/hooks/queries/use-content";
import { boardParams, listParams } from "@/lib/content-planning/url-state";
import type { ContentBoard, ContentItemPage } from "@/lib/content/types";
import { primarySource } from "@/lib/filters/selectors";
import type { ProjectDto } from "@/lib/projects/types";
import { contentItemsHref } from "@/lib/query/content";
import { Board } from "./board";
import { ContentTable } from "./content-table";
import type { FiguresScope } from "./target-figures";
import { PlanningToolbar } from "./toolbar";
import { usePlanningState, type PlanningStateApi } from "./use-planning-state";

// The item sheet (Radix Dialog, the form and its schemas) loads with the first item opened.
const ItemSheet = lazy(() => import("./item-sheet").then((m) => ({ default: m.ItemSheet })));

function NoItems({ projectId, onNew }: { projectId: string; onNew: () => void }) {
  const project = `?project=${encodeURIComponent(projectId)}`;
  return (
    <WidgetState
      status="empty"
      className="rounded-xl border border-dashed"
      title="No content planned yet"
      description="Add an item by hand with New item, or open Opportunities or Search Performance and press Add to plan on a row: the item starts with its query or page filled in."
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onNew}>
            <Plus aria-hidden />
            New item
          </Button>
          <Button variant="outline" asChild>
            <Link prefetch={false} href={`/app/opportunities/${project}`}>
              Open Opportunities
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link prefetch={false} href={`/app/search-performance/${project}`}>
              Open Search Performance
            </Link>
          </Button>
        </div>
      }
    />
  );
}

const filtered = ({ state }: PlanningStateApi) => Boolean(state.q || state.tag || state.author);

function BoardPane({ projectId, plan }: { projectId: string; plan: PlanningStateApi }) {
  const query = useContentBoard(boardParams(projectId, plan.state));
  // Another filter keeps the last board on screen until its answer arrives.
  const [last, setLast] = useState<ContentBoard | undefined>(query.data);
  if (query.data && query.data !== last) setLast(query.data);
  return (
    <QueryWidget
      query={{ ...query, data: query.data ?? last }}
      label="the content board"
      skeleton="table"
      rows={6}
    >
      {(board) =>
        !filtered(plan) && board.columns.every((c) => c.total === 0) ? (
          <NoItems projectId={projectId} onNew={plan.openNew} />
        ) : (
          <div
            aria-busy={query.isFetching || undefined}
            className={query.data ? undefined : "opacity-70 transition-opacity"}
          >
            {board.columns.every((c) => c.total === 0) ? (
              <p className="mb-2 text-sm text-muted-foreground" role="status">
                No item matches these filters. Clear the search, tag or author to see the whole
                plan.
              </p>
            ) : null}
            <Board projectId={projectId} board={board} onOpen={plan.openItem} />
          </div>
        )
      }
    </QueryWidget>
  );
}

const emptyPlan = (page: ContentItemPage) =>
  Object.values(page.counts).every((count) => count === 0);

function TablePane({ projectId, plan }: { projectId: string; plan: PlanningStateApi }) {
  const params = listParams(projectId, plan.state);
  const query = useContentItems(params);
  return (
    <QueryWidget query={query} label="the content items" skeleton="table" rows={8}>
      {(page) =>
        !filtered(plan) && emptyPlan(page) ? (
          <NoItems projectId={projectId} onNew={plan.openNew} />
        ) : (
          <ContentTable
            page={page}
            state={plan.state}
            setState={plan.setState}
            exportHref={contentItemsHref("export", params)}
            busy={query.isFetching && query.isPlaceholderData}
            onOpen={plan.openItem}
          />
        )
      }
    </QueryWidget>
  );
}

function ProjectPlan({ project, figures }: { project: ProjectDto; figures: FiguresScope | null }) {
  const plan = usePlanningState();
  const open = plan.state.item !== null || plan.creating;
  // Mounted from the first item opened on, so the sheet closes with its animation.
  const [sheetShown, setSheetShown] = useState(open);
  if (open && !sheetShown) setSheetShown(true);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <PlanningToolbar
        projectId={project.id}
        state={plan.state}
        setState={plan.setState}
        onNew={plan.openNew}
      />
      {plan.state.view === "board" ? (
        <BoardPane projectId={project.id} plan={plan} />
      ) : (
        <TablePane projectId={project.id} plan={plan} />
      )}
      {sheetShown ? (
        <Suspense fallback={null}>
          <ItemSheet
            projectId={project.id}
            itemId={plan.state.item}
            creating={plan.creating}
            search={plan.search}
            figures={figures}
            onClose={plan.closeSheet}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The project's content plan: a board by status, or a table, and each item's sheet. */
export function PlanningView() {
  return (
    <ProjectScopedView
      skeleton={<PlanningSkeleton />}
      noProject={{
        description:
          "A content plan belongs to a project. Create one in Settings, then come back to plan its content.",
      }}
    >
      {(scope) => {
        const gsc = primarySource(scope.project.dataSources, "gsc");
        const figures =
          gsc && scope.status === "ready"
            ? { ref: { projectId: scope.project.id, propertyId: gsc.id }, range: scope.range }
            : null;
        return <ProjectPlan key={scope.project.id} project={scope.project} figures={figures} />;
      }}
    </ProjectScopedView>
  );
}

export function PlanningSkeleton() {
  return <WidgetState status="loading" label="your content plan" skeleton="table" rows={8} />;
}
