// The y scale of the static trend preview: recharts' choice in small (a "nice" domain and about
// five ticks), so the preview and the interactive chart that replaces it look alike. Hand-written
// because the preview exists to keep a chart library out of the first load.

export type NiceScale = { lo: number; hi: number; ticks: number[] };

function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice =
    fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * A domain covering `values` with round ends and its ticks. `fromZero` starts it at 0 (counts);
 * otherwise it hugs the values (CTR, position). Empty or flat data still gets a usable domain.
 */
export function niceScale(values: readonly number[], fromZero: boolean, count = 5): NiceScale {
  const finite = values.filter(Number.isFinite);
  let min = fromZero ? 0 : Math.min(...finite);
  let max = Math.max(...finite);
  if (finite.length === 0) [min, max] = [0, 1];
  if (max === min)
    [min, max] = fromZero || min === 0 ? [0, Math.max(1, max)] : [min * 0.9, max * 1.1];
  const step = niceStep(max - min, count);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let tick = lo; tick <= hi + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return { lo, hi, ticks };
}
