import { classify, errorCode, outOfShape } from "./classify";

const shaped = (code: string) => JSON.stringify({ error: { code, message: "m" } });

describe("classify", () => {
  it("counts answers by class", () => {
    expect(classify(200, "")).toBe("2xx");
    expect(classify(308, "")).toBe("3xx");
    expect(classify(400, shaped("invalid_input"))).toBe("4xx");
    expect(classify(null, "")).toBe("no answer");
  });

  it("counts a 500, or a 5xx without a typed upstream code, as a server fault", () => {
    expect(classify(500, shaped("internal_error"))).toBe("5xx");
    expect(classify(502, "<html>Bad gateway</html>")).toBe("5xx");
    expect(classify(503, shaped("unavailable"))).toBe("5xx");
  });

  it("lists typed upstream failures apart", () => {
    expect(classify(502, shaped("dns_failure"))).toBe("upstream");
    expect(classify(504, shaped("timeout"))).toBe("upstream");
    expect(classify(503, shaped("google_unavailable"))).toBe("upstream");
    expect(classify(500, shaped("dns_failure"))).toBe("5xx");
    // A sign-in code Google refused is the request's fault, not Google's.
    expect(classify(502, shaped("google_error"))).toBe("5xx");
  });
});

describe("the error shape", () => {
  it("reads the code of { error: { code, message } } only", () => {
    expect(errorCode(shaped("x"))).toBe("x");
    expect(errorCode(JSON.stringify({ error: "x" }))).toBeNull();
    expect(errorCode("not json")).toBeNull();
  });

  it("flags API errors out of shape, not Next's own 405", () => {
    expect(outOfShape("GET", "/api/x/", 400, "oops")).toBe(true);
    expect(outOfShape("GET", "/api/x/", 400, shaped("invalid_json"))).toBe(false);
    expect(outOfShape("PUT", "/api/x/", 405, "")).toBe(false);
    expect(outOfShape("HEAD", "/api/x/", 401, "")).toBe(false);
    expect(outOfShape("GET", "/tools/", 404, "<html>")).toBe(false);
  });
});
