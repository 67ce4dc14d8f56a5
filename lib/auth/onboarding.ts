export type OnboardingStep = "create_project" | "connect_data_sources" | "completed";

/** Once the user has a project with a data source, the completed flag is stored after this delay. */
export const ONBOARDING_COMPLETED_STORE_DELAY_MS = 3000;

export interface OnboardingInput {
  /** The stored rankwell_onboarding_completed flag. */
  completedFlag: boolean;
  projectCount: number;
  dataSourceCount: number;
}

/** Spec §4 Onboarding: the step the panel shows. */
export function deriveOnboardingStep({
  completedFlag,
  projectCount,
  dataSourceCount,
}: OnboardingInput): OnboardingStep {
  if (completedFlag) return "completed";
  if (projectCount === 0) return "create_project";
  if (dataSourceCount === 0) return "connect_data_sources";
  return "completed";
}

/** The panel is shown unless onboarding is completed. */
export function shouldShowOnboarding(step: OnboardingStep): boolean {
  return step !== "completed";
}

/** True when onboarding was just finished through the data, so the flag should be stored (after 3 s). */
export function shouldStoreCompletedFlag(input: OnboardingInput): boolean {
  return !input.completedFlag && deriveOnboardingStep(input) === "completed";
}
