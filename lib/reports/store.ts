import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { ApiError, notFound } from "@/lib/api/errors";
import { findOwnProject } from "@/lib/content/store";
import {
  reportDeliveries,
  reportFiles,
  reportLogos,
  reportSchedules,
  reportShares,
  reports,
} from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { withUser } from "@/lib/db/user-scope";
import { DEFAULT_REPORT_PERIOD, type ReportPeriod } from "./periods";
import { DEFAULT_SECTIONS, newSection, type ReportSection } from "./sections";
import { nextRunAt } from "./schedule";
import type { ReportCreate, ReportUpdate, ScheduleInput } from "./schemas";
import type {
  ReportDeliveryDto,
  ReportDto,
  ReportFileDto,
  ReportScheduleDto,
  ReportShareDto,
  ReportSnapshot,
} from "./types";

// A user's reports and what is made of them. Reads run under row level security; the server
// writes after checking the report (or project) is the user's.

type ReportRow = typeof reports.$inferSelect;
type FileRow = typeof reportFiles.$inferSelect;

export const MAX_REPORTS_PER_PROJECT = 50;
export const MAX_SCHEDULES_PER_REPORT = 5;

export function toReportDto(row: ReportRow, hasLogo: boolean): ReportDto {
  return {
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    period: row.period as ReportPeriod,
    sections: row.sections as ReportSection[],
    branding: { name: row.brand_name, accent: row.accent_color, showRankwell: row.show_rankwell },
    hasLogo,
    pageSize: row.page_size,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const reportNotFound = () => notFound("No report with this id exists.");

/** The user's report, or a 404 that does not say whether it exists. */
export async function findReport(db: Db, userId: string, reportId: string): Promise<ReportDto> {
  const found = await withUser(
    userId,
    async (tx) => {
      const [row] = await tx.select().from(reports).where(eq(reports.id, reportId));
      if (!row) return null;
      const [logo] = await tx
        .select({ id: reportLogos.report_id })
        .from(reportLogos)
        .where(eq(reportLogos.report_id, reportId));
      return toReportDto(row, !!logo);
    },
    db,
  );
  if (!found) throw reportNotFound();
  return found;
}

export async function listReports(db: Db, userId: string, projectId: string): Promise<ReportDto[]> {
  await findOwnProject(db, userId, projectId);
  return withUser(
    userId,
    async (tx) => {
      const rows = await tx
        .select({ report: reports, logo: reportLogos.report_id })
        .from(reports)
        .leftJoin(reportLogos, eq(reportLogos.report_id, reports.id))
        .where(eq(reports.project_id, projectId))
        .orderBy(desc(reports.updated_at));
      return rows.map((r) => toReportDto(r.report, r.logo !== null));
    },
    db,
  );
}

export async function createReport(
  db: Db,
  userId: string,
  input: ReportCreate,
): Promise<ReportDto> {
  await findOwnProject(db, userId, input.projectId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.project_id, input.projectId));
  if ((count?.n ?? 0) >= MAX_REPORTS_PER_PROJECT)
    throw new ApiError(
      409,
      "too_many_reports",
      `A project holds at most ${MAX_REPORTS_PER_PROJECT} reports. Delete one you no longer use.`,
    );
  const sections =
    input.sections ?? DEFAULT_SECTIONS.map((type, i) => newSection(type, `${type}-${i + 1}`));
  const [row] = await db
    .insert(reports)
    .values({
      project_id: input.projectId,
      user_id: userId,
      title: input.title,
      period: input.period ?? DEFAULT_REPORT_PERIOD,
      sections,
    })
    .returning();
  return toReportDto(row!, false);
}

export async function updateReport(
  db: Db,
  userId: string,
  reportId: string,
  input: ReportUpdate,
): Promise<ReportDto> {
  const current = await findReport(db, userId, reportId);
  const [row] = await db
    .update(reports)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.period ? { period: input.period } : {}),
      ...(input.sections ? { sections: input.sections } : {}),
      ...(input.branding
        ? {
            brand_name: input.branding.name,
            accent_color: input.branding.accent,
            show_rankwell: input.branding.showRankwell,
          }
        : {}),
      ...(input.pageSize ? { page_size: input.pageSize } : {}),
      updated_at: new Date(),
    })
    .where(and(eq(reports.id, reportId), eq(reports.user_id, userId)))
    .returning();
  return toReportDto(row!, current.hasLogo);
}

