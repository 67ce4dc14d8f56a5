import "server-only";
import { and, eq, lte } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { reportDeliveries, reportSchedules } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { pacificDate } from "@/lib/google/pacific-date";
import { GOOGLE_TIME_ZONE } from "@/lib/dates/google-day";
import { logFailure } from "@/lib/errors/failure-summary";
import type { JobContext } from "@/lib/jobs/worker";
import { assembleSnapshot } from "./assemble";
import { reportEmail, reportMailerFromEnv, type ReportMailer } from "./mail";
import { renderReportPdf } from "./pdf";
import { nextRunAt } from "./schedule";
import { fileNameOf, findReport, finishFile, pendingPdfs, readLogo, storeFile } from "./store";
import type { ReportSnapshot } from "./types";

// The report jobs: `report-pdf` prints the user's PDFs asked for from the app, `report-send` mails
// the user's schedules that are due. A sweep every 15 minutes queues report-send for each user
// with a schedule due.

type Progress = JobContext["progress"];

export async function buildSnapshot(
  db: Db,
  userId: string,
  reportId: string,
  onProgress?: (done: number, total: number) => Promise<void> | void,
  now = new Date(),
): Promise<ReportSnapshot> {
  const report = await findReport(db, userId, reportId);
  const logo = report.hasLogo ? await readLogo(db, reportId) : null;
  return assembleSnapshot(db, userId, report, logo, { now, ...(onProgress ? { onProgress } : {}) });
}

/** Prints every PDF the user has asked for and not yet received. */
export async function runReportPdfs({
  userId,
  db,
  progress,
}: Pick<JobContext, "userId" | "db" | "progress">) {
  const pending = await pendingPdfs(db, userId);
  let printed = 0;
  for (const file of pending) {
    try {
      const snapshot = await buildSnapshot(db, userId, file.report_id, (done, total) =>
        progress({
          done,
          total: total + 1,
          step: `Reading figures (${done} of ${total} sections)`,
        }),
      );
      await progress({
        done: snapshot.sections.length,
        total: snapshot.sections.length + 1,
        step: "Printing the PDF",
      });
      const bytes = await renderReportPdf(snapshot, { pageSize: file.page_size });
      await finishFile(db, file.id, { bytes });
      printed += 1;
    } catch (error) {
      if (error instanceof Error && error.name === "JobCancelledError") {
        await finishFile(db, file.id, { error: "Cancelled." });
        throw error;
      }
      logFailure("[reports] a PDF could not be printed", error, "warn");
      await finishFile(db, file.id, { error: "The PDF could not be printed. Please try again." });
    }
  }
  return { printed, asked: pending.length };
}

/** Sends the user's due schedules; each sending is recorded with its file, failed or not. */
export async function sendDueReports(
  { userId, db, progress }: Pick<JobContext, "userId" | "db" | "progress">,
  { now = new Date(), mailer }: { now?: Date; mailer?: ReportMailer } = {},
) {
  const due = await db
    .select()
    .from(reportSchedules)
    .where(
      and(
        eq(reportSchedules.user_id, userId),
        eq(reportSchedules.enabled, true),
        lte(reportSchedules.next_run_at, now),
      ),
    )
    .orderBy(reportSchedules.next_run_at);
  const send = mailer ?? reportMailerFromEnv(db, userId);
  let sent = 0;
  for (const [index, schedule] of due.entries()) {
    await progress({ done: index, total: due.length, step: "Sending scheduled reports" });
    let fileId: string | null = null;
    try {
      const snapshot = await buildSnapshot(db, userId, schedule.report_id, undefined, now);
      const bytes = await renderReportPdf(snapshot);
      const fileName = fileNameOf(snapshot.title, pacificDate(now), "pdf");
      const file = await storeFile(db, userId, schedule.report_id, {
        kind: "pdf",
        fileName,
        bytes,
        pageSize: snapshot.pageSize,
      });
      fileId = file.id;
      const state = await send(
        reportEmail(snapshot, schedule.recipients, { filename: fileName, content: bytes }),
      );
      await db.insert(reportDeliveries).values({
        report_id: schedule.report_id,
        schedule_id: schedule.id,
        file_id: fileId,
        user_id: userId,
        recipients: schedule.recipients,
        state,
      });
      sent += 1;
    } catch (error) {
      logFailure("[reports] a scheduled report could not be sent", error, "warn");
      await db.insert(reportDeliveries).values({
        report_id: schedule.report_id,
        schedule_id: schedule.id,
        file_id: fileId,
        user_id: userId,
        recipients: schedule.recipients,
        state: "failed",
        error: "The report could not be sent. It will be tried again at its next time.",
      });
    }
    // The next time is set whatever happened, so a failing schedule does not send every sweep.
    await db
      .update(reportSchedules)
      .set({
        next_run_at: nextRunAt(schedule, now),
        ...(fileId ? { last_sent_at: now } : {}),
        updated_at: now,
      })
      .where(eq(reportSchedules.id, schedule.id));
  }
  return { sent, due: due.length };
}

export const REPORT_SWEEP_QUEUE = "report-sweep";
export const REPORT_SWEEP_CRON = "*/15 * * * *";

/** The users with a schedule due at `now`. */
export async function usersWithDueReports(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: reportSchedules.user_id })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.enabled, true), lte(reportSchedules.next_run_at, now)));
  return rows.map((r) => r.userId);
}

/**
 * The sweep's queue and cron, worked in this process. `enqueue` queues one report-send job (the
 * queue of the process, found when the sweep runs, so this can be set up while it is created).
 */
export async function startReportSchedule(
  boss: PgBoss,
  db: Db,
  enqueue: (userId: string) => Promise<unknown>,
): Promise<void> {
  if (!(await boss.getQueue(REPORT_SWEEP_QUEUE)))
    await boss.createQueue(REPORT_SWEEP_QUEUE, { policy: "singleton", retryLimit: 2 });
  await boss.schedule(REPORT_SWEEP_QUEUE, REPORT_SWEEP_CRON, null, {
    tz: GOOGLE_TIME_ZONE,
    missed: "once",
  });
  await boss.work(REPORT_SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    try {
      const users = await usersWithDueReports(db);
      for (const userId of users) await enqueue(userId);
      return { queued: users.length };
    } catch (error) {
      logFailure("[reports] the scheduled sweep failed", error, "warn");
      throw error;
    }
  });
}

export type { Progress };
