"use client";

import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CreateProjectForm } from "@/components/projects/create-project-form";
import { useOnboardingStep } from "@/components/onboarding/use-onboarding-step";

/** Another project; while onboarding asks for the first one, its panel holds the only form. */
export function NewProjectCard() {
  const { step } = useOnboardingStep();
  if (step === "create_project") return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">New project</h2>
        <CardDescription>Connect its Google properties afterwards in Settings.</CardDescription>
      </CardHeader>
      <CardContent>
        <CreateProjectForm />
      </CardContent>
    </Card>
  );
}
