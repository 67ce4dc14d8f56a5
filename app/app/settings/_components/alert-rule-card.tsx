"use client";

import { useId, useState } from "react";
import { FormattedDate } from "@/components/projects/formatted-date";
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
import { Switch } from "@/components/ui/switch";
import { Trash2 } from "lucide-react";
import { useDeleteAlertRule, useUpdateAlertRule } from "@/hooks/queries/use-alerts";
import {
  ALERT_DIRECTION_LABELS,
  ALERT_DIRECTIONS,
  ALERT_METRIC_DESCRIPTIONS,
  ALERT_THRESHOLD,
  isSeriesMetric,
  isTargetedMetric,
  thresholdRange,
  type AlertMetric,
  type AlertRuleDto,
  type AlertRulePatch,
} from "@/lib/alerts/types";
import { errorText } from "@/lib/errors/error-text";

// Settings → Alerts: one rule of a project, each setting saved as it changes (PATCH).

type Range = { min: number; max: number; step: number };

const thresholdError = ({ min, max, step }: Range) =>
  `Enter a number from ${min} to ${max} in steps of ${step}.`;
const WEBHOOK_ERROR =
  "Enter an address that starts with https://, or leave it empty for no webhook.";

/** A threshold the rule accepts (a sensitivity, or positions for a tracked query), or null. */
export function parseThreshold(text: string, range: Range = ALERT_THRESHOLD): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  const { min, max, step } = range;
  if (!Number.isFinite(value) || value < min || value > max) return null;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9 ? value : null;
}

/** The browser's first look at a webhook address; the server checks it again (and further). */
export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

const firstLine = (error: unknown) =>
  errorText(error).split("\n")[0] || "Please try again in a moment.";
