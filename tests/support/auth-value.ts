import { vi } from "vitest";
import type { AuthContextValue } from "@/components/auth/auth-context";

export const TEST_USER = {
  id: "6f1c2a9e-8d4b-4c1e-9a57-2b3c4d5e6f70",
  email: "dana@demo.rankwell.dev",
};

/** An auth context value for component tests: Dana signed in, nothing loading, spy actions. */
export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: TEST_USER,
    profile: null,
    tokenHealth: null,
    authState: "authenticated",
    loading: false,
    signingIn: false,
    isRefreshingTokens: false,
    signInWithGoogle: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    deleteAccount: vi.fn(async () => undefined),
    ...overrides,
  };
}
