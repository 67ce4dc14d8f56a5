import { cn } from "@/lib/utils";

/**
 * Lets a wide table scroll sideways on small screens instead of widening the page. Focusable and labelled,
 * so keyboard users can scroll it too; `relative` keeps screen-reader-only text inside the scroll box.
 */
export function ScrollTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn("relative overflow-x-auto", className)}
    >
      {children}
    </div>
  );
}
