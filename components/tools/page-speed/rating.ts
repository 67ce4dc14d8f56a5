import type { Rating } from "@/lib/tools/page-speed/thresholds";

export const RATING_LABEL: Record<Rating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

export const RATING_TEXT: Record<Rating, string> = {
  good: "text-success",
  "needs-improvement": "text-warning",
  poor: "text-destructive",
};

export const RATING_FILL: Record<Rating, string> = {
  good: "bg-success",
  "needs-improvement": "bg-warning",
  poor: "bg-destructive",
};
