// Only the DOM tests use jest-dom's matchers, Testing Library and a ResizeObserver; the other files
// (most of them) do not pay for importing them.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { default: ResizeObserverPolyfill } = await import("resize-observer-polyfill");
  // jsdom has no ResizeObserver, which Radix's positioned content (tooltips, popovers) measures
  // with as soon as it opens: a tooltip opening during a test would throw from a layout effect.
  globalThis.ResizeObserver ??= ResizeObserverPolyfill;

  // Testing Library waits 1 s by default for what a test expects to appear. On a busy two-core
  // machine a module's first import alone can take longer, and a test that would pass fails. A
  // real failure still fails, five seconds later.
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
