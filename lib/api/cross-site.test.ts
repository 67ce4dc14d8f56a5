import { describe, expect, it } from "vitest";
import { isCrossSiteRequest, refuseCrossSite } from "./cross-site";
import { ApiError } from "./errors";

const request = (
  headers: Record<string, string>,
  method = "POST",
  url = "http://localhost:3000/api/x/",
) => new Request(url, { method, headers });

describe("isCrossSiteRequest", () => {
  it("goes by Sec-Fetch-Site when the browser sends it", () => {
    expect(isCrossSiteRequest(request({ "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSiteRequest(request({ "sec-fetch-site": "none" }))).toBe(false);
    expect(isCrossSiteRequest(request({ "sec-fetch-site": "cross-site" }))).toBe(true);
    // A sibling subdomain is another party's page too.
    expect(isCrossSiteRequest(request({ "sec-fetch-site": "same-site" }))).toBe(true);
    // Sec-Fetch-Site cannot be set by a page, so a matching Origin does not overrule it.
    const both = { "sec-fetch-site": "cross-site", origin: "http://localhost:3000" };
    expect(isCrossSiteRequest(request(both))).toBe(true);
  });

  it("else compares Origin with the request's own origin, the Host it was sent to and SITE_URL", () => {
    expect(isCrossSiteRequest(request({ origin: "http://localhost:3000" }))).toBe(false);
    expect(isCrossSiteRequest(request({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteRequest(request({ origin: "null" }))).toBe(true);
    expect(isCrossSiteRequest(request({ origin: "http://localhost:3001" }))).toBe(true);
    // Any port in embedded mode: the Host the browser addressed counts.
    const onOtherPort = request(
      { origin: "http://127.0.0.1:3310", host: "127.0.0.1:3310" },
      "POST",
      "http://127.0.0.1:3310/api/x/",
    );
    expect(isCrossSiteRequest(onOtherPort)).toBe(false);
    // Behind a proxy the server sees its own address; the forwarded host and scheme are the browser's.
    const proxied = request({
      origin: "https://app.rankwell.example",
      host: "10.0.0.5:3000",
      "x-forwarded-host": "app.rankwell.example",
      "x-forwarded-proto": "https",
    });
    expect(isCrossSiteRequest(proxied)).toBe(false);
    expect(isCrossSiteRequest(request({ origin: "https://app.rankwell.example" }))).toBe(true);
  });

  it("lets requests without either header through: no browser, no ambient cookies", () => {
    expect(isCrossSiteRequest(request({}))).toBe(false);
  });
});

describe("refuseCrossSite", () => {
  const attempt = (method: string) => {
    try {
      refuseCrossSite(request({ "sec-fetch-site": "cross-site" }, method));
      return "passed";
    } catch (error) {
      return error instanceof ApiError ? `${error.status} ${error.code}` : "other";
    }
  };

  it("refuses cross-site POST, PUT, PATCH and DELETE with 403 cross_site_request", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect(attempt(method)).toBe("403 cross_site_request");
  });

  it("lets GET, HEAD and OPTIONS through: they change nothing", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(attempt(method)).toBe("passed");
  });
});
