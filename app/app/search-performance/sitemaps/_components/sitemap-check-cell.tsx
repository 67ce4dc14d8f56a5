"use client";

import { AlertCircle, CheckCircle2, Loader2 } from "lucide-react";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { cn } from "@/lib/utils";
import { checkVerdict } from "../_lib/check-verdict";
import { useSitemapCheck } from "./use-sitemap-check";

const TONES = {
  ok: { Icon: CheckCircle2, icon: "text-success", text: "" },
  warning: { Icon: AlertCircle, icon: "text-warning", text: "" },
  problem: { Icon: AlertCircle, icon: "", text: "text-destructive" },
} as const;

/** A one-line verdict of Rankwell's read of a sitemap, for its table row. */
export function SitemapCheckCell({ property, url }: { property: PropertyRef; url: string }) {
  const check = useSitemapCheck(property, url);
  if (check.isPending)
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        Reading…
      </span>
    );
  const verdict = check.isError
    ? { tone: "problem" as const, text: dataErrorToast(check.error).message }
    : checkVerdict(check.data);
  const { Icon, icon, text } = TONES[verdict.tone];
  return (
    <span className={cn("inline-flex max-w-72 items-start gap-1.5 whitespace-normal", text)}>
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", icon)} />
      {verdict.text}
    </span>
  );
}
