import { describe, expect, it } from "vitest";
import { timeUntil } from "./time-until";

describe("timeUntil", () => {
  const now = Date.parse("2026-03-01T10:00:00Z");
  it("counts minutes under an hour, at least one", () => {
    expect(timeUntil("2026-03-01T10:12:20Z", now)).toBe("in 12 min");
    expect(timeUntil("2026-03-01T09:00:00Z", now)).toBe("in 1 min");
  });
  it("counts hours and minutes beyond", () => {
    expect(timeUntil("2026-03-02T08:00:00Z", now)).toBe("in 22 h");
    expect(timeUntil("2026-03-01T15:12:00Z", now)).toBe("in 5 h 12 min");
  });
});
