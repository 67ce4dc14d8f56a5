import type { Metadata } from "next";
import { connection } from "next/server";
import { AuthCallbackScreen } from "@/components/auth/auth-callback-screen";
import { supabasePublicConfig } from "@/lib/supabase/config";

export const metadata: Metadata = {
  title: "Signing you in",
  robots: { index: false, follow: false },
};

export default async function AuthCallbackPage() {
  // The run mode is read when the page is served, not baked in when it is built.
  await connection();
  return <AuthCallbackScreen supabase={supabasePublicConfig()} />;
}
