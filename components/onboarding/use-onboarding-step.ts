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

export type OnboardingState = {
  /** Null until the projects have loaded. */
  step: OnboardingStep | null;
  /** The newest project: the one step two connects sources to. */
  project: ProjectDto | null;
};

/** Spec §4 Onboarding, from the projects and the stored flag; stores the flag 3 s after completion. */
export function useOnboardingStep(): OnboardingState {
  const projects = useProjectsQuery();
  // The server cannot read localStorage; it renders as if the flag were unset.
  const completedFlag = useSyncExternalStore(subscribe, readFlag, () => false);
  const list = projects.data;
  const input = list && {
    completedFlag,
    projectCount: list.length,
    dataSourceCount: list.reduce((sum, p) => sum + p.dataSourceCount, 0),
  };
  const storeFlag = input ? shouldStoreCompletedFlag(input) : false;

  useEffect(() => {
    if (!storeFlag) return;
    const timer = window.setTimeout(() => {
      const local = storage();
      if (local) storeOnboardingCompleted(local);
    }, ONBOARDING_COMPLETED_STORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [storeFlag]);

  return { step: input ? deriveOnboardingStep(input) : null, project: list?.[0] ?? null };
}