export async function deleteReport(db: Db, userId: string, reportId: string): Promise<void> {
  await findReport(db, userId, reportId);
  await db.delete(reports).where(and(eq(reports.id, reportId), eq(reports.user_id, userId)));
}

// Logo

export async function saveLogo(
  db: Db,
  userId: string,
  reportId: string,
  logo: { contentType: "image/png" | "image/jpeg" | "image/webp"; bytes: Buffer },
): Promise<void> {
  await findReport(db, userId, reportId);
  await db
    .insert(reportLogos)
    .values({
      report_id: reportId,
      user_id: userId,
      content_type: logo.contentType,
      bytes: logo.bytes,
    })
    .onConflictDoUpdate({
      target: reportLogos.report_id,
      set: { content_type: logo.contentType, bytes: logo.bytes, created_at: new Date() },
    });
  await db.update(reports).set({ updated_at: new Date() }).where(eq(reports.id, reportId));
}

export async function deleteLogo(db: Db, userId: string, reportId: string): Promise<void> {
  await findReport(db, userId, reportId);
  await db.delete(reportLogos).where(eq(reportLogos.report_id, reportId));
}

/** The logo's bytes, read as the server: callers have checked the report is the user's. */
export async function readLogo(db: Db, reportId: string) {
  const [row] = await db.select().from(reportLogos).where(eq(reportLogos.report_id, reportId));
  return row ? { contentType: row.content_type, bytes: row.bytes } : null;
}

// Files

