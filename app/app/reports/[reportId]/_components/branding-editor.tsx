"use client";

import { ImageUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useReportLogo } from "@/hooks/queries/use-reports";
import { SECTION_LIMITS } from "@/lib/reports/sections";
import type { ReportBranding, ReportDto } from "@/lib/reports/types";

const LOGO_TYPES = "image/png,image/jpeg,image/webp";

/** White label: the agency's name, logo and accent colour, and whether Rankwell is named. */
export function BrandingEditor({
  report,
  branding,
  onChange,
}: {
  report: ReportDto;
  branding: ReportBranding;
  onChange: (next: ReportBranding) => void;
}) {
  const { upload, remove } = useReportLogo(report.id);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="brand-name">Agency name</Label>
        <Input
          id="brand-name"
          value={branding.name ?? ""}
          maxLength={SECTION_LIMITS.brandChars}
          placeholder="Shown on the cover and on every page"
          onChange={(event) => onChange({ ...branding, name: event.target.value || null })}
        />
      </div>
      <div className="flex items-center gap-3">
        <Label htmlFor="brand-accent">Accent colour</Label>
        <input
          id="brand-accent"
          type="color"
          className="h-9 w-14 cursor-pointer rounded-md border border-input bg-transparent"
          value={branding.accent}
          onChange={(event) => onChange({ ...branding, accent: event.target.value })}
        />
        <code className="text-sm text-muted-foreground">{branding.accent}</code>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="brand-logo">Logo</Label>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id="brand-logo"
            type="file"
            accept={LOGO_TYPES}
            className="max-w-72"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
              event.target.value = "";
            }}
          />
          {report.hasLogo ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              <Trash2 aria-hidden /> Remove logo
            </Button>
          ) : null}
        </div>
        {upload.isError ? (
          <p role="alert" className="text-xs text-destructive">
            {upload.error instanceof Error ? upload.error.message : "The logo could not be saved."}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <ImageUp aria-hidden className="size-3.5" />
          {report.hasLogo ? "A logo is set. " : ""}PNG, JPEG or WebP, at most 160 KB. SVG files are
          not accepted.
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={branding.showRankwell}
          onChange={(event) => onChange({ ...branding, showRankwell: event.target.checked })}
        />
        Say the report was made with Rankwell
      </label>
    </div>
  );
}
