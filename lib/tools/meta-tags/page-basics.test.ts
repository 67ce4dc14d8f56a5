import { describe, expect, it } from "vitest";
import { checkBasics } from "./page-basics";
import { ids, page } from "./test-pages";

const GOOD_HEAD =
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">';

describe("checkBasics", () => {
  it("passes a page with charset, viewport and lang", () => {
    const result = checkBasics(page(GOOD_HEAD));
    expect(result.data).toEqual({
      viewport: "width=device-width, initial-scale=1",
      charset: { value: "utf-8", source: "meta" },
      lang: "en",
    });
    expect(ids(result.findings)).toEqual(["pass:viewport", "pass:charset", "pass:lang"]);
  });

  it("reports what a bare page lacks", () => {
    expect(ids(checkBasics(page("", "", { htmlAttrs: "" })).findings)).toEqual([
      "error:viewport-missing",
      "warning:charset-missing",
      "warning:lang-missing",
    ]);
  });

  it("takes the charset from http-equiv or the Content-Type header", () => {
    expect(
      checkBasics(page('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">'))
        .data.charset,
    ).toEqual({
      value: "ISO-8859-1",
      source: "http-equiv",
    });
    const header = checkBasics(
      page("", "", { headers: { "content-type": "text/html; charset=UTF-8" } }),
    );
    expect(header.data.charset).toEqual({ value: "UTF-8", source: "header" });
  });

  it("flags a charset declared too late, a zoom lock and an invalid lang", () => {
    const late = `<title>${"x".repeat(1100)}</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, user-scalable=no">`;
    expect(ids(checkBasics(page(late, "", { htmlAttrs: ' lang="english"' })).findings)).toEqual([
      "warning:viewport-zoom",
      "warning:charset-late",
      "warning:lang-invalid",
    ]);
  });

  it("notices a fixed-width viewport and a legacy encoding", () => {
    const result = checkBasics(
      page('<meta charset="windows-1252"><meta name="viewport" content="width=1024">'),
    );
    expect(ids(result.findings)).toEqual([
      "warning:viewport-width",
      "warning:charset-not-utf8",
      "pass:lang",
    ]);
  });
});
