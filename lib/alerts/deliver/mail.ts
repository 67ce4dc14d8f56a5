import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/lib/env";
import { formatNumber } from "@/lib/format/numbers";
import { expectedPhrase, type AlertDto } from "../types";

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type OutboxMail = MailMessage & { from: string };

/** Keeps a mail where the app shows it (embedded mode, no SMTP server). */
export type Outbox = (message: OutboxMail) => Promise<void>;

export type Mailer = {
  send(message: MailMessage): Promise<{ delivered: "smtp" | "outbox"; messageId: string | null }>;
};

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "Rankwell <alerts@localhost>";

/** How long connecting, the greeting and any silence may take, so a dead server cannot stall a job. */
export const SMTP_TIMEOUT_MS = 10_000;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

function alertLink(alert: AlertDto, origin: string): string {
  return `${origin.replace(/\/+$/, "")}${alert.href}`;
}

/** "Observed 120, expected about 840." (or "…, 2 at the last check.") — null when the alert has no figures (the connection alert). */
function figures(alert: AlertDto): string | null {
  if (alert.observed === null) return null;
  const observed = `Observed ${formatNumber(alert.observed)}`;
  return alert.expected === null
    ? `${observed}.`
    : `${observed}, ${expectedPhrase(alert.metric, formatNumber(alert.expected))}.`;
}

function alertText(alert: AlertDto, origin: string): string {
  return [
    alert.title,
    `${alert.projectName} · ${alert.day}`,
    alert.message,
    figures(alert),
    `Open in Rankwell: ${alertLink(alert, origin)}`,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

function alertHtml(alert: AlertDto, origin: string): string {
  const numbers = figures(alert);
  return [
    `<h2 style="font-size:18px;margin:24px 0 4px">${escapeHtml(alert.title)}</h2>`,
    `<p style="margin:0 0 8px;color:#555">${escapeHtml(alert.projectName)} · ${escapeHtml(alert.day)}</p>`,
    `<p style="margin:0 0 8px">${escapeHtml(alert.message)}</p>`,
    numbers ? `<p style="margin:0 0 8px">${escapeHtml(numbers)}</p>` : "",
    `<p style="margin:0 0 8px"><a href="${escapeHtml(alertLink(alert, origin))}">Open “${escapeHtml(alert.title)}” in Rankwell</a></p>`,
  ].join("\n");
}

/** One email for the new alerts of one user. */
export function alertEmail(alerts: AlertDto[], origin: string): Omit<MailMessage, "to"> {
  const [first] = alerts;
  const subject =
    alerts.length === 1 && first
      ? `Rankwell alert: ${first.title}`
      : `Rankwell: ${alerts.length} new alerts`;
  const intro =
    alerts.length === 1
      ? "Rankwell found a new alert."
      : `Rankwell found ${alerts.length} new alerts.`;
  const footer = "You receive this email because email is on for these alert rules in Rankwell.";
  const text = [intro, ...alerts.map((a) => alertText(a, origin)), footer].join("\n\n");
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a">',
    `<p>${escapeHtml(intro)}</p>`,
    ...alerts.map((a) => alertHtml(a, origin)),
    `<p style="margin-top:24px;color:#555;font-size:13px">${escapeHtml(footer)}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}

/**
 * Sends over SMTP when a server is configured, else keeps the mail in the outbox.
 * `timeoutMs` bounds connecting, the greeting and silence on the socket (SMTP_TIMEOUT_MS by default).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from?: string;
  outbox: Outbox;
  timeoutMs?: number;
}): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  const { smtpUrl, outbox } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        await outbox({ ...message, from });
        return { delivered: "outbox", messageId: null };
      },
    };
  }
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    },
    // Quoted-printable keeps mostly-ASCII text readable in the raw message, whatever it contains.
    { from, textEncoding: "quoted-printable" },
  );
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      return { delivered: "smtp", messageId: info.messageId ?? null };
    },
  };
}

/** The mailer the settings describe: SMTP_URL and MAIL_FROM, else the given outbox. */
export function mailerFromEnv(outbox: Outbox): Mailer {
  return createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outbox });
}
