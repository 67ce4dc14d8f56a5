import { describe, expect, it } from "vitest";
import { checkAuthSecret } from "./secrets";

describe("checkAuthSecret", () => {
  it("refuses an AUTH_SECRET shorter than 32 characters", () => {
    expect(() => checkAuthSecret("short")).toThrow(/at least 32/);
    expect(checkAuthSecret("x".repeat(32))).toBe("x".repeat(32));
  });
});
