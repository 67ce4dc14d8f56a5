"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { NearViewport } from "@/components/data-state/near-viewport";
import { WidgetState } from "@/components/data-state/widget-state";
import { OnboardingPanel } from "@/components/onboarding/onboarding-panel";
import { ProjectSummaryList } from "@/components/projects/project-summary-list";
import { useOnboardingStep } from "@/components/onboarding/use-onboarding-step";
import { dataErrorToast } from "@/lib/notifications/catalog";
import type { ProjectDto } from "@/lib/projects/types";
import { CannibalizationCard } from "./cannibalization-card";
import { CompletenessBadges } from "./completeness-badges";
import { KpiGrid } from "./kpi-grid";
import { NoSourceCard } from "./no-source-card";
import { OpportunitiesCard } from "./opportunities-card";
import { TrendCard } from "./trend-card";
import { useOverviewScope, type OverviewScope } from "./use-overview-scope";

// Below the fold and built on the table and tabs libraries: their code loads when the person
// scrolls towards them (NearViewport), not with the page.
const tableSkeleton = () => (
  <WidgetState status="loading" label="the tables" skeleton="table" rows={8} />
);
const TopTable = dynamic(() => import("./top-table").then((m) => m.TopTable), {
  ssr: false,
  loading: tableSkeleton,
});
const MoversCard = dynamic(() => import("./movers-card").then((m) => m.MoversCard), {
  ssr: false,
  loading: tableSkeleton,
});

/** Nothing to show yet: onboarding's next step, and the projects there are, each with a way to manage it. */
function Setup({ project }: { project: ProjectDto | null }) {
  const { step, project: onboarding } = useOnboardingStep();
  const panelCovers =
    step === "create_project" ||
    (step === "connect_data_sources" && onboarding?.id === project?.id);
  return (
    <div className="grid gap-6">
      <OnboardingPanel />
      {project && step !== null && !panelCovers ? <NoSourceCard project={project} /> : null}
      <ProjectSummaryList />
    </div>
  );
}

function SourcesLine({ scope }: { scope: OverviewScope }) {
  const names = [
    scope.gscSource &&
      `Search Console: ${scope.gscSource.property_name ?? scope.gscSource.property_uri}`,
    scope.ga4 && "Google Analytics 4",
    scope.locations.length > 0 &&
      `${scope.locations.length} Business Profile location${scope.locations.length === 1 ? "" : "s"}`,
  ].filter(Boolean);
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{scope.project.name}</span> ·{" "}
      {names.join(" · ")} ·{" "}
      <Link
        prefetch={false}
        href="/app/settings/#projects"
        className="underline underline-offset-4 hover:text-foreground"
      >
        Manage projects
      </Link>
    </p>
  );
}

function Dashboard({ scope }: { scope: OverviewScope }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-3">
        <SourcesLine scope={scope} />
        {scope.gsc ? <CompletenessBadges scope={scope} /> : null}
      </div>
      <KpiGrid scope={scope} />
      {scope.gsc ? (
        <>
          <TrendCard scope={scope} />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            <OpportunitiesCard scope={scope} />
            <CannibalizationCard scope={scope} />
          </div>
          <NearViewport placeholder={tableSkeleton()}>
            <MoversCard scope={scope} />
          </NearViewport>
          <NearViewport placeholder={tableSkeleton()}>
            <TopTable scope={scope} dimension="query" />
          </NearViewport>
          <NearViewport placeholder={tableSkeleton()}>
            <TopTable scope={scope} dimension="page" />
          </NearViewport>
        </>
      ) : (
        <WidgetState
          status="empty"
          title="No Search Console property in this project"
          description="Clicks, queries, pages, opportunities and cannibalization come from Search Console. Connect a Search Console property to this project in Settings to see them here."
          action={
            <Link
              prefetch={false}
              href={`/app/settings/#project-${scope.project.id}`}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Connect Search Console
            </Link>
          }
          className="rounded-xl border"
        />
      )}
    </div>
  );
}

/** The selected project at a glance, or onboarding while there is nothing to show. */
export function Overview() {
  const state = useOverviewScope();
  if (state.status === "loading")
    return <WidgetState status="loading" label="your projects" skeleton="kpi" />;
  if (state.status === "error") {
    const toast = dataErrorToast(state.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={state.retry}
      />
    );
  }
  if (state.status === "setup") return <Setup project={state.project} />;
  return <Dashboard scope={state} />;
}
