import { s256Challenge, verifyPkce } from "./pkce";

// RFC 7636 Appendix B.
const VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

describe("PKCE", () => {
  it("computes the RFC's S256 challenge", () => {
    expect(s256Challenge(VERIFIER)).toBe(CHALLENGE);
  });

  it("accepts the matching verifier and refuses another", () => {
    expect(verifyPkce(VERIFIER, CHALLENGE, "S256")).toBe(true);
    expect(verifyPkce(`${VERIFIER.slice(0, -1)}l`, CHALLENGE, "S256")).toBe(false);
  });

  it("compares plain challenges as they are", () => {
    expect(verifyPkce(VERIFIER, VERIFIER, "plain")).toBe(true);
    expect(verifyPkce(VERIFIER, CHALLENGE, "plain")).toBe(false);
  });

  it("refuses verifiers outside RFC 7636's length and alphabet", () => {
    const short = "a".repeat(42);
    expect(verifyPkce(short, s256Challenge(short), "S256")).toBe(false);
    const long = "a".repeat(129);
    expect(verifyPkce(long, long, "plain")).toBe(false);
    const spaced = `${"a".repeat(42)} `;
    expect(verifyPkce(spaced, spaced, "plain")).toBe(false);
  });
});
