import { publicOrigin } from "./public-origin";

describe("publicOrigin", () => {
  it("is SITE_URL when it is set, whatever host the request names", () => {
    const request = new Request("http://127.0.0.1:4000/api/auth/google/start/");
    expect(publicOrigin(request, "https://rankwell.example.com")).toBe(
      "https://rankwell.example.com",
    );
  });

  it("is the request's own origin without SITE_URL, so any port works", () => {
    const request = new Request("http://localhost:4000/api/auth/google/start/?scope=webmasters");
    expect(publicOrigin(request, undefined)).toBe("http://localhost:4000");
  });
});
