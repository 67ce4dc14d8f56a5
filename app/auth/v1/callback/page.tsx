import type { Metadata } from "next";
import { AuthCallbackScreen } from "@/components/auth/auth-callback-screen";

export const metadata: Metadata = { title: "Signing you in", robots: { index: false, follow: false } };

export default function AuthCallbackPage() {
  return <AuthCallbackScreen />;
}
