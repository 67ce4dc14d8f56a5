// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { UrlCell, WrappingUrl } from "./url-cell";

afterEach(cleanup);

describe("UrlCell", () => {
  it("shows the path, cut in the middle, with the full URL as its title", () => {
    const url = "https://www.greenleaf.example/guides/vegetables/when-to-water-tomatoes/";
    render(<UrlCell url={url} base="sc-domain:greenleaf.example" />);
    const cell = screen.getByTitle(url);
    expect(cell).toHaveTextContent("/guides/vegetables/when-to-water-tomatoes/");
    expect(cell.firstElementChild).toHaveTextContent(/^\/guides\/vegetables$/);
    expect(cell.firstElementChild).toHaveClass("truncate");
    expect(cell.lastElementChild).toHaveTextContent(/^\/when-to-water-tomatoes\/$/);
  });

  it("names the host of a URL outside the property", () => {
    render(
      <UrlCell
        url="https://blog.greenleaf.example/feed.xml"
        base="https://www.greenleaf.example/"
      />,
    );
    expect(screen.getByTitle("https://blog.greenleaf.example/feed.xml")).toHaveTextContent(
      "blog.greenleaf.example/feed.xml",
    );
  });
});

describe("WrappingUrl", () => {
  it("offers a line break after each slash of the path, not inside the scheme, and keeps the text", () => {
    const url = "https://www.greenleaf.example/sitemaps/sitemap-products.xml";
    const { container } = render(<WrappingUrl url={url} />);
    const text = container.querySelector('[data-slot="wrapping-url"]')!;
    expect(text).toHaveTextContent(url);
    expect(text.querySelectorAll("wbr")).toHaveLength(2);
    expect(text.innerHTML.startsWith("https://www.greenleaf.example/")).toBe(true);
  });
});
