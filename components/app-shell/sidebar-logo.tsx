"use client";

import { SITE_NAME } from "@/lib/site";
import { cn } from "@/lib/utils";
import { LogoMark } from "@/components/marketing/logo";
import { IntentLink } from "./intent-link";

/** The logo leads to the marketing home page (spec §2). */
export function SidebarLogo({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <div className={cn("flex h-16 shrink-0 items-center border-b px-4", collapsed && "px-0")}>
      <IntentLink
        href="/"
        onClick={onNavigate}
        aria-label={`${SITE_NAME} home`}
        className={cn(
          "flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          collapsed && "mx-auto",
        )}
      >
        <LogoMark />
        {!collapsed && <span className="text-lg">{SITE_NAME}</span>}
      </IntentLink>
    </div>
  );
}
