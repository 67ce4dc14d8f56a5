import { Info } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/utils";

/** A quiet line that explains the figures around it: an info icon and the sentence. */
export function InfoNote({
  children,
  className,
  ...props
}: React.ComponentProps<"p"> & { "data-slot": string }) {
  return (
    <p
      role="note"
      className={cn("flex items-start gap-1.5 text-sm text-muted-foreground", className)}
      {...props}
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
