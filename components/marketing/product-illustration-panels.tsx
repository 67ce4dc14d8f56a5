// Shapes only, no figures: the drawing suggests the dashboard's layout without inventing results.
const CURRENT = [232, 226, 238, 214, 220, 204, 210, 192, 198, 180, 186, 170];
const PREVIOUS = [244, 240, 246, 236, 242, 232, 238, 230, 236, 226, 232, 224];
const CHART = { left: 170, right: 604, bottom: 268 };

function line(values: number[]): string {
  const step = (CHART.right - CHART.left) / (values.length - 1);
  return values.map((y, i) => `${i ? "L" : "M"}${CHART.left + i * step} ${y}`).join(" ");
}

const PANEL = "fill-background stroke-border";

/** Four totals, each with a label, a value and a change marker. */
export function MetricCards() {
  const tones = ["fill-success/30", "fill-success/30", "fill-destructive/30", "fill-success/30"];
  return tones.map((tone, i) => (
    <g key={i} transform={`translate(${150 + i * 120} 60)`}>
      <rect width="108" height="64" rx="10" className={PANEL} strokeWidth="1.5" />
      <rect x="12" y="12" width="44" height="6" rx="3" className="fill-muted-foreground/40" />
      <rect
        x="12"
        y="26"
        width={[60, 70, 48, 54][i]}
        height="14"
        rx="4"
        className="fill-foreground/75"
      />
      <rect x="12" y="48" width="30" height="8" rx="4" className={tone} />
    </g>
  ));
}

/** The daily trend, drawn against the previous period as a dashed line. */
export function TrendChart() {
  return (
    <g>
      <rect x="150" y="138" width="474" height="144" rx="10" className={PANEL} strokeWidth="1.5" />
      {[176, 212, 248].map((y) => (
        <line
          key={y}
          x1="166"
          y1={y}
          x2="608"
          y2={y}
          className="stroke-border"
          strokeDasharray="4 6"
        />
      ))}
      <path
        d={`${line(CURRENT)} L${CHART.right} ${CHART.bottom} L${CHART.left} ${CHART.bottom} Z`}
        className="fill-primary/10"
      />
      <path
        d={line(PREVIOUS)}
        fill="none"
        className="stroke-muted-foreground/60"
        strokeWidth="2"
        strokeDasharray="6 6"
      />
      <path
        d={line(CURRENT)}
        fill="none"
        className="stroke-primary"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </g>
  );
}

/** Three table rows: a query, a bar for its clicks and a value column. */
export function QueryTable() {
  const rows = [
    { label: 150, bar: 190, tone: "fill-chart-1/70" },
    { label: 118, bar: 140, tone: "fill-chart-2/70" },
    { label: 170, bar: 96, tone: "fill-chart-3/70" },
  ];
  return (
    <g>
      <rect x="150" y="294" width="474" height="92" rx="10" className={PANEL} strokeWidth="1.5" />
      {rows.map((row, i) => (
        <g key={i} transform={`translate(0 ${312 + i * 26})`}>
          <rect
            x="166"
            y="-4"
            width={row.label}
            height="8"
            rx="4"
            className="fill-muted-foreground/40"
          />
          <rect x="360" y="-4" width={row.bar} height="8" rx="4" className={row.tone} />
          <rect x="568" y="-4" width="40" height="8" rx="4" className="fill-foreground/60" />
        </g>
      ))}
    </g>
  );
}
