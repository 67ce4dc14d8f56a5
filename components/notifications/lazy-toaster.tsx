"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { whenSonnerWanted } from "./sonner-loader";

const Toaster = lazy(() =>
  import("@/components/ui/sonner").then((module) => ({ default: module.Toaster })),
);

/** The dashboard's toast host: sonner's Toaster, rendered once the first toast asks for sonner. */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenSonnerWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
