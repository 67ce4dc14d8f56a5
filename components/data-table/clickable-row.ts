import type * as React from "react";

/** What makes a table row act on a click, Enter or Space; nothing when it has no action. */
export function clickableRow<T>(row: T, onRowClick: ((row: T) => void) | undefined) {
  if (!onRowClick) return {};
  return {
    tabIndex: 0,
    className: "cursor-pointer focus-visible:bg-muted/50 focus-visible:outline-none",
    onClick: () => onRowClick(row),
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      onRowClick(row);
    },
  };
}
