/** One colour per competing page, shared by the pages table and the position chart. */
export const PAGE_COLORS = [
  "var(--chart-1)",
  "var(--chart-5)",
  "var(--chart-3)",
  "var(--chart-4)",
  "var(--chart-2)",
];
