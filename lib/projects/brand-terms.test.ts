import { completedPart, sameTerms, splitTerms, withTypedTerms } from "./brand-terms";

describe("splitTerms", () => {
  it("splits at commas, trims and drops blanks", () => {
    expect(splitTerms(" acme ,, Acme Shop ,")).toEqual(["acme", "Acme Shop"]);
    expect(splitTerms("   ")).toEqual([]);
  });
});

describe("withTypedTerms", () => {
  it("adds the typed terms at the end, without repeats in any case", () => {
    expect(withTypedTerms(["Acme"], "acme, acme shop")).toEqual({
      ok: true,
      terms: ["Acme", "acme shop"],
    });
  });

  it("says why when the list would break the API's rules", () => {
    const ten = Array.from({ length: 10 }, (_, i) => `term ${i}`);
    expect(withTypedTerms(ten, "one more")).toEqual({
      ok: false,
      message: "A project can have at most 10 brand terms.",
    });
    expect(withTypedTerms([], "x".repeat(101))).toEqual({
      ok: false,
      message: "Brand terms can be at most 100 characters each.",
    });
  });
});

describe("completedPart", () => {
  it("hands over the text before the last comma and keeps the rest typed", () => {
    expect(completedPart("acme, acme sh")).toEqual({ completed: "acme", rest: "acme sh" });
    expect(completedPart("acme,")).toEqual({ completed: "acme", rest: "" });
    expect(completedPart("acme")).toEqual({ completed: "", rest: "acme" });
  });
});

describe("sameTerms", () => {
  it("compares in order and case", () => {
    expect(sameTerms(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameTerms(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameTerms(["a"], ["A"])).toBe(false);
  });
});
