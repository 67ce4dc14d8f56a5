import "server-only";
import nodemailer from "nodemailer";
import { DEFAULT_MAIL_FROM, SMTP_TIMEOUT_MS } from "@/lib/alerts/deliver/mail";
import { saveOutboxMail } from "@/lib/alerts/store";
import type { Db } from "@/lib/db/types";
import { env } from "@/lib/env";
import { escapeHtml } from "./render/document";
import type { ReportSnapshot } from "./types";

// A scheduled report's email: the PDF attached, sent over SMTP like the alerts' mail (SMTP_URL,
// MAIL_FROM), or kept in the outbox in embedded mode, where the PDF stays in the report's history.
// The alerts' mailer takes text and HTML only, so the attachment needs a transport of its own.

export type ReportMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachment: { filename: string; content: Buffer };
};

export type ReportMailer = (mail: ReportMail) => Promise<"sent" | "outbox">;

export function reportEmail(
  snapshot: ReportSnapshot,
  to: string[],
  attachment: ReportMail["attachment"],
): ReportMail {
  const sender = snapshot.branding.name ?? snapshot.projectName;
  const subject = `${snapshot.title}: ${snapshot.period.label}`;
  const intro = `Please find attached the report "${snapshot.title}" for ${snapshot.period.label}.`;
  const footer = `You receive this email because ${sender} scheduled this report for you.`;
  return {
    to,
    subject,
    text: [intro, footer].join("\n\n"),
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a"><p>${escapeHtml(intro)}</p><p style="color:#555;font-size:13px">${escapeHtml(footer)}</p></body></html>`,
    attachment,
  };
}

export function smtpReportMailer(
  smtpUrl: string,
  from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
): ReportMailer {
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return async (mail) => {
    await transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: [
        {
          filename: mail.attachment.filename,
          content: mail.attachment.content,
          contentType: "application/pdf",
        },
      ],
    });
    return "sent";
  };
}

/** SMTP when SMTP_URL is set, else the user's outbox (one mail per recipient, without the file). */
export function reportMailerFromEnv(db: Db, userId: string): ReportMailer {
  if (env.SMTP_URL) return smtpReportMailer(env.SMTP_URL);
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  return async (mail) => {
    for (const to of mail.to) {
      await saveOutboxMail(db, userId, {
        from,
        to,
        subject: mail.subject,
        text: `${mail.text}\n\nAttachment: ${mail.attachment.filename}`,
        html: mail.html,
      });
    }
    return "outbox";
  };
}
