import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first and last word of a name", () => {
    expect(initialsOf("Dana Demo")).toBe("DD");
    expect(initialsOf("Ana María de la Cruz")).toBe("AC");
    expect(initialsOf("  émile  ")).toBe("É");
  });

  it("falls back to the part of an email before the @", () => {
    expect(initialsOf("alex@agency.rankwell.dev")).toBe("A");
    expect(initialsOf("jo.smith@example.com")).toBe("JS");
    expect(initialsOf("")).toBe("?");
  });
});
