// Formatters are built once: Intl.NumberFormat construction is far slower than format().
const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const position = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percentCache = new Map<string, Intl.NumberFormat>();

const MISSING = "—";

function percentFormat(digits: number, signed: boolean): Intl.NumberFormat {
  const key = `${digits}:${signed}`;
  let format = percentCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "percent",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? "exceptZero" : "auto",
    });
    percentCache.set(key, format);
  }
  return format;
}

/** Whole number with thousands separators: 1234567 → "1,234,567"; non-finite → "—". */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? integer.format(value) : MISSING;
}

/** Short form for cards and axes: 12345 → "12.3K", 2500000 → "2.5M". */
export function formatCompact(value: number): string {
  return Number.isFinite(value) ? compact.format(value) : MISSING;
}

/** A fraction as a percentage: 0.04563 → "4.56%". */
export function formatPercent(fraction: number, digits = 2): string {
  return Number.isFinite(fraction) ? percentFormat(digits, false).format(fraction) : MISSING;
}

/** Average position with one decimal: 7.84 → "7.8"; 0 means no impressions → "—". */
export function formatPosition(value: number): string {
  return Number.isFinite(value) && value > 0 ? position.format(value) : MISSING;
}

export type DeltaStyle = "number" | "compact" | "percent" | "position";

// The decimals a change is shown with: whole counts, positions to a tenth, a fraction as a
// percentage to a tenth (three decimals of the fraction), compact counts to a tenth below a
// thousand (above it compact notation shortens further, but never to zero).
const DELTA_DECIMALS: Record<DeltaStyle, number> = {
  number: 0,
  compact: 1,
  percent: 3,
  position: 1,
};

/**
 * A change rounded as it is shown, halves away from zero as Intl rounds them; -0 becomes 0.
 * Formatting and judging both read this value, so they cannot disagree.
 */
export function shownDelta(value: number, style: DeltaStyle): number {
  const scale = 10 ** DELTA_DECIMALS[style];
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
  return rounded === 0 ? 0 : rounded;
}

/** A change with its sign: (12, "number") → "+12", (0.123, "percent") → "+12.3%", (-0.42, "position") → "-0.4". */
export function formatDelta(value: number | null, style: DeltaStyle = "number"): string {
  if (value === null || !Number.isFinite(value)) return MISSING;
  const rounded = shownDelta(value, style);
  if (style === "percent") return percentFormat(1, true).format(rounded);
  if (rounded === 0) return style === "position" ? "0.0" : "0";
  const sign = rounded > 0 ? "+" : "-";
  const magnitude = Math.abs(rounded);
  if (style === "position") return sign + position.format(magnitude);
  return sign + (style === "compact" ? compact.format(magnitude) : integer.format(magnitude));
}

/**
 * Whether a change is better (true), worse (false) or neither (null), judged on the figure shown:
 * a change that rounds to zero on screen ("0", "0.0", "0.0%") is no change, whatever its sign,
 * and a change with no figure ("—") is not judged. For position a fall is better.
 */
export function judgeDelta(
  value: number | null,
  style: DeltaStyle = "number",
  lowerIsBetter = false,
): boolean | null {
  if (value === null || !Number.isFinite(value)) return null;
  const shown = shownDelta(value, style);
  if (shown === 0) return null;
  return lowerIsBetter ? shown < 0 : shown > 0;
}

/** A duration in whole seconds as people read it: "45s", "1m 05s", "2h 03m". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return MISSING;
  const pad = (n: number) => String(n).padStart(2, "0");
  const sign = seconds < 0 ? "-" : "";
  const total = Math.round(Math.abs(seconds));
  if (total < 60) return `${sign}${total}s`;
  if (total < 3600) return `${sign}${Math.floor(total / 60)}m ${pad(total % 60)}s`;
  return `${sign}${Math.floor(total / 3600)}h ${pad(Math.floor((total % 3600) / 60))}m`;
}
