import Link from "next/link";
import { SITE_NAME } from "@/lib/site";
import { LogoMark } from "@/components/marketing/logo";
import { RefreshingIndicator } from "@/components/auth/refreshing-indicator";
import { GoogleConnectionBanner } from "./google-connection-banner";
import { UserMenu } from "./user-menu";

/** The signed-in frame: a 16-unit top bar with the logo, the token indicator and the user menu. */
export function AppFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 flex h-16 items-center gap-4 border-b bg-background/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-6">
        <Link
          href="/"
          className="flex items-center gap-2 font-semibold tracking-tight"
          aria-label={`${SITE_NAME} home`}
        >
          <LogoMark />
          <span className="text-lg">{SITE_NAME}</span>
        </Link>
        <div className="ml-auto flex items-center gap-3">
          <RefreshingIndicator />
          <UserMenu />
        </div>
      </header>
      <GoogleConnectionBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
