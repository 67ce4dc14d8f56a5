"use client";

import { useId, useState } from "react";
import { Loader2, RefreshCw } from "lucide-react";
import { QueryState } from "@/components/projects/query-state";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { useAlertRules, useCheckAlerts } from "@/hooks/queries/use-alerts";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import type { ProjectDto } from "@/lib/projects/types";
import { TRUNCATED_VALUE, Truncated } from "@/components/app-shell/filter-selects";
import { SettingsSection } from "./settings-section";

import { AddAlertRule } from "./add-alert-rule";
import { RuleCard } from "./alert-rule-card";
import { Outbox } from "./alerts-outbox";

export function AlertsSection() {
  const projects = useProjectsQuery();
  return (
    <SettingsSection
      id="alerts"
      title="Alerts"
      description="Every day Rankwell compares each project's data with its usual level and raises an alert when a day is far from it: in the bell, by email or to a webhook."
    >
      <QueryState
        query={projects}
        label="your projects"
        loading={<Skeleton className="h-40" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-sm text-muted-foreground">
            Alerts watch a project&apos;s data sources. Create a project above to set them up.
          </p>
        }
      >
        {(list) => <ProjectRules projects={list} />}
      </QueryState>
      <Separator />
      <Outbox />
    </SettingsSection>
  );
}

function ProjectRules({ projects }: { projects: ProjectDto[] }) {
  const pickerId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  // The first project until another is chosen, and again if the chosen one is deleted.
  const project = projects.find((each) => each.id === chosen) ?? projects[0];
  const projectId = project?.id ?? null;
  const rules = useAlertRules(projectId);
  const check = useCheckAlerts();
  const checking = check.isPending;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={pickerId}>Project</Label>
          <Select value={projectId ?? undefined} onValueChange={setChosen}>
            <SelectTrigger
              id={pickerId}
              className={`w-72 max-w-full ${TRUNCATED_VALUE}`}
              title={project?.name}
            >
              <SelectValue>
                <Truncated text={project?.name ?? ""} />
              </SelectValue>
            </SelectTrigger>
            <SelectContent align="start">
              {projects.map((each) => (
                <SelectItem key={each.id} value={each.id}>
                  {each.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {/* Not disabled while it runs: a disabled button would drop the keyboard's focus. */}
        <Button
          variant="outline"
          aria-disabled={checking || undefined}
          className="aria-disabled:opacity-70"
          onClick={() => {
            if (!checking && projectId) check.mutate({ projectId });
          }}
        >
          {checking ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
          Check now
        </Button>
      </div>
      <span role="status" className="sr-only">
        {checking ? `Checking ${project?.name ?? "the project"}...` : ""}
      </span>
      <QueryState
        query={rules}
        label="the alert rules"
        loading={<Skeleton className="h-48" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-sm text-muted-foreground">
            This project has no rules yet. Connect a Search Console, GA4 or Business Profile source
            to it and its rules appear here.
          </p>
        }
      >
        {(list) => (
          <ul
            aria-label={`Alert rules of ${project?.name ?? "the project"}`}
            className="grid gap-4"
          >
            {list.map((rule) => (
              <li key={rule.id}>
                <RuleCard rule={rule} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {projectId && rules.data && rules.data.length > 0 ? (
        <AddAlertRule key={projectId} projectId={projectId} />
      ) : null}
    </div>
  );
}
