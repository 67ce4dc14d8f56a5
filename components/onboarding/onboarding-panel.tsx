"use client";

import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CreateProjectForm } from "@/components/projects/create-project-form";
import { ConnectSourcesStep } from "./connect-sources-step";
import { useOnboardingStep } from "./use-onboarding-step";

const STEPS = {
  create_project: {
    number: 1,
    title: "Create your first project",
    description:
      "A project holds one site's Search Console, Google Analytics 4 and Business Profile data, so every view compares the same things. Name it after the site or the client.",
  },
  connect_data_sources: {
    number: 2,
    title: "Connect your data sources",
    description:
      "Choose the Google properties that belong to this project. Rankwell only reads them, and you can change the choice later in Settings.",
  },
} as const;

/** Spec §4 onboarding: shown until the user has a project with a data source (or has finished before). */
export function OnboardingPanel() {
  const { step, project } = useOnboardingStep();
  // The connect step stays while a batch of connections is still being made.
  const [connecting, setConnecting] = useState(false);
  const shown = connecting ? "connect_data_sources" : step;
  if (shown === null || shown === "completed") return null;
  if (shown === "connect_data_sources" && !project) return null;
  const copy = STEPS[shown];

  return (
    <Card role="region" aria-labelledby="onboarding-title" className="border-primary/40">
      <CardHeader>
        <p className="text-sm font-medium text-primary">Step {copy.number} of 2</p>
        <h2 id="onboarding-title" className="text-xl font-semibold tracking-tight">
          {copy.title}
        </h2>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {shown === "create_project" ? (
          <CreateProjectForm />
        ) : (
          <ConnectSourcesStep project={project!} onConnectingChange={setConnecting} />
        )}
      </CardContent>
    </Card>
  );
}
