import {
  CUSTOM_AGENT,
  EMPTY_FORM,
  formFromShare,
  shareFromForm,
  validateForm,
} from "./form-values";

describe("robots.txt form values", () => {
  it("builds the request for a fetched file", () => {
    const values = {
      ...EMPTY_FORM,
      url: "example.com",
      agent: "Googlebot",
      urls: "/a/\n\n https://example.com/b \n",
    };
    expect(validateForm(values)).toEqual({
      request: {
        url: "example.com",
        userAgent: "Googlebot",
        urls: ["/a/", "https://example.com/b"],
      },
    });
  });

  it("sends the pasted file, and a custom token", () => {
    const values = {
      ...EMPTY_FORM,
      mode: "paste" as const,
      robotsTxt: "User-agent: *",
      agent: CUSTOM_AGENT,
      customAgent: "DuckDuckBot",
    };
    expect(validateForm(values)).toEqual({
      request: { robotsTxt: "User-agent: *", userAgent: "DuckDuckBot", urls: [] },
    });
  });

  it("explains each wrong field", () => {
    expect(validateForm({ ...EMPTY_FORM, agent: CUSTOM_AGENT })).toEqual({
      errors: {
        url: "Enter a site URL, such as https://example.com/.",
        userAgent: "Enter the crawler's user-agent token, such as DuckDuckBot.",
      },
    });
    const result = validateForm({ ...EMPTY_FORM, url: "example.com", urls: "page.html" });
    expect("errors" in result && result.errors.urls).toMatch(/is not a path/);
  });

  it("round-trips through a share link state, keeping unknown tokens as custom", () => {
    const values = formFromShare({
      mode: "fetch",
      url: "example.com",
      robotsTxt: "",
      userAgent: "DuckDuckBot",
      urls: ["/a"],
    });
    expect(values).toMatchObject({ agent: CUSTOM_AGENT, customAgent: "DuckDuckBot", urls: "/a" });
    expect(shareFromForm(values)).toEqual({
      mode: "fetch",
      url: "example.com",
      robotsTxt: "",
      userAgent: "DuckDuckBot",
      urls: ["/a"],
    });
  });
});
