import { CircleAlert, CircleCheck, CircleX, Info } from "lucide-react";
import type { Severity } from "@/lib/tools/meta-tags/finding";
import { cn } from "@/lib/utils";

export const SEVERITY_LABEL: Record<Severity, string> = {
  error: "Error",
  warning: "Warning",
  info: "Note",
  pass: "Passed",
};

const ICONS = { error: CircleX, warning: CircleAlert, info: Info, pass: CircleCheck } as const;
const COLORS: Record<Severity, string> = {
  error: "text-destructive",
  warning: "text-warning",
  info: "text-primary",
  pass: "text-success",
};

/** The icon of a severity; the word is for screen readers, the colour is never the only signal. */
export function SeverityIcon({ severity, className }: { severity: Severity; className?: string }) {
  const Icon = ICONS[severity];
  return (
    <>
      <Icon aria-hidden className={cn("size-4 shrink-0", COLORS[severity], className)} />
      <span className="sr-only">{SEVERITY_LABEL[severity]}: </span>
    </>
  );
}
