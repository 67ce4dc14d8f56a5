import { MAX_SHARED_FILE_CHARS, readShareQuery, shareQuery, type ShareState } from "./share";

const fetchState: ShareState = {
  mode: "fetch",
  url: "example.com",
  robotsTxt: "",
  userAgent: "Googlebot",
  urls: ["/a/", "https://example.com/b?x=1"],
};

describe("share links", () => {
  it("round-trips a fetched test", () => {
    const query = shareQuery(fetchState);
    expect(query).toBe(
      "?url=example.com&ua=Googlebot&urls=%2Fa%2F+https%3A%2F%2Fexample.com%2Fb%3Fx%3D1",
    );
    expect(readShareQuery(query)).toEqual(fetchState);
  });

  it("round-trips a short pasted file and leaves the default agent out", () => {
    const state: ShareState = {
      mode: "paste",
      url: "",
      robotsTxt: "User-agent: *\nDisallow: /x/\n",
      userAgent: "*",
      urls: [],
    };
    expect(shareQuery(state)).not.toContain("ua=");
    expect(readShareQuery(shareQuery(state))).toEqual(state);
  });

  it("leaves a long pasted file out of the link", () => {
    const state: ShareState = {
      mode: "paste",
      url: "",
      robotsTxt: "#".repeat(MAX_SHARED_FILE_CHARS + 1),
      userAgent: "*",
      urls: ["/a"],
    };
    expect(shareQuery(state)).toBe("?urls=%2Fa");
    expect(readShareQuery(shareQuery(state))).toBeNull();
  });
});
