"use client";

import { useId, useState } from "react";
import { Loader2, RefreshCw } from "lucide-react";
import { FormattedDate } from "@/components/projects/formatted-date";
import { QueryState } from "@/components/projects/query-state";
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
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import {
  useAlertRules,
  useCheckAlerts,
  useOutbox,
  useUpdateAlertRule,
} from "@/hooks/queries/use-alerts";
import { useProjectsQuery } from "@/hooks/queries/use-projects-query";
import {
  ALERT_DIRECTION_LABELS,
  ALERT_DIRECTIONS,
  ALERT_METRIC_DESCRIPTIONS,
  ALERT_THRESHOLD,
  type AlertRuleDto,
  type AlertRulePatch,
  type OutboxMailDto,
} from "@/lib/alerts/types";
import { errorText } from "@/lib/errors/error-text";
import type { ProjectDto } from "@/lib/projects/types";
import { TRUNCATED_VALUE, Truncated } from "@/components/app-shell/filter-selects";
import { SettingsSection } from "./settings-section";

const THRESHOLD_ERROR = `Enter a number from ${ALERT_THRESHOLD.min} to ${ALERT_THRESHOLD.max} in steps of ${ALERT_THRESHOLD.step}.`;
const WEBHOOK_ERROR =
  "Enter an address that starts with https://, or leave it empty for no webhook.";

/** A sensitivity the rule accepts, or null. */
export function parseThreshold(text: string): number | null {
  if (text.trim() === "") return null;
  const value = Number(text);
  const { min, max, step } = ALERT_THRESHOLD;
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

export function AlertsSection() {
  const projects = useProjectsQuery();
  return (
    <SettingsSection
      id="alerts"
      title="Alerts"
      description="Every day Rankwell compares each project's data with its usual level and raises an alert when a day is far from it: in the bell, by email or to a webhook."
    >
      <QueryState
        query={projects}
        label="your projects"
        loading={<Skeleton className="h-40" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-sm text-muted-foreground">
            Alerts watch a project&apos;s data sources. Create a project above to set them up.
          </p>
        }
      >
        {(list) => <ProjectRules projects={list} />}
      </QueryState>
      <Separator />
      <Outbox />
    </SettingsSection>
  );
}

function ProjectRules({ projects }: { projects: ProjectDto[] }) {
  const pickerId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  // The first project until another is chosen, and again if the chosen one is deleted.
  const project = projects.find((each) => each.id === chosen) ?? projects[0];
  const projectId = project?.id ?? null;
  const rules = useAlertRules(projectId);
  const check = useCheckAlerts();
  const checking = check.isPending;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={pickerId}>Project</Label>
          <Select value={projectId ?? undefined} onValueChange={setChosen}>
            <SelectTrigger
              id={pickerId}
              className={`w-72 max-w-full ${TRUNCATED_VALUE}`}
              title={project?.name}
            >
              <SelectValue>
                <Truncated text={project?.name ?? ""} />
              </SelectValue>
            </SelectTrigger>
            <SelectContent align="start">
              {projects.map((each) => (
                <SelectItem key={each.id} value={each.id}>
                  {each.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {/* Not disabled while it runs: a disabled button would drop the keyboard's focus. */}
        <Button
          variant="outline"
          aria-disabled={checking || undefined}
          className="aria-disabled:opacity-70"
          onClick={() => {
            if (!checking && projectId) check.mutate({ projectId });
          }}
        >
          {checking ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
          Check now
        </Button>
      </div>
      <span role="status" className="sr-only">
        {checking ? `Checking ${project?.name ?? "the project"}...` : ""}
      </span>
      <QueryState
        query={rules}
        label="the alert rules"
        loading={<Skeleton className="h-48" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="text-sm text-muted-foreground">
            This project has no rules yet. Connect a Search Console, GA4 or Business Profile source
            to it and its rules appear here.
          </p>
        }
      >
        {(list) => (
          <ul
            aria-label={`Alert rules of ${project?.name ?? "the project"}`}
            className="grid gap-4"
          >
            {list.map((rule) => (
              <li key={rule.id}>
                <RuleCard rule={rule} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function RuleCard({ rule }: { rule: AlertRuleDto }) {
  const id = useId();
  const update = useUpdateAlertRule();
  // The moment the card appeared stands in for now: a snooze that ends while the page is open
  // shows until the next visit, which the server's check does not depend on.
  const [now] = useState(Date.now);
  const save = (patch: AlertRulePatch) => update.mutate({ rule, patch });
  const watchesSeries = rule.metric !== "google_connection";
  const snoozed = rule.snoozedUntil !== null && Date.parse(rule.snoozedUntil) > now;

  return (
    <article
      aria-labelledby={`${id}-title`}
      data-testid="alert-rule"
      className="grid gap-4 rounded-lg border p-4"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h3 id={`${id}-title`} className="font-medium">
            {rule.label}
          </h3>
          <p className="text-sm text-muted-foreground">{ALERT_METRIC_DESCRIPTIONS[rule.metric]}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
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

function ThresholdField({ rule }: { rule: AlertRuleDto }) {
  const id = useId();
  const update = useUpdateAlertRule();
  const field = useDraft(String(rule.threshold));
  const commit = () => {
    const threshold = parseThreshold(field.value);
    if (threshold === null) return field.setError(THRESHOLD_ERROR);
    if (threshold !== rule.threshold) update.mutate({ rule, patch: { threshold } });
    field.reset();
  };
  return (
    <FormField
      id={id}
      label="Sensitivity (robust SDs)"
      hint="How far from normal a day must be. Lower raises more alerts."
      error={field.error}
    >
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={ALERT_THRESHOLD.min}
          max={ALERT_THRESHOLD.max}
          step={ALERT_THRESHOLD.step}
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

function Outbox() {
  const outbox = useOutbox();
  return (
    <div className="grid gap-3">
      <h3 className="font-medium">Outbox</h3>
      <QueryState query={outbox} label="the outbox" loading={<Skeleton className="h-16" />}>
        {({ smtp, mails }) =>
          smtp ? (
            <p className="text-sm text-muted-foreground">Emails go to your SMTP server.</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                No SMTP server is set up, so Rankwell keeps the alert emails here.
              </p>
              {mails.length === 0 ? (
                <p className="text-sm text-muted-foreground">No emails yet.</p>
              ) : (
                <ul aria-label="Emails in the outbox" className="grid gap-2">
                  {mails.map((mail) => (
                    <li key={mail.id}>
                      <OutboxMail mail={mail} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function OutboxMail({ mail }: { mail: OutboxMailDto }) {
  return (
    <details className="group rounded-md border text-sm">
      <summary className="grid cursor-pointer gap-0.5 rounded-md px-3 py-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50">
        <span className="font-medium break-words">{mail.subject}</span>
        <span className="text-xs break-all text-muted-foreground">
          To {mail.to} · <FormattedDate value={mail.createdAt} withTime />
        </span>
      </summary>
      <pre className="overflow-x-auto border-t px-3 py-2 font-sans text-sm break-words whitespace-pre-wrap">
        {mail.text}
      </pre>
    </details>
  );
}
