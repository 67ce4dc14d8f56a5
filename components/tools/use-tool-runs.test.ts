// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { useToolRuns } from "./use-tool-runs";

describe("useToolRuns", () => {
  it("arms on focus or on the first check, and runs until that check settles", () => {
    const { result } = renderHook(() => useToolRuns<string>());
    expect(result.current.armed).toBe(false);
    expect(result.current.running).toBe(false);

    act(() => result.current.start("a"));
    expect(result.current.armed).toBe(true);
    expect(result.current.runner.run).toEqual({ id: 1, input: "a" });
    expect(result.current.running).toBe(true);

    act(() => result.current.start("a"));
    act(() => result.current.runner.onSettled(1));
    expect(result.current.running).toBe(true);
    act(() => result.current.runner.onSettled(2));
    expect(result.current.running).toBe(false);
  });

  it("starts armed for a shared link", () => {
    expect(renderHook(() => useToolRuns(true)).result.current.armed).toBe(true);
  });
});
