// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ACCOUNT_DELETION_REDIRECT_DELAY_MS,
  deleteAccount,
  type AccountDeletionSteps,
} from "./account-deletion";

describe("deleteAccount", () => {
  let log: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    log = [];
  });
  afterEach(() => vi.useRealTimers());

  function steps(overrides: Partial<AccountDeletionSteps> = {}): AccountDeletionSteps {
    const record = (name: string) => async () => void log.push(name);
    return {
      revokeTokens: vi.fn(record("revoke")),
      deleteUserData: vi.fn(async () => {
        log.push(`delete (keys left: ${localStorage.length})`);
      }),
      storage: {
        get length() {
          return localStorage.length;
        },
        key: (index) => localStorage.key(index),
        getItem: (key) => localStorage.getItem(key),
        setItem: (key, value) => localStorage.setItem(key, value),
        removeItem: (key) => {
          log.push(`remove ${key}`);
          localStorage.removeItem(key);
        },
      },
      signOut: vi.fn(record("signOut")),
      navigate: vi.fn((path: string) => void log.push(`navigate ${path}`)),
      ...overrides,
    };
  }

  it("runs the five steps in order and goes to / after 1 s", async () => {
    localStorage.setItem("rankwell_visited", "true");
    localStorage.setItem("sb-ref-auth-token", "{}");
    localStorage.setItem("theme", "dark");
    const deps = steps();

    const done = deleteAccount(deps);
    await vi.advanceTimersByTimeAsync(ACCOUNT_DELETION_REDIRECT_DELAY_MS - 1);
    expect(deps.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;

    expect(ACCOUNT_DELETION_REDIRECT_DELAY_MS).toBe(1000);
    expect(log).toEqual([
      "revoke",
      "delete (keys left: 3)",
      "remove rankwell_visited",
      "remove sb-ref-auth-token",
      "signOut",
      "navigate /",
    ]);
    expect(localStorage.getItem("theme")).toBe("dark");
  });

  it("goes on when revoking the Google tokens fails", async () => {
    const deps = steps({
      revokeTokens: vi.fn(async () => Promise.reject(new Error("revoke failed"))),
    });
    const done = deleteAccount(deps);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(deps.deleteUserData).toHaveBeenCalled();
    expect(deps.signOut).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith("/");
  });

  it("stops when deleting the user data fails, keeping the keys and the session", async () => {
    localStorage.setItem("rankwell_visited", "true");
    const deps = steps({
      deleteUserData: vi.fn(async () => Promise.reject(new Error("permission denied"))),
    });
    await expect(deleteAccount(deps)).rejects.toThrow("permission denied");
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.revokeTokens).toHaveBeenCalled();
    expect(localStorage.getItem("rankwell_visited")).toBe("true");
    expect(deps.signOut).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