export function toFileDto(row: Omit<FileRow, "bytes">): ReportFileDto {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    fileName: row.file_name,
    sizeBytes: row.size_bytes,
    pageSize: row.page_size,
    error: row.error,
    jobId: row.job_id,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

const { bytes: _bytes, ...fileColumns } = getTableColumns(reportFiles);

export const fileNameOf = (title: string, day: string, extension: string) =>
  `${
    title
      .normalize("NFKD")
      .replace(/[^\w.-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "report"
  }-${day}.${extension}`;

export async function createPendingPdf(
  db: Db,
  userId: string,
  report: ReportDto,
  pageSize: "a4" | "letter",
  day: string,
): Promise<ReportFileDto> {
  const [row] = await db
    .insert(reportFiles)
    .values({
      report_id: report.id,
      user_id: userId,
      kind: "pdf",
      page_size: pageSize,
      file_name: fileNameOf(report.title, day, "pdf"),
    })
    .returning(fileColumns);
  return toFileDto(row!);
}

export async function setFileJob(db: Db, fileId: string, jobId: string) {
  await db.update(reportFiles).set({ job_id: jobId }).where(eq(reportFiles.id, fileId));
}

export async function storeFile(
  db: Db,
  userId: string,
  reportId: string,
  file: { kind: "pdf" | "zip"; fileName: string; bytes: Buffer; pageSize?: "a4" | "letter" },
): Promise<ReportFileDto> {
  const [row] = await db
    .insert(reportFiles)
    .values({
      report_id: reportId,
      user_id: userId,
      kind: file.kind,
      state: "ready",
      page_size: file.pageSize ?? "a4",
      file_name: file.fileName,
      bytes: file.bytes,
      size_bytes: file.bytes.length,
      finished_at: new Date(),
    })
    .returning(fileColumns);
  return toFileDto(row!);
}

export async function finishFile(
  db: Db,
  fileId: string,
  outcome: { bytes: Buffer } | { error: string },
): Promise<void> {
  await db
    .update(reportFiles)
    .set(
      "bytes" in outcome
        ? {
            state: "ready",
            bytes: outcome.bytes,
            size_bytes: outcome.bytes.length,
            finished_at: new Date(),
          }
        : { state: "failed", error: outcome.error.slice(0, 500), finished_at: new Date() },
    )
    .where(eq(reportFiles.id, fileId));
}

/** The user's pending PDFs, oldest first (the report-pdf job's work). */
export async function pendingPdfs(db: Db, userId: string) {
  return db
    .select(fileColumns)
    .from(reportFiles)
    .where(
      and(
        eq(reportFiles.user_id, userId),
        eq(reportFiles.state, "pending"),
        eq(reportFiles.kind, "pdf"),
      ),
    )
    .orderBy(reportFiles.created_at);
}

export async function findFile(db: Db, userId: string, reportId: string, fileId: string) {
  const row = await withUser(
    userId,
    async (tx) =>
      (
        await tx
          .select(fileColumns)
          .from(reportFiles)
          .where(and(eq(reportFiles.id, fileId), eq(reportFiles.report_id, reportId)))
      )[0],
    db,
  );
  if (!row) throw notFound("No file with this id exists for this report.");
  return toFileDto(row);
}

export async function fileBytes(db: Db, userId: string, reportId: string, fileId: string) {
  const row = await withUser(
    userId,
    async (tx) =>
      (
        await tx
          .select()
          .from(reportFiles)
          .where(and(eq(reportFiles.id, fileId), eq(reportFiles.report_id, reportId)))
      )[0],
    db,
  );
  if (!row) throw notFound("No file with this id exists for this report.");
  if (row.state !== "ready" || !row.bytes)
    throw new ApiError(409, "file_not_ready", "This file is not ready yet. Try again in a moment.");
  return { file: toFileDto(row), bytes: row.bytes };
}

// Share links

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function toShareDto(
  row: Omit<typeof reportShares.$inferSelect, "token_hash" | "snapshot">,
  now = new Date(),
): ReportShareDto {
  return {
    id: row.id,
    expiresAt: row.expires_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    active: !row.revoked_at && (!row.expires_at || row.expires_at > now),
  };
}

const shareColumns = {
  id: reportShares.id,
  report_id: reportShares.report_id,
  user_id: reportShares.user_id,
  expires_at: reportShares.expires_at,
  revoked_at: reportShares.revoked_at,
  created_at: reportShares.created_at,
};

/** A new link: 32 random bytes, of which only the SHA-256 is kept. */
export async function createShare(
  db: Db,
  userId: string,
  reportId: string,
  snapshot: ReportSnapshot,
  expiresInDays: number | null,
  now = new Date(),
): Promise<ReportShareDto & { token: string }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(reportShares)
    .values({
      report_id: reportId,
      user_id: userId,
      token_hash: hashToken(token),
      snapshot,
      expires_at: expiresInDays ? new Date(now.getTime() + expiresInDays * 86_400_000) : null,
    })
    .returning(shareColumns);
  return { ...toShareDto(row!, now), token };
}

export async function revokeShare(db: Db, userId: string, reportId: string, shareId: string) {
  const [row] = await db
    .update(reportShares)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(reportShares.id, shareId),
        eq(reportShares.report_id, reportId),
        eq(reportShares.user_id, userId),
        isNull(reportShares.revoked_at),
      ),
    )
    .returning(shareColumns);
  if (row) return toShareDto(row);
  const [existing] = await withUser(
    userId,
    (tx) =>
      tx
        .select(shareColumns)
        .from(reportShares)
        .where(and(eq(reportShares.id, shareId), eq(reportShares.report_id, reportId))),
    db,
  );
  if (!existing) throw notFound("No share link with this id exists for this report.");
  return toShareDto(existing);
}

/** The snapshot behind a token, when the link is live; null for unknown, revoked or expired. */
export async function sharedSnapshot(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ReportSnapshot | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({
      snapshot: reportShares.snapshot,
      expires_at: reportShares.expires_at,
      revoked_at: reportShares.revoked_at,
    })
    .from(reportShares)
    .where(eq(reportShares.token_hash, hashToken(token)));
  if (!row || row.revoked_at || (row.expires_at && row.expires_at <= now)) return null;
  return row.snapshot as ReportSnapshot;
}

