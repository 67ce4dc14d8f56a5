import { describe, expect, it } from "vitest";
import { exploreNotes, SAMPLED_NOTE } from "./notes";

describe("an exploration's notes", () => {
  it("say what GA4 flagged, in the Analytics view's words, and nothing otherwise", () => {
    expect(
      exploreNotes({ flags: { thresholded: false, otherRow: false, sampled: false } }),
    ).toEqual([]);
    const all = exploreNotes({ flags: { thresholded: true, otherRow: true, sampled: true } });
    expect(all).toHaveLength(3);
    expect(all[0]).toMatch(/thresholding/);
    expect(all[1]).toMatch(/\(other\)/);
    expect(all[2]).toBe(SAMPLED_NOTE);
  });
});