export function RuleCard({ rule }: { rule: AlertRuleDto }) {
  const id = useId();
  const update = useUpdateAlertRule();
  // The moment the card appeared stands in for now: a snooze that ends while the page is open
  // shows until the next visit, which the server's check does not depend on.
  const [now] = useState(Date.now);
  const save = (patch: AlertRulePatch) => update.mutate({ rule, patch });
  const watchesSeries = isSeriesMetric(rule.metric);
  const targeted = isTargetedMetric(rule.metric);
  const snoozed = rule.snoozedUntil !== null && Date.parse(rule.snoozedUntil) > now;

  return (
    <article
      aria-labelledby={`${id}-title`}
      data-testid="alert-rule"
      className="grid gap-4 rounded-lg border p-4"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h3
            id={`${id}-title`}
            className="font-medium"
            // Rules of the same kind differ by their target: a screen reader hears it in the title.
            aria-label={rule.target === null ? undefined : `${rule.label}: ${rule.target}`}
          >
            {rule.label}
            {rule.target !== null && (
              <span className="block font-mono text-sm font-normal break-all">{rule.target}</span>
            )}
          </h3>
          <p className="text-sm text-muted-foreground">{ALERT_METRIC_DESCRIPTIONS[rule.metric]}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {targeted && <DeleteRule rule={rule} />}
          <Switch
            id={`${id}-on`}
            checked={!rule.muted}
            aria-describedby={`${id}-title`}
            onCheckedChange={(on) => save({ muted: !on })}
          />
          <Label htmlFor={`${id}-on`}>On</Label>
        </div>
      </div>

      {snoozed && rule.snoozedUntil && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-muted px-3 py-2 text-sm">
          <p>
            Snoozed until <FormattedDate value={rule.snoozedUntil} withTime />
          </p>
          <Button
            variant="outline"
            size="sm"
            className="h-7"
            aria-describedby={`${id}-title`}
            onClick={() => save({ snoozedUntil: null })}
          >
            End snooze
          </Button>
        </div>
      )}

      {watchesSeries && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-direction`}>Alert when it</Label>
            <Select
              value={rule.direction}
              onValueChange={(value) => {
                const direction = ALERT_DIRECTIONS.find((each) => each === value);
                if (direction) save({ direction });
              }}
            >
              <SelectTrigger id={`${id}-direction`} className="w-full sm:w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent align="start">
                {ALERT_DIRECTIONS.map((direction) => (
                  <SelectItem key={direction} value={direction}>
                    {ALERT_DIRECTION_LABELS[direction]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <ThresholdField rule={rule} />
        </div>
      )}
      {rule.metric === "gsc_query_position" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ThresholdField rule={rule} />
        </div>
      )}

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Send alerts to</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Channel label="In app" checked={rule.inApp} onChange={(inApp) => save({ inApp })} />
          <Channel label="Email" checked={rule.email} onChange={(email) => save({ email })} />
        </div>
        <WebhookField rule={rule} />
      </fieldset>
    </article>
  );
}

function Channel({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** A text field's edit until it is saved: Enter or leaving the field saves, Escape undoes it. */
function useDraft(saved: string) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reset = () => {
    setDraft(null);
    setError(null);
  };
  return {
    value: draft ?? saved,
    error: error ?? undefined,
    setError,
    reset,
    edit: (text: string) => {
      setDraft(text);
      setError(null);
    },
    onKeyDown: (commit: () => void) => (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === "Enter") {
        event.preventDefault();
        commit();
      } else if (event.key === "Escape" && (draft !== null || error !== null)) {
        // Only the edit is undone; Escape goes no further (to a dialog around the page).
        event.stopPropagation();
        reset();
      }
    },
  };
}

/** What a rule's threshold field says: robust deviations, or positions for a tracked query. */
const thresholdText = (metric: AlertMetric) =>
  metric === "gsc_query_position"
    ? {
        label: "Positions lost",
        hint: "How far the week's average position must fall below the 4 weeks before.",
      }
    : {
        label: "Sensitivity (robust SDs)",
        hint: "How far from normal a day must be. Lower raises more alerts.",
      };

function ThresholdField({ rule }: { rule: AlertRuleDto }) {
  const id = useId();
  const update = useUpdateAlertRule();
  const field = useDraft(String(rule.threshold));
  const range = thresholdRange(rule.metric);
  const text = thresholdText(rule.metric);
  const commit = () => {
    const threshold = parseThreshold(field.value, range);
    if (threshold === null) return field.setError(thresholdError(range));
    if (threshold !== rule.threshold) update.mutate({ rule, patch: { threshold } });
    field.reset();
  };
  return (
    <FormField id={id} label={text.label} hint={text.hint} error={field.error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={range.min}
          max={range.max}
          step={range.step}
          className="w-full sm:w-32"
          value={field.value}
          onChange={(event) => field.edit(event.target.value)}
          onBlur={commit}
          onKeyDown={field.onKeyDown(commit)}
        />
      )}
    </FormField>
  );
}

function WebhookField({ rule }: { rule: AlertRuleDto }) {
  const id = useId();
  const update = useUpdateAlertRule();
  const field = useDraft(rule.webhookUrl ?? "");
  const commit = () => {
    const text = field.value.trim();
    const webhookUrl = text === "" ? null : text;
    if (webhookUrl === rule.webhookUrl) return field.reset();
    if (webhookUrl !== null && !isHttpsUrl(webhookUrl)) return field.setError(WEBHOOK_ERROR);
    // The refusal is shown under the field, with the address still in it to correct.
    update.mutate(
      { rule, patch: { webhookUrl }, quiet: true },
      { onSuccess: field.reset, onError: (error) => field.setError(firstLine(error)) },
    );
  };
  return (
    <FormField
      id={id}
      label="Webhook URL"
      hint="A Slack-compatible incoming webhook. Saved when you leave the field or press Enter."
      error={field.error}
    >
      {(control) => (
        <Input
          {...control}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://hooks.slack.com/services/…"
          value={field.value}
          onChange={(event) => field.edit(event.target.value)}
          onBlur={commit}
          onKeyDown={field.onKeyDown(commit)}
        />
      )}
    </FormField>
  );
}

/** Deletes a page or query rule (the rules every project has are switched off instead). */
function DeleteRule({ rule }: { rule: AlertRuleDto }) {
  const remove = useDeleteAlertRule();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-muted-foreground hover:text-destructive"
      aria-label={`Delete the rule ${rule.label}: ${rule.target ?? ""}`}
      title="Delete this rule"
      onClick={() => remove.mutate(rule)}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
