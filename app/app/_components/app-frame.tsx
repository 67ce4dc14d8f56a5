import { AppHeader } from "@/components/app-shell/app-header";
import { AppSidebar, MobileSidebar } from "@/components/app-shell/app-sidebar";
import { SidebarProvider } from "@/components/app-shell/sidebar-context";
import { OnboardingCompletion } from "@/components/onboarding/onboarding-completion";
import { PublicDemoBanner } from "@/components/app-shell/public-demo-banner";
import { GoogleConnectionBanner } from "./google-connection-banner";
import { UserMenu } from "./user-menu";

/** The signed-in shell (spec §2): sidebar, a 16-unit header with the view's filters, and the page. */
export function AppFrame({
  sidebarOpen,
  publicDemo = false,
  children,
}: {
  /** From the sidebar cookie, read on the server so the first paint has the right width. */
  sidebarOpen: boolean;
  publicDemo?: boolean;
  children: React.ReactNode;
}) {
  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh">
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader userMenu={<UserMenu />} />
          {publicDemo && <PublicDemoBanner />}
          <GoogleConnectionBanner />
          <main id="main" className="flex-1">
            {children}
          </main>
        </div>
      </div>
      <MobileSidebar />
      <OnboardingCompletion />
    </SidebarProvider>
  );
}
