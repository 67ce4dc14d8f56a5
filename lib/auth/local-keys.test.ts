// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  clearLocalAuthKeys,
  clearUserProfile,
  isOnboardingCompletedStored,
  isReturningUser,
  LOCAL_KEYS,
  markVisited,
  storeOnboardingCompleted,
  type StorageLike,
} from "./local-keys";
import { readUserProfile } from "./user-profile";

const broken: StorageLike = {
  length: 0,
  key: () => null,
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("Quota exceeded", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
};

describe("local keys", () => {
  beforeEach(() => localStorage.clear());

  it("names the keys with the rankwell prefix", () => {
    expect(LOCAL_KEYS).toEqual({
      visited: "rankwell_visited",
      userProfile: "rankwell_user_profile",
      onboardingCompleted: "rankwell_onboarding_completed",
      onboardingReturn: "rankwell_onboarding_return",
      returnPath: "rankwell_return_path",
    });
  });

  it("treats a first visit as new and a marked visit as returning", () => {
    expect(isReturningUser(localStorage)).toBe(false);
    markVisited(localStorage, "ada@example.com", new Date("2025-03-01T12:00:00.000Z"));
    expect(isReturningUser(localStorage)).toBe(true);
    expect(readUserProfile(localStorage)).toEqual({
      email: "ada@example.com",
      lastLogin: "2025-03-01T12:00:00.000Z",
    });
  });

  it("counts the visited flag alone as returning", () => {
    localStorage.setItem("rankwell_visited", "true");
    expect(isReturningUser(localStorage)).toBe(true);
    expect(readUserProfile(localStorage)).toBeNull();
  });

  it("ignores a profile record it cannot read", () => {
    localStorage.setItem("rankwell_user_profile", "{not json");
    expect(readUserProfile(localStorage)).toBeNull();
    localStorage.setItem("rankwell_user_profile", JSON.stringify({ email: "ada@example.com" }));
    expect(readUserProfile(localStorage)).toBeNull();
  });

  it("clears the profile but keeps the visited flag", () => {
    markVisited(localStorage, "ada@example.com", new Date());
    clearUserProfile(localStorage);
    expect(readUserProfile(localStorage)).toBeNull();
    expect(isReturningUser(localStorage)).toBe(true);
  });

  it("stores and reads the onboarding completed flag", () => {
    expect(isOnboardingCompletedStored(localStorage)).toBe(false);
    storeOnboardingCompleted(localStorage);
    expect(localStorage.getItem("rankwell_onboarding_completed")).toBe("true");
    expect(isOnboardingCompletedStored(localStorage)).toBe(true);
  });

  it("clears only rankwell_ and sb- keys", () => {
    const keep = {
      theme: "dark",
      other_app_visited: "1",
      "xsb-token": "x",
      Rankwell_visited: "true",
    };
    Object.entries(keep).forEach(([key, value]) => localStorage.setItem(key, value));
    markVisited(localStorage, "ada@example.com", new Date());
    storeOnboardingCompleted(localStorage);
    localStorage.setItem("rankwell_return_path", "/app/projects/");
    localStorage.setItem("sb-abcd-auth-token", "{}");
    localStorage.setItem("sb-abcd-auth-token-code-verifier", "v");

    const removed = clearLocalAuthKeys(localStorage);

    expect(removed.sort()).toEqual([
      "rankwell_onboarding_completed",
      "rankwell_return_path",
      "rankwell_user_profile",
      "rankwell_visited",
      "sb-abcd-auth-token",
      "sb-abcd-auth-token-code-verifier",
    ]);
    expect(Object.fromEntries(Object.entries(localStorage))).toEqual(keep);
  });

  it("survives a storage that is disabled or full", () => {
    expect(() => markVisited(broken, "ada@example.com", new Date())).not.toThrow();
    expect(isReturningUser(broken)).toBe(false);
    expect(readUserProfile(broken)).toBeNull();
    expect(isOnboardingCompletedStored(broken)).toBe(false);
    expect(() => storeOnboardingCompleted(broken)).not.toThrow();
    expect(() => clearUserProfile(broken)).not.toThrow();
  });
});
