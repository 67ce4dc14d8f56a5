"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import {
  isOnboardingCompletedStored,
  storeOnboardingCompleted,
  type StorageLike,
} from "@/lib/auth/local-keys";
import {
  deriveOnboardingStep,
  ONBOARDING_COMPLETED_STORE_DELAY_MS,
  shouldStoreCompletedFlag,
  type OnboardingInput,
  type OnboardingStep,
} from "@/lib/auth/onboarding";
import type { ProjectDto } from "@/lib/projects/types";

function storage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

const readFlag = () => {
  const local = storage();
  return local ? isOnboardingCompletedStored(local) : false;
};

/** The rule's input from the projects and the stored flag; null until the projects have loaded. */
function useOnboardingInput(): { input: OnboardingInput | null; projects?: ProjectDto[] } {
  const projects = useProjectsQuery();
  // The server cannot read localStorage; it renders as if the flag were unset.
  const completedFlag = useSyncExternalStore(subscribe, readFlag, () => false);
  const list = projects.data;
  if (!list) return { input: null };
  const dataSourceCount = list.reduce((sum, p) => sum + p.dataSourceCount, 0);
  return { input: { completedFlag, projectCount: list.length, dataSourceCount }, projects: list };
}

export type OnboardingState = {
  /** Null until the projects have loaded. */
  step: OnboardingStep | null;
  /** The newest project: the one step two connects sources to. */
  project: ProjectDto | null;
};

/** Spec §4 Onboarding: the step, from the projects and the stored flag. */
export function useOnboardingStep(): OnboardingState {
  const { input, projects } = useOnboardingInput();
  return { step: input ? deriveOnboardingStep(input) : null, project: projects?.[0] ?? null };
}

/**
 * Spec §4: once there is a project with a data source, the completed flag is stored after 3 s.
 * It runs in the app shell, because the panel's part of the Overview unmounts the moment the
 * dashboard replaces it, and a user may finish onboarding from Settings.
 */
export function useStoreOnboardingCompleted(): void {
  const { input } = useOnboardingInput();
  const storeFlag = input ? shouldStoreCompletedFlag(input) : false;

  useEffect(() => {
    if (!storeFlag) return;
    const timer = window.setTimeout(() => {
      const local = storage();
      if (local) storeOnboardingCompleted(local);
    }, ONBOARDING_COMPLETED_STORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [storeFlag]);
}
