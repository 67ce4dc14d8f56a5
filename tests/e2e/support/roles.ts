import { test as base } from "@playwright/test";

// One analyst signs in once, in the setup project (auth.setup.ts), and the data views' tests reuse
// that session. Their Google answers are then cached under one user, so a test does not pay for a
// cold 16-month fetch that the previous test already made. Tests that inject faults, change the
// emulator's state for their account or need a user of their own still sign in themselves.
export const ANALYST = { email: "analyst@e2e.rankwell.dev", name: "Ana Analyst" } as const;
export const ANALYST_STATE = ".data/e2e-auth/analyst.json";

/** `test` whose page starts signed in as the analyst (a fresh context with the saved session). */
export const analystTest = base.extend({ storageState: ANALYST_STATE });
