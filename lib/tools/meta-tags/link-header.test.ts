import { describe, expect, it } from "vitest";
import { parseLinkHeader } from "./link-header";

describe("parseLinkHeader", () => {
  it("reads canonical and hreflang links and lower-cases rel", () => {
    const links = parseLinkHeader(
      '<https://example.com/a/>; rel="Canonical", <https://example.com/de/>; rel=alternate; hreflang="de-DE", </style.css>; rel=preload; as=style',
    );
    expect(links).toEqual([
      { href: "https://example.com/a/", rel: ["canonical"] },
      { href: "https://example.com/de/", rel: ["alternate"], hreflang: "de-DE" },
      { href: "/style.css", rel: ["preload"] },
    ]);
  });

  it("returns nothing for a missing or malformed header", () => {
    expect(parseLinkHeader(undefined)).toEqual([]);
    expect(parseLinkHeader("not a link header")).toEqual([]);
  });
});
