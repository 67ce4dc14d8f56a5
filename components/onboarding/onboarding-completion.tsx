"use client";

import { useStoreOnboardingCompleted } from "./use-onboarding-step";

/** Renders nothing: it keeps the onboarding flag's timer alive while the user moves between views. */
export function OnboardingCompletion() {
  useStoreOnboardingCompleted();
  return null;
}
