import { vi } from "vitest";

// Settings of a Supabase-mode test run; stub them before lib/env.ts is first imported.
export const SUPABASE_TEST_ENV = {
  NEXT_PUBLIC_SUPABASE_URL: "https://abcdefghijklmnop.supabase.co",
  NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon-key-for-tests",
  DATABASE_URL: "postgres://postgres:postgres@127.0.0.1:1/postgres",
  GOOGLE_CLIENT_ID: "123-test.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "GOCSPX-test-secret",
  SITE_URL: "http://localhost:3000",
} as const;

export function stubSupabaseEnv(): void {
  for (const [name, value] of Object.entries(SUPABASE_TEST_ENV)) vi.stubEnv(name, value);
}

/**
 * A stand-in for `supabase.auth` that records, in order, every method the code under test reaches
 * for, so a test can prove what ran first.
 */
export function recordingAuth<T extends object>(impl: T, calls: string[]): T {
  return new Proxy(impl, {
    get(target, prop, receiver) {
      if (typeof prop === "string") calls.push(prop);
      return Reflect.get(target, prop, receiver);
    },
  });
}
