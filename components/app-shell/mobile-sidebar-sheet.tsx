"use client";

import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { SidebarLogo } from "./sidebar-logo";
import { SidebarNav } from "./sidebar-nav";

/** The sidebar as a slide-over sheet; a followed link closes it. */
export function MobileSidebarSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 gap-0 p-0" aria-describedby={undefined}>
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SidebarLogo collapsed={false} onNavigate={close} />
        <SidebarNav collapsed={false} onNavigate={close} />
      </SheetContent>
    </Sheet>
  );
}
