"use client";

import { WidgetState } from "@/components/data-state/widget-state";
import { dataErrorToast } from "@/lib/notifications/catalog";

/** A widget's own error panel, with the catalogue's title and message and a retry. */
export function WidgetError({
  error,
  onRetry,
  retrying,
  height,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  height?: number;
}) {
  const { title, message } = dataErrorToast(error);
  return (
    <WidgetState
      status="error"
      title={title}
      message={message}
      onRetry={onRetry}
      retrying={retrying}
      height={height}
    />
  );
}