// Schedules and deliveries

type ScheduleRow = typeof reportSchedules.$inferSelect;

export const toScheduleDto = (row: ScheduleRow): ReportScheduleDto => ({
  id: row.id,
  cadence: row.cadence,
  day: row.day,
  hour: row.hour,
  recipients: row.recipients,
  enabled: row.enabled,
  nextRunAt: row.next_run_at.toISOString(),
  lastSentAt: row.last_sent_at?.toISOString() ?? null,
});

export async function createSchedule(
  db: Db,
  userId: string,
  reportId: string,
  input: ScheduleInput,
  now = new Date(),
): Promise<ReportScheduleDto> {
  await findReport(db, userId, reportId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reportSchedules)
    .where(eq(reportSchedules.report_id, reportId));
  if ((count?.n ?? 0) >= MAX_SCHEDULES_PER_REPORT)
    throw new ApiError(
      409,
      "too_many_schedules",
      `A report has at most ${MAX_SCHEDULES_PER_REPORT} schedules.`,
    );
  const [row] = await db
    .insert(reportSchedules)
    .values({
      report_id: reportId,
      user_id: userId,
      ...input,
      next_run_at: nextRunAt(input, now),
    })
    .returning();
  return toScheduleDto(row!);
}

export async function updateSchedule(
  db: Db,
  userId: string,
  reportId: string,
  scheduleId: string,
  input: ScheduleInput,
  now = new Date(),
): Promise<ReportScheduleDto> {
  await findReport(db, userId, reportId);
  const [row] = await db
    .update(reportSchedules)
    .set({ ...input, next_run_at: nextRunAt(input, now), updated_at: now })
    .where(
      and(
        eq(reportSchedules.id, scheduleId),
        eq(reportSchedules.report_id, reportId),
        eq(reportSchedules.user_id, userId),
      ),
    )
    .returning();
  if (!row) throw notFound("No schedule with this id exists for this report.");
  return toScheduleDto(row);
}

export async function deleteSchedule(db: Db, userId: string, reportId: string, scheduleId: string) {
  await findReport(db, userId, reportId);
  const deleted = await db
    .delete(reportSchedules)
    .where(
      and(
        eq(reportSchedules.id, scheduleId),
        eq(reportSchedules.report_id, reportId),
        eq(reportSchedules.user_id, userId),
      ),
    )
    .returning({ id: reportSchedules.id });
  if (deleted.length === 0) throw notFound("No schedule with this id exists for this report.");
}

/** Everything made of a report: its files, links, schedules and sendings, newest first. */
export async function reportOutputs(db: Db, userId: string, reportId: string) {
  await findReport(db, userId, reportId);
  return withUser(
    userId,
    async (tx) => {
      const files = await tx
        .select(fileColumns)
        .from(reportFiles)
        .where(eq(reportFiles.report_id, reportId))
        .orderBy(desc(reportFiles.created_at))
        .limit(20);
      const shares = await tx
        .select(shareColumns)
        .from(reportShares)
        .where(eq(reportShares.report_id, reportId))
        .orderBy(desc(reportShares.created_at))
        .limit(20);
      const schedules = await tx
        .select()
        .from(reportSchedules)
        .where(eq(reportSchedules.report_id, reportId))
        .orderBy(reportSchedules.created_at);
      const deliveries = await tx
        .select()
        .from(reportDeliveries)
        .where(eq(reportDeliveries.report_id, reportId))
        .orderBy(desc(reportDeliveries.created_at))
        .limit(50);
      return {
        files: files.map(toFileDto),
        shares: shares.map((s) => toShareDto(s)),
        schedules: schedules.map(toScheduleDto),
        deliveries: deliveries.map((d): ReportDeliveryDto => ({
          id: d.id,
          scheduleId: d.schedule_id,
          fileId: d.file_id,
          recipients: d.recipients,
          state: d.state,
          error: d.error,
          createdAt: d.created_at.toISOString(),
        })),
      };
    },
    db,
  );
}
