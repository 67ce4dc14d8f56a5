"use client";

import { Copy, Download, FileArchive, FileDown, Link2, Mail, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/notifications/notify";
import {
  useReportFile,
  useReportOutputs,
  useReportOutputsMutations,
} from "@/hooks/queries/use-reports";
import { formatDateTime } from "@/lib/dates/format";
import { reportCsvHref, reportFileHref } from "@/lib/query/reports";
import { describeTiming, WEEKDAY_NAMES } from "@/lib/reports/schedule";
import type { PageSize, ReportDto } from "@/lib/reports/types";

const selectClass =
  "h-9 rounded-md border border-input bg-transparent px-3 text-sm dark:bg-input/30";

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;

function PdfExport({ report }: { report: ReportDto }) {
  const [pageSize, setPageSize] = useState<PageSize>(report.pageSize);
  const [fileId, setFileId] = useState<string | null>(null);
  const { startPdf } = useReportOutputsMutations(report.id);
  const file = useReportFile(report.id, fileId);
  const status = file.data;
  const percent = status?.progress?.total
    ? Math.round((status.progress.done / status.progress.total) * 100)
    : null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="pdf-size">Page size</Label>
          <select
            id="pdf-size"
            className={selectClass}
            value={pageSize}
            onChange={(event) => setPageSize(event.target.value as PageSize)}
          >
            <option value="a4">A4</option>
            <option value="letter">Letter</option>
          </select>
        </div>
        <Button
          type="button"
          disabled={startPdf.isPending || status?.state === "pending"}
          onClick={() => startPdf.mutate(pageSize, { onSuccess: (f) => setFileId(f.id) })}
        >
          <FileDown aria-hidden /> Create PDF
        </Button>
        <a
          className={buttonVariants({ variant: "outline" })}
          href={reportCsvHref(report.id)}
          download
        >
          <FileArchive aria-hidden /> Download CSV zip
        </a>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {status?.state === "pending" ? (
          <span className="text-muted-foreground">
            {status.progress?.step ?? "Waiting to print the report"}
            {percent !== null ? ` (${percent}%)` : ""}…
          </span>
        ) : status?.state === "ready" ? (
          <a
            className={buttonVariants({ variant: "link", className: "px-0" })}
            href={reportFileHref(report.id, status.id)}
            download
          >
            <Download aria-hidden /> Download {status.fileName} ({sizeText(status.sizeBytes)})
          </a>
        ) : status?.state === "failed" ? (
          <span className="text-destructive">
            {status.error ?? "The PDF could not be printed."}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function Sharing({ report }: { report: ReportDto }) {
  const [expires, setExpires] = useState("30");
  const [created, setCreated] = useState<string | null>(null);
  const outputs = useReportOutputs(report.id);
  const { share, revoke } = useReportOutputsMutations(report.id);
  const active = outputs.data?.shares.filter((s) => s.active) ?? [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="share-expiry">Link works for</Label>
          <select
            id="share-expiry"
            className={selectClass}
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
          >
            <option value="7">7 days</option>
            <option value="30">30 days</option>
            <option value="90">90 days</option>
            <option value="">Until revoked</option>
          </select>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={share.isPending}
          onClick={() =>
            share.mutate(expires ? Number(expires) : null, { onSuccess: (s) => setCreated(s.url) })
          }
        >
          <Link2 aria-hidden /> Create share link
        </Button>
      </div>
      {created ? (
        <div className="grid gap-1.5 rounded-lg border bg-muted/40 p-3">
          <Label htmlFor="share-url">
            Anyone with this link can read the report as it is now. It is shown only once.
          </Label>
          <div className="flex gap-2">
            <Input id="share-url" readOnly value={created} onFocus={(e) => e.target.select()} />
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Copy the link"
              onClick={() =>
                void navigator.clipboard
                  .writeText(created)
                  .then(() => notify({ type: "success", category: "data", title: "Link copied." }))
              }
            >
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
      ) : null}
      {active.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Active share links">
          {active.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2">
              <span className="text-muted-foreground">
                Made {formatDateTime(s.createdAt)}
                {s.expiresAt
                  ? `, works until ${formatDateTime(s.expiresAt)}`
                  : ", works until revoked"}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(s.id)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Schedules({ report }: { report: ReportDto }) {
  const [cadence, setCadence] = useState<"weekly" | "monthly">("monthly");
  const [day, setDay] = useState(4);
  const [hour, setHour] = useState(7);
  const [recipients, setRecipients] = useState("");
  const outputs = useReportOutputs(report.id);
  const { schedule, unschedule } = useReportOutputsMutations(report.id);
  const list = recipients
    .split(/[\s,;]+/)
    .map((r) => r.trim())
    .filter(Boolean);
  return (
    <div className="grid gap-3">
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          schedule.mutate(
            { cadence, day, hour, recipients: list },
            { onSuccess: () => setRecipients("") },
          );
        }}
      >
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="schedule-cadence">Send</Label>
            <select
              id="schedule-cadence"
              className={selectClass}
              value={cadence}
              onChange={(event) => {
                const next = event.target.value as "weekly" | "monthly";
                setCadence(next);
                setDay(next === "weekly" ? 1 : 4);
              }}
            >
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="schedule-day">{cadence === "weekly" ? "On" : "On day"}</Label>
            <select
              id="schedule-day"
              className={selectClass}
              value={day}
              onChange={(event) => setDay(Number(event.target.value))}
            >
              {cadence === "weekly"
                ? WEEKDAY_NAMES.map((name, i) => (
                    <option key={name} value={i + 1}>
                      {name}
                    </option>
                  ))
                : Array.from({ length: 28 }, (_, i) => (
                    <option key={i} value={i + 1}>
                      {i + 1}
                    </option>
                  ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="schedule-hour">At (Pacific)</Label>
            <select
              id="schedule-hour"
              className={selectClass}
              value={hour}
              onChange={(event) => setHour(Number(event.target.value))}
            >
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={h}>
                  {String(h).padStart(2, "0")}:00
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="schedule-recipients">Recipients (up to 20, separated by commas)</Label>
          <Textarea
            id="schedule-recipients"
            value={recipients}
            placeholder="client@example.com, manager@example.com"
            onChange={(event) => setRecipients(event.target.value)}
          />
        </div>
        <div>
          <Button
            type="submit"
            variant="outline"
            disabled={schedule.isPending || list.length === 0}
          >
            <Mail aria-hidden /> Schedule emails
          </Button>
        </div>
      </form>
      {outputs.data?.schedules.length ? (
        <ul className="grid gap-2 text-sm" aria-label="Schedules">
          {outputs.data.schedules.map((s) => (
            <li key={s.id} className="flex items-start justify-between gap-2 rounded-lg border p-2">
              <span>
                {describeTiming(s)} to {s.recipients.join(", ")}.{" "}
                <span className="text-muted-foreground">Next: {formatDateTime(s.nextRunAt)}</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label="Stop this schedule"
                onClick={() => unschedule.mutate(s.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function History({ report }: { report: ReportDto }) {
  const outputs = useReportOutputs(report.id);
  if (outputs.isPending)
    return <p className="text-sm text-muted-foreground">Loading the history…</p>;
  const data = outputs.data;
  if (!data || (data.files.length === 0 && data.deliveries.length === 0))
    return (
      <p className="text-sm text-muted-foreground">
        Nothing made yet. PDFs, CSV zips and scheduled emails appear here.
      </p>
    );
  const files = new Map(data.files.map((f) => [f.id, f]));
  return (
    <ul className="grid gap-1 text-sm" aria-label="Files and sendings">
      {data.deliveries.map((d) => {
        const file = d.fileId ? files.get(d.fileId) : undefined;
        return (
          <li key={d.id}>
            {formatDateTime(d.createdAt)}:{" "}
            {d.state === "failed"
              ? `not sent (${d.error ?? "failed"})`
              : d.state === "outbox"
                ? "kept in the outbox"
                : "emailed"}{" "}
            to {d.recipients.join(", ")}
            {file?.state === "ready" ? (
              <>
                {" "}
                ·{" "}
                <a className="underline" href={reportFileHref(report.id, file.id)}>
                  PDF
                </a>
              </>
            ) : null}
          </li>
        );
      })}
      {data.files
        .filter((f) => f.state === "ready")
        .map((f) => (
          <li key={f.id}>
            <a className="underline" href={reportFileHref(report.id, f.id)} download>
              {f.fileName}
            </a>{" "}
            <span className="text-muted-foreground">
              ({sizeText(f.sizeBytes)}, {formatDateTime(f.createdAt)})
            </span>
          </li>
        ))}
    </ul>
  );
}

/** What can be made of the report: the PDF, the CSV zip, share links, schedules, and their history. */
export function OutputsPanel({ report }: { report: ReportDto }) {
  return (
    <div className="grid gap-6">
      <section className="grid gap-2" aria-labelledby="out-download">
        <h3 id="out-download" className="font-medium">
          Download
        </h3>
        <PdfExport report={report} />
      </section>
      <section className="grid gap-2" aria-labelledby="out-share">
        <h3 id="out-share" className="font-medium">
          Share a read-only link
        </h3>
        <Sharing report={report} />
      </section>
      <section className="grid gap-2" aria-labelledby="out-schedule">
        <h3 id="out-schedule" className="font-medium">
          Email on a schedule
        </h3>
        <Schedules report={report} />
      </section>
      <section className="grid gap-2" aria-labelledby="out-history">
        <h3 id="out-history" className="font-medium">
          History
        </h3>
        <History report={report} />
      </section>
    </div>
  );
}
