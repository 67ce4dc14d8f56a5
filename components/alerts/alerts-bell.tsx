"use client";

import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";
import { useAlerts } from "@/hooks/queries/use-alerts";
import { formatNumber } from "@/lib/format/numbers";
import { cn } from "@/lib/utils";
import { badgeText } from "./alert-text";

// The popover, its list and the snooze menu load on intent, not with every page's header.
const loadPopover = () => import("./alerts-popover");

/** The header's bell: the unread count, and a popover with the newest alerts. */
export function AlertsBell() {
  const alerts = useAlerts();
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadPopover, { popup: "dialog" });
  const unread = alerts.data?.unread ?? 0;
  const bell = (open: boolean, closed: object) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={unread > 0 ? `Alerts, ${formatNumber(unread)} unread` : "Alerts"}
      // On a phone the header keeps its room for the filters and the date picker: the bell
      // shows there while alerts are unread (and while its list is open).
      className={cn("relative", unread === 0 && !open && "max-sm:hidden")}
      {...closed}
    >
      <Bell aria-hidden className="size-4" />
      {unread > 0 && (
        <span
          aria-hidden
          data-testid="alerts-badge"
          className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums"
        >
          {badgeText(unread)}
        </span>
      )}
    </Button>
  );
  if (loaded)
    return (
      <loaded.AlertsPopover trigger={(shown) => bell(shown, {})} open={open} setOpen={setOpen} />
    );
  return bell(false, triggerProps);
}
