import type { DateRange } from "@/lib/dates/format";
import type { ReportPeriod } from "./periods";
import type { ReportSection, SectionType } from "./sections";

// The JSON shapes of the reports API and of a report's snapshot. No zod, no server code.

export type PageSize = "a4" | "letter";

export type ReportBranding = {
  /** The agency's name; null shows none. */
  name: string | null;
  /** #rrggbb */
  accent: string;
  showRankwell: boolean;
};

export type ReportDto = {
  id: string;
  projectId: string;
  title: string;
  period: ReportPeriod;
  sections: ReportSection[];
  branding: ReportBranding;
  hasLogo: boolean;
  pageSize: PageSize;
  createdAt: string;
  updatedAt: string;
};

export type ReportListResponse = { reports: ReportDto[] };

export type Metrics = { clicks: number; impressions: number; ctr: number; position: number };

export type TableColumn = {
  key: string;
  label: string;
  format: "text" | "url" | "number" | "percent" | "position" | "change";
};
export type TableData = {
  columns: TableColumn[];
  rows: Record<string, string | number | null>[];
};

/** What one section shows, with every figure in it; or why it could not be built. */
export type SectionData =
  | { type: "kpis"; current: Metrics; previous: Metrics | null; compareNote: string | null }
  | {
      type: "trend";
      points: { date: string; clicks: number; impressions: number }[];
      previous: { date: string; clicks: number; impressions: number }[] | null;
    }
  | { type: "top-queries" | "top-pages"; table: TableData; total: number }
  | { type: "movers"; winners: TableData; losers: TableData; compareNote: string | null }
  | {
      type: "branded";
      terms: string[];
      branded: Metrics;
      nonBranded: Metrics;
    }
  | {
      type: "cannibalization";
      summary: { issues: number; high: number; medium: number; low: number };
      table: TableData;
    }
  | {
      type: "opportunities";
      open: number;
      gain: number;
      table: TableData;
    }
  | {
      type: "coverage";
      summary: { total: number; indexed: number; notIndexed: number; unknown: number };
      table: TableData;
    }
  | {
      type: "ga4";
      metrics: { key: string; label: string; current: number; previous: number | null }[];
    }
  | {
      type: "gbp";
      locations: number;
      metrics: { key: string; label: string; current: number; previous: number | null }[];
    }
  | { type: "ai-summary"; sentences: string[]; actions: string[] }
  | { type: "content"; table: TableData }
  | { type: "note"; text: string };

export type SnapshotSection = {
  id: string;
  type: SectionType;
  title: string;
} & ({ status: "ready"; data: SectionData } | { status: "unavailable"; reason: string });

export type ReportSnapshot = {
  version: 1;
  reportId: string;
  title: string;
  projectName: string;
  siteUrl: string | null;
  /** ISO time the figures were read. */
  createdAt: string;
  period: { label: string; range: DateRange; comparison: DateRange | null; settled: boolean };
  branding: ReportBranding & { logo: string | null };
  pageSize: PageSize;
  sections: SnapshotSection[];
};

export type ReportFileDto = {
  id: string;
  kind: "pdf" | "zip";
  state: "pending" | "ready" | "failed";
  fileName: string;
  sizeBytes: number;
  pageSize: PageSize;
  error: string | null;
  jobId: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type ReportFileStatus = ReportFileDto & {
  /** The job's progress while it runs. */
  progress: { done: number; total: number | null; step: string | null } | null;
};

export type ReportShareDto = {
  id: string;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  active: boolean;
};

/** Only the answer of a new link carries its URL: the token is not kept. */
export type CreatedShare = ReportShareDto & { url: string };

export type ReportScheduleDto = {
  id: string;
  cadence: "weekly" | "monthly";
  day: number;
  hour: number;
  recipients: string[];
  enabled: boolean;
  nextRunAt: string;
  lastSentAt: string | null;
};

export type ReportDeliveryDto = {
  id: string;
  scheduleId: string | null;
  fileId: string | null;
  recipients: string[];
  state: "sent" | "outbox" | "failed";
  error: string | null;
  createdAt: string;
};

export type ReportOutputsResponse = {
  files: ReportFileDto[];
  shares: ReportShareDto[];
  schedules: ReportScheduleDto[];
  deliveries: ReportDeliveryDto[];
};
