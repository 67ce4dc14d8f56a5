import { describe, expect, it } from "vitest";
import {
  deriveOnboardingStep,
  ONBOARDING_COMPLETED_STORE_DELAY_MS,
  shouldShowOnboarding,
  shouldStoreCompletedFlag,
} from "./onboarding";

describe("deriveOnboardingStep", () => {
  it.each([
    [{ completedFlag: true, projectCount: 0, dataSourceCount: 0 }, "completed", false],
    [{ completedFlag: true, projectCount: 2, dataSourceCount: 5 }, "completed", false],
    [{ completedFlag: false, projectCount: 0, dataSourceCount: 0 }, "create_project", false],
    [{ completedFlag: false, projectCount: 1, dataSourceCount: 0 }, "connect_data_sources", false],
    [{ completedFlag: false, projectCount: 3, dataSourceCount: 0 }, "connect_data_sources", false],
    [{ completedFlag: false, projectCount: 1, dataSourceCount: 1 }, "completed", true],
  ] as const)("%j gives %s (store the flag: %s)", (input, step, store) => {
    expect(deriveOnboardingStep(input)).toBe(step);
    expect(shouldStoreCompletedFlag(input)).toBe(store);
  });

  it("shows the panel unless onboarding is completed", () => {
    expect(shouldShowOnboarding("create_project")).toBe(true);
    expect(shouldShowOnboarding("connect_data_sources")).toBe(true);
    expect(shouldShowOnboarding("completed")).toBe(false);
  });

  it("stores the flag after 3 s", () => {
    expect(ONBOARDING_COMPLETED_STORE_DELAY_MS).toBe(3000);
  });
});
