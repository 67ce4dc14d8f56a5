"use client";

import { useAuth } from "@/hooks/use-auth";
import { AuthLoading } from "@/components/auth/auth-loading";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { AppFrame } from "./app-frame";

/**
 * Shows the page in the signed-in frame, or the sign-in screen at the same URL. `children` is null
 * when the server rendered the layout without a session; after a sign-in it arrives with the refresh.
 */
export function AppGate({
  sidebarOpen,
  children,
}: {
  sidebarOpen: boolean;
  children: React.ReactNode;
}) {
  const { user } = useAuth();
  if (!user) return <SignInScreen />;
  if (children == null)
    return (
      <div className="flex min-h-dvh">
        <AuthLoading className="m-auto" />
      </div>
    );
  return <AppFrame sidebarOpen={sidebarOpen}>{children}</AppFrame>;
}
