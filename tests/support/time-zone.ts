import { afterEach, beforeEach, expect } from "vitest";

/**
 * Runs each test of the enclosing block with the process in `timeZone`, as a browser or server
 * there would run. Node applies a change of TZ at once, to Date and to Intl alike.
 */
export function runInTimeZone(timeZone: string): void {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
    process.env.TZ = timeZone;
    // Fails loudly where the runtime would not follow the change, instead of testing nothing.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
}
