import { formatCompact } from "@/lib/format/numbers";
import { formatDisplayDate } from "@/lib/dates/format";

// The trend as an inline SVG: vectors in the PDF, and no chart library in the document.

type Point = { date: string; clicks: number; impressions: number };

const W = 680;
const H = 220;
const PAD = { top: 12, right: 48, bottom: 26, left: 48 };

function path(values: number[], max: number): string {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = values.length > 1 ? innerW / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = PAD.left + i * step;
      const y = PAD.top + innerH - (max > 0 ? (v / max) * innerH : 0);
      return `${i === 0 ? "M" : "L"}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join("");
}

export function trendSvg(points: Point[], previous: Point[] | null): string {
  if (points.length === 0) return `<p class="empty">No days with data in this period.</p>`;
  const clicksMax = Math.max(
    1,
    ...points.map((p) => p.clicks),
    ...(previous ?? []).map((p) => p.clicks),
  );
  const imprMax = Math.max(
    1,
    ...points.map((p) => p.impressions),
    ...(previous ?? []).map((p) => p.impressions),
  );
  const first = points[0]!.date;
  const last = points.at(-1)!.date;
  const lines = [
    `<path d="${path(
      points.map((p) => p.impressions),
      imprMax,
    )}" fill="none" stroke="#a78bfa" stroke-width="1.5"/>`,
    `<path d="${path(
      points.map((p) => p.clicks),
      clicksMax,
    )}" fill="none" stroke="var(--accent)" stroke-width="2"/>`,
    previous?.length
      ? `<path d="${path(
          previous.slice(0, points.length).map((p) => p.clicks),
          clicksMax,
        )}" fill="none" stroke="var(--accent)" stroke-width="1.2" stroke-dasharray="4 3" opacity="0.6"/>`
      : "",
  ].join("");
  const axis = `<line x1="${PAD.left}" y1="${H - PAD.bottom}" x2="${W - PAD.right}" y2="${H - PAD.bottom}" stroke="#d1d5db"/>
<text x="${PAD.left - 6}" y="${PAD.top + 8}" text-anchor="end" font-size="10" fill="#6b7280">${formatCompact(clicksMax)}</text>
<text x="${W - PAD.right + 6}" y="${PAD.top + 8}" font-size="10" fill="#6b7280">${formatCompact(imprMax)}</text>
<text x="${PAD.left}" y="${H - 8}" font-size="10" fill="#6b7280">${formatDisplayDate(first)}</text>
<text x="${W - PAD.right}" y="${H - 8}" text-anchor="end" font-size="10" fill="#6b7280">${formatDisplayDate(last)}</text>`;
  const legend = `<div class="legend"><span><i style="border-color:var(--accent)"></i>Clicks (left axis)</span><span><i style="border-color:#a78bfa"></i>Impressions (right axis)</span>${
    previous?.length
      ? `<span><i style="border-color:var(--accent);border-top-style:dashed"></i>Clicks, comparison period</span>`
      : ""
  }</div>`;
  return `<svg class="trend" viewBox="0 0 ${W} ${H}" role="img" aria-label="Daily clicks and impressions">${axis}${lines}</svg>${legend}`;
}
