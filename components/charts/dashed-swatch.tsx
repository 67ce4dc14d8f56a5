/** The legend mark of a comparison series: a short dashed line in the text colour. */
export function DashedSwatch() {
  return (
    <svg aria-hidden width="16" height="2" className="overflow-visible">
      <line
        x1="0"
        y1="1"
        x2="16"
        y2="1"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeDasharray="4 3"
      />
    </svg>
  );
}
