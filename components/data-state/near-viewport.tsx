"use client";

import { useNearViewport } from "@/hooks/use-near-viewport";

/**
 * Renders `placeholder` until its place comes near the viewport, then `children`. For a widget far
 * below the fold whose code or data is heavy: on a phone the overview's tables are screens away,
 * and loading their table code with the page only makes the first seconds busier.
 */
export function NearViewport({
  placeholder,
  children,
}: {
  placeholder: React.ReactNode;
  children: React.ReactNode;
}) {
  const [anchor, near] = useNearViewport<HTMLDivElement>();
  if (near) return children;
  return <div ref={anchor}>{placeholder}</div>;
}
