import { describe, expect, it } from "vitest";
import { checkCanonical } from "./canonical";
import { PAGE_URL, ids, page } from "./test-pages";

describe("checkCanonical", () => {
  it("passes a self-referencing canonical", () => {
    const result = checkCanonical(page(`<link rel="canonical" href="${PAGE_URL}">`));
    expect(result.data).toMatchObject({ status: "self", target: PAGE_URL });
    expect(ids(result.findings)).toEqual(["pass:canonical-self"]);
  });

  it("warns when there is none and suggests the page's own URL", () => {
    const result = checkCanonical(page("<title>x</title>"));
    expect(result.data.status).toBe("missing");
    const [finding] = result.findings;
    expect(finding?.severity).toBe("warning");
    expect(finding && "fix" in finding && finding.fix).toContain(`href="${PAGE_URL}"`);
  });

  it("resolves a relative canonical and warns about it", () => {
    const result = checkCanonical(page('<link rel="canonical" href="/guides/crawl-budget/">'));
    expect(result.data.status).toBe("self");
    expect(ids(result.findings)).toEqual(["warning:canonical-relative", "pass:canonical-self"]);
  });

  it("explains a canonical that points elsewhere, or only switches protocol", () => {
    const other = checkCanonical(
      page('<link rel="canonical" href="https://www.example.com/guides/">'),
    );
    expect(ids(other.findings)).toEqual(["warning:canonical-other"]);
    const http = checkCanonical(
      page('<link rel="canonical" href="http://www.example.com/guides/crawl-budget/">'),
    );
    expect(http.findings[0]?.message).toMatch(/uses http while this page is served over https/);
  });

  it("treats different canonicals, including the Link header, as a conflict", () => {
    const result = checkCanonical(
      page(`<link rel="canonical" href="${PAGE_URL}">`, "", {
        headers: { link: '<https://www.example.com/other/>; rel="canonical"' },
      }),
    );
    expect(result.data.status).toBe("conflict");
    expect(result.data.links.map((l) => l.source)).toEqual(["html", "header"]);
    expect(ids(result.findings)).toContain("error:canonical-conflict");
  });

  it("reports a canonical in the body and an empty one", () => {
    const body = checkCanonical(page("", `<p>Intro</p><link rel="canonical" href="${PAGE_URL}">`));
    expect(ids(body.findings)).toContain("error:canonical-in-body");
    expect(ids(checkCanonical(page('<link rel="canonical" href="">')).findings)).toContain(
      "error:canonical-empty",
    );
  });
});
