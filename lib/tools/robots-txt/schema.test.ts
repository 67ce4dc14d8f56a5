import { robotsTxtInputSchema } from "./schema";

describe("robotsTxtInputSchema", () => {
  it("defaults the user agent to * and drops empty URL lines", () => {
    const parsed = robotsTxtInputSchema.parse({
      url: "example.com",
      userAgent: "",
      urls: ["/a", " ", ""],
    });
    expect(parsed).toEqual({
      url: "example.com",
      robotsTxt: undefined,
      userAgent: "*",
      urls: ["/a"],
    });
  });

  it("accepts an empty pasted file", () => {
    expect(robotsTxtInputSchema.safeParse({ robotsTxt: "" }).success).toBe(true);
  });

  it.each([
    [{}, "Enter a site URL or paste a robots.txt file."],
    [{ url: "not a url" }, "Enter a site or robots.txt URL"],
    [{ url: "example.com", userAgent: "Googlebot/2.1" }, "A user-agent token"],
    [{ url: "example.com", urls: ["page.html"] }, '"page.html" is not a path'],
    [
      { url: "example.com", urls: Array.from({ length: 101 }, (_, i) => `/${i}`) },
      "at most 100 URLs",
    ],
    [{ robotsTxt: "#".repeat(500 * 1024 + 1) }, "larger than 500 KiB"],
  ])("refuses %j", (input, message) => {
    const result = robotsTxtInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
