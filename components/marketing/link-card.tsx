import Link from "next/link";
import { ArrowRight, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * A card whose title is the link; the link's hit area is stretched over the whole card, so the
 * accessible name stays the short title while the card remains clickable anywhere.
 */
export function LinkCard({
  href,
  title,
  summary,
  icon: Icon,
  action = "Learn more",
  className,
}: {
  href: string;
  title: string;
  summary: string;
  icon: LucideIcon;
  action?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "group relative flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-xs transition-colors",
        "hover:border-primary/50 has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50",
        className,
      )}
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <h3 className="mt-4 font-semibold">
        <Link href={href} className="outline-none after:absolute after:inset-0 after:rounded-xl">
          {title}
        </Link>
      </h3>
      <p className="mt-2 text-sm text-pretty text-muted-foreground">{summary}</p>
      <span
        aria-hidden
        className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-primary"
      >
        {action}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </div>
  );
}
