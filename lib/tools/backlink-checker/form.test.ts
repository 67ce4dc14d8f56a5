import { describe, expect, it } from "vitest";
import { checkForm } from "./form";

describe("checkForm", () => {
  it("accepts a site and pages, dropping blank and repeated lines", () => {
    expect(checkForm(" example.com ", "blog.test/a\n\nblog.test/a\nhttps://news.test/b")).toEqual({
      ok: true,
      site: "example.com",
      pages: ["blog.test/a", "https://news.test/b"],
    });
  });

  it("explains what is missing or wrong", () => {
    expect(checkForm("", "")).toEqual({
      ok: false,
      errors: {
        site: "Enter your site, for example example.com.",
        pages: "Enter at least one page that should link to your site.",
      },
    });
    expect(checkForm("not a url", "a.test")).toMatchObject({
      ok: false,
      errors: { site: '"not a url" is not a valid URL.' },
    });
    expect(checkForm("example.com", "a.test\n\nftp://b.test/")).toMatchObject({
      ok: false,
      errors: {
        pages:
          "Line 3 (ftp://b.test/): Only http:// and https:// addresses can be checked, not ftp:.",
      },
    });
    const many = Array.from({ length: 51 }, (_, i) => `a.test/${i}`).join("\n");
    expect(checkForm("example.com", many)).toMatchObject({
      errors: { pages: "Check at most 50 pages at a time (you entered 51)." },
    });
  });
});
