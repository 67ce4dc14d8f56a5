"use client";

import dynamic from "next/dynamic";
import { useSessionUser } from "@/hooks/use-auth";
import { AuthLoading } from "@/components/auth/auth-loading";
import { AppFrame } from "./app-frame";

// Signed-in visits never show it, so its code loads only when it renders (on the server too).
const SignInScreen = dynamic(() =>
  import("@/components/auth/sign-in-screen").then((m) => m.SignInScreen),
);

/**
 * Shows the page in the signed-in frame, or the sign-in screen at the same URL. `children` is null
 * when the server rendered the layout without a session; after a sign-in it arrives with the refresh.
 */
export function AppGate({
  sidebarOpen,
  publicDemo = false,
  children,
}: {
  sidebarOpen: boolean;
  /** A public demo of embedded mode: both screens say that data is synthetic and sign-in open. */
  publicDemo?: boolean;
  children: React.ReactNode;
}) {
  const user = useSessionUser();
  if (!user) return <SignInScreen publicDemo={publicDemo} />;
  if (children == null)
    return (
      <div className="flex min-h-dvh">
        <AuthLoading className="m-auto" />
      </div>
    );
  return (
    <AppFrame sidebarOpen={sidebarOpen} publicDemo={publicDemo}>
      {children}
    </AppFrame>
  );
}
