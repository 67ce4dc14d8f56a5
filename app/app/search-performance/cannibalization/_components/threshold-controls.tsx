"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { DEFAULT_CANNIBALIZATION_THRESHOLDS as T } from "@/lib/cannibalization/types";
import {
  IMPRESSION_LIMITS,
  SHARE_LIMITS,
  type CannibalizationViewParams,
} from "@/lib/cannibalization/view-params";

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.round(value)));

/** The detector's adjustable thresholds and the branded switch; the thresholds apply on submit. */
export function ThresholdControls({
  params,
  brandTerms,
  onChange,
}: {
  params: CannibalizationViewParams;
  brandTerms: readonly string[];
  onChange: (patch: Partial<CannibalizationViewParams>) => void;
}) {
  const [share, setShare] = useState(String(params.minSharePercent));
  const [impressions, setImpressions] = useState(String(params.minImpressions));
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const minSharePercent = clamp(Number(share) || params.minSharePercent, SHARE_LIMITS);
    const minImpressions = clamp(Number(impressions) || params.minImpressions, IMPRESSION_LIMITS);
    setShare(String(minSharePercent));
    setImpressions(String(minImpressions));
    onChange({ minSharePercent, minImpressions, issue: null });
  };
  const brandText = brandTerms.length > 0 ? brandTerms.join(", ") : "none set";

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-4" aria-label="Thresholds">
        <div className="grid gap-2">
          <Label htmlFor="min-share">Minimum share per page (%)</Label>
          <Input
            id="min-share"
            type="number"
            inputMode="numeric"
            min={SHARE_LIMITS.min}
            max={SHARE_LIMITS.max}
            value={share}
            onChange={(event) => setShare(event.target.value)}
            className="w-32"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="min-impressions">Minimum impressions per query</Label>
          <Input
            id="min-impressions"
            type="number"
            inputMode="numeric"
            min={IMPRESSION_LIMITS.min}
            max={IMPRESSION_LIMITS.max}
            value={impressions}
            onChange={(event) => setImpressions(event.target.value)}
            className="w-40"
          />
        </div>
        <Button type="submit" variant="outline">
          Apply thresholds
        </Button>
        <div className="flex items-center gap-2 pb-2">
          <Switch
            id="exclude-branded"
            checked={params.excludeBranded}
            onCheckedChange={(checked) => onChange({ excludeBranded: checked, issue: null })}
          />
          <Label htmlFor="exclude-branded">Exclude branded queries</Label>
        </div>
      </form>
      <p className="text-sm text-muted-foreground">
        A query with at least {params.minImpressions} impressions is cannibalized when two or more
        pages each take {params.minSharePercent}% or more of its impressions, or of its clicks once
        it has {T.minClicks}, or when the best-ranked of its pages (each with{" "}
        {Math.round(T.tradingMinShare * 100)}% of the impressions) changes on {T.minSwaps} or more
        days. Brand terms: {brandText}.
      </p>
    </div>
  );
}
