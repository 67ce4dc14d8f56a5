import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** A titled overview widget, with an optional link to the view that goes deeper. */
export function WidgetCard({
  id,
  title,
  description,
  link,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  link?: { href: string; label: string };
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id} className={cn("min-w-0", className)}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={id} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {link ? (
          <Link
            prefetch={false}
            href={link.href}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {link.label}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}
