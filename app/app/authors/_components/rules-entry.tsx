"use client";

import { ListChecks } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLoadOnIntent } from "@/components/ui/load-on-intent";

// The sheet (Radix's dialog and its forms) loads when someone reaches for a button that opens it.
const loadSheet = () => import("./rules-sheet");

/**
 * The "Rules and import" sheet and the props of any button that opens it: a plain button until the
 * first press loads the sheet, then a button that opens it again.
 */
export function useRulesSheet(projectId: string) {
  const { loaded, open, setOpen, triggerProps } = useLoadOnIntent(loadSheet, { popup: "dialog" });
  const openProps = loaded
    ? { "aria-haspopup": "dialog" as const, onClick: () => setOpen(true) }
    : triggerProps;
  const sheet = loaded ? (
    <loaded.RulesSheet projectId={projectId} open={open} setOpen={setOpen} />
  ) : null;
  return { openProps, sheet };
}

export function RulesButton({
  openProps,
  label = "Rules and import",
  variant = "outline",
}: {
  openProps: object;
  label?: string;
  variant?: "default" | "outline";
}) {
  return (
    <Button variant={variant} size="sm" {...openProps}>
      <ListChecks aria-hidden />
      {label}
    </Button>
  );
}
