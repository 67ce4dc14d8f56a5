import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { checkRateLimit } from "./rate-limit";

describe("checkRateLimit", () => {
  it("allows the configured points per minute, then asks to wait", async () => {
    for (let i = 0; i < env.TOOLS_RATE_LIMIT_PER_MINUTE; i++) {
      expect(await checkRateLimit("test-limit", "203.0.113.1")).toEqual({ ok: true });
    }
    const refused = await checkRateLimit("test-limit", "203.0.113.1");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each key and each bucket separately", async () => {
    for (let i = 0; i < env.TOOLS_RATE_LIMIT_PER_MINUTE; i++)
      await checkRateLimit("test-keys", "a");
    expect((await checkRateLimit("test-keys", "a")).ok).toBe(false);
    expect((await checkRateLimit("test-keys", "b")).ok).toBe(true);
    expect((await checkRateLimit("test-other", "a")).ok).toBe(true);
  });
});
