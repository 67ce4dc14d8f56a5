// The auth provider loads some modules on first use: the session's schema, the popup flow, sonner
// and, in Supabase mode, the Supabase client. A test file loads them first (in beforeAll), so that
// on a busy test run its waits time the provider's own steps, not the first import of a module.
export async function warmAuthModules(): Promise<void> {
  await Promise.all([
    import("@/lib/query/auth-schema"),
    import("@/lib/auth/popup"),
    import("@/lib/supabase/sign-in"),
    import("sonner"),
  ]);
}
