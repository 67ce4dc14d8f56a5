"use client";

import { useId, useState } from "react";
import { Loader2, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useCreateAlertRule } from "@/hooks/queries/use-alerts";
import {
  ALERT_METRIC_LABELS,
  TARGET_LABELS,
  TARGET_MAX_LENGTH,
  TARGETED_METRICS,
  type TargetedMetric,
} from "@/lib/alerts/types";
import { errorText } from "@/lib/errors/error-text";

// Settings → Alerts: a rule for one page, a group of queries or a tracked query, added to the
// project's rules. The server checks the target (a full URL, an RE2 pattern Search Console
// accepts) and says what is wrong under the field.

const HINTS: Record<TargetedMetric, string> = {
  gsc_page_clicks: "The page's full URL, as Search Performance lists it.",
  gsc_query_clicks:
    "A regular expression, as in Search Console's query filter: garden|seed matches both words.",
  gsc_query_position: "One query, as people type it. Its position is checked every day.",
};

export function AddAlertRule({ projectId }: { projectId: string }) {
  const id = useId();
  const create = useCreateAlertRule();
  const [metric, setMetric] = useState<TargetedMetric>("gsc_page_clicks");
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState("");

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (target.trim() === "")
      return setError(`Enter the ${TARGET_LABELS[metric].label.toLowerCase()}.`);
    setAdded("");
    create.mutate(
      { projectId, metric, target },
      {
        onSuccess: (rule) => {
          setTarget("");
          setError(null);
          setAdded(`Added the rule ${rule.label}: ${rule.target ?? ""}.`);
        },
        // The server's reason without the field's name ("target: ...").
        onError: (failure) =>
          setError(
            errorText(failure)
              .split("\n")[0]!
              .replace(/^target: /, ""),
          ),
      },
    );
  };

  return (
    // The server's message names what is wrong; the browser's own bubble would not say it as well.
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-lg border border-dashed p-4"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-medium">
          Watch a page or a query
        </h3>
        <p className="text-sm text-muted-foreground">
          Alerts for one page&apos;s clicks, a group of queries&apos; clicks, or a query&apos;s
          position.
        </p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[14rem_1fr_auto]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-metric`}>Watch</Label>
          <Select
            value={metric}
            onValueChange={(value) => {
              const chosen = TARGETED_METRICS.find((each) => each === value);
              if (chosen) setMetric(chosen);
              setError(null);
            }}
          >
            <SelectTrigger id={`${id}-metric`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent align="start">
              {TARGETED_METRICS.map((each) => (
                <SelectItem key={each} value={each}>
                  {ALERT_METRIC_LABELS[each]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <FormField
          id={`${id}-target`}
          label={TARGET_LABELS[metric].label}
          hint={HINTS[metric]}
          error={error ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              type={metric === "gsc_page_clicks" ? "url" : "text"}
              inputMode={metric === "gsc_page_clicks" ? "url" : "text"}
              autoComplete="off"
              spellCheck={false}
              maxLength={TARGET_MAX_LENGTH}
              placeholder={TARGET_LABELS[metric].placeholder}
              value={target}
              onChange={(event) => {
                setTarget(event.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        {/* Not disabled while it saves: a disabled button would drop the keyboard's focus. */}
        <Button type="submit" className="sm:mt-7" aria-disabled={create.isPending || undefined}>
          {create.isPending ? (
            <Loader2 aria-hidden className="animate-spin" />
          ) : (
            <Plus aria-hidden />
          )}
          Add rule
        </Button>
      </div>
      <span role="status" className="sr-only">
        {added}
      </span>
    </form>
  );
}
