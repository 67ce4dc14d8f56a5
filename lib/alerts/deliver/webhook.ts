import "server-only";
import { z } from "zod";
import { formatNumber } from "@/lib/format/numbers";
import { allowHostsFromEnv } from "@/lib/security/address-guard";
import { normalizeUserUrl, safeFetch, SafeFetchError } from "@/lib/security/safe-fetch";
import { expectedPhrase, type AlertDto } from "../types";

const WEBHOOK_URL_MESSAGE = "Enter an https:// webhook URL.";

/**
 * A rule's webhook: an https URL on a domain name (Slack, Discord, Teams and the like), kept in its
 * normalised form. Credentials in the URL are refused here because delivery would refuse them.
 */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(500, WEBHOOK_URL_MESSAGE)
  .pipe(
    z.url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      normalize: true,
      error: WEBHOOK_URL_MESSAGE,
    }),
  )
  .refine((value) => !/^https:\/\/[^/?#]*@/i.test(value), WEBHOOK_URL_MESSAGE);

/** Slack reads &, < and > as markup (links, mentions); everything else is shown as it is. */
function escapeSlack(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The alert's view as a link target: `<`, `>` and `|` would end Slack's `<url|label>` early. */
function slackUrl(alert: AlertDto, origin: string): string {
  return `${origin.replace(/\/+$/, "")}${alert.href}`.replace(
    /[<>|]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Slack incoming-webhook JSON for one alert: `text` is the notification, `blocks` the message. */
export function slackPayload(alert: AlertDto, origin: string): { text: string; blocks: unknown[] } {
  const url = slackUrl(alert, origin);
  const title = escapeSlack(alert.title);
  const lines = [`*${title}*`, escapeSlack(alert.message)];
  if (alert.observed !== null) {
    lines.push(
      alert.expected === null
        ? `Observed *${formatNumber(alert.observed)}*`
        : `Observed *${formatNumber(alert.observed)}*, ${expectedPhrase(alert.metric, formatNumber(alert.expected))}`,
    );
  }
  lines.push(`${escapeSlack(alert.projectName)} · ${alert.day}`);
  return {
    text: `${title} <${url}|Open in Rankwell>`,
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: lines.join("\n") } },
      { type: "context", elements: [{ type: "mrkdwn", text: `<${url}|Open in Rankwell>` }] },
    ],
  };
}

function allowListed(url: URL, allowHosts: string[]): boolean {
  return allowHosts.some((h) => [url.host, url.hostname].includes(h.toLowerCase()));
}

/**
 * POSTs JSON to a webhook through the safe fetcher, so no private or metadata address is reached and
 * no redirect is followed. Only https, except allow-listed hosts (test receivers on loopback).
 */
export async function postWebhook(
  url: string,
  payload: unknown,
  options: { allowHosts?: string[]; timeoutMs?: number } = {},
): Promise<{ status: number }> {
  const allowHosts = options.allowHosts ?? allowHostsFromEnv();
  const target = normalizeUserUrl(url);
  if (target.protocol !== "https:" && !allowListed(target, allowHosts)) {
    throw new SafeFetchError("invalid_url", "Webhooks are sent to https:// URLs only.");
  }
  const result = await safeFetch(target.href, {
    method: "POST",
    body: JSON.stringify(payload),
    contentType: "application/json",
    accept: "application/json, text/plain;q=0.9, */*;q=0.5",
    timeoutMs: options.timeoutMs ?? 10_000,
    // The answer is only looked at for its status ("ok" from Slack).
    maxBytes: 16 * 1024,
    truncate: true,
    allowHosts,
  });
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`The webhook answered ${result.status}.`);
  }
  return { status: result.status };
}
