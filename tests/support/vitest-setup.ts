// Only DOM tests load these.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { default: ResizeObserverPolyfill } = await import("resize-observer-polyfill");
  // jsdom has no ResizeObserver, which Radix's positioned content (tooltips, popovers) measures
  // with as soon as it opens: a tooltip opening during a test would throw from a layout effect.
  globalThis.ResizeObserver ??= ResizeObserverPolyfill;

  // Testing Library's 1 s wait is shorter than a module's first import on a busy two-core machine.
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
