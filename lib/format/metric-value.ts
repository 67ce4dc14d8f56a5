import { formatDuration, formatNumber, formatPercent } from "./numbers";

export type MetricFormat = "number" | "percent" | "seconds" | "currency";

// Intl.NumberFormat construction is far slower than format(): build each formatter once.
const decimals = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }),
);
const currencyFormats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(code: string): Intl.NumberFormat | null {
  if (!currencyFormats.has(code)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat("en-US", { style: "currency", currency: code });
    } catch {
      // Not an ISO 4217 code: written as a number after the code instead.
    }
    currencyFormats.set(code, format);
  }
  return currencyFormats.get(code) ?? null;
}

/**
 * A value as people read it: 12,345 / 45.6% (the value is a fraction 0–1) / 1m 05s / $1,234.50.
 * Counts below 100 keep a decimal or two (2.5 pages per session, an axis tick of 0.5); a missing
 * value is "—".
 */
export function formatMetricValue(
  value: number | null,
  format: MetricFormat,
  currency = "USD",
): string {
  if (value === null || !Number.isFinite(value)) return "—";
  switch (format) {
    case "percent":
      return formatPercent(value, 1);
    case "seconds":
      return formatDuration(value);
    case "currency": {
      const money = currencyFormat(currency.toUpperCase());
      return money ? money.format(value) : `${currency} ${decimals[2]!.format(value)}`;
    }
    default: {
      const size = Math.abs(value);
      if (size >= 100) return formatNumber(value);
      return decimals[size >= 10 ? 1 : 2]!.format(value);
    }
  }
}
