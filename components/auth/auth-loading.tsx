import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

/** The spinner shown while the sign-in state is being resolved. */
export function AuthLoading({ className }: { className?: string }) {
  return (
    <div role="status" className={cn("flex items-center gap-3 text-muted-foreground", className)}>
      <Loader2 aria-hidden className="size-6 animate-spin text-primary" />
      <span>Loading...</span>
    </div>
  );
}
