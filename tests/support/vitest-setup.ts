import "@testing-library/jest-dom/vitest";
import ResizeObserverPolyfill from "resize-observer-polyfill";

// jsdom has no ResizeObserver, which Radix's positioned content (tooltips, popovers) measures with
// as soon as it opens: a tooltip opening during a test would throw from a layout effect.
if (typeof window !== "undefined") globalThis.ResizeObserver ??= ResizeObserverPolyfill;

// Testing Library waits 1 s by default for what a test expects to appear. On a busy two-core
// machine (the E2E build or a second suite beside it) a module's first import alone can take
// longer, and a test that would pass fails. A real failure still fails, five seconds later.
if (typeof window !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5_000 });
}
