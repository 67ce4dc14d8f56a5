// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failedPage } from "@/lib/tools/backlink-checker/analyze";
import type { PageResult, StreamLine } from "@/lib/tools/backlink-checker/types";
import { BacklinkChecker } from "./backlink-checker";

const linked: PageResult = {
  page: "https://blog.test/a",
  finalUrl: "https://blog.test/a",
  httpStatus: 200,
  verdict: "followed",
  link: { href: "https://example.com/", anchor: "Example tools", kind: "text", rel: [] },
  linkCount: 1,
  indexable: false,
  indexIssues: ["noindex in the robots meta tag"],
  error: null,
};

function ndjson(lines: StreamLine[]): Response {
  const body = lines.map((l) => `${JSON.stringify(l)}\n`).join("");
  return new Response(body, { headers: { "content-type": "application/x-ndjson" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("BacklinkChecker", () => {
  it("validates the form before sending anything", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(<BacklinkChecker />);
    await userEvent.type(screen.getByLabelText("Your site"), "not a url");
    await userEvent.click(screen.getByRole("button", { name: "Check backlinks" }));
    expect(screen.getByText('"not a url" is not a valid URL.')).toBeInTheDocument();
    expect(
      screen.getByText("Enter at least one page that should link to your site."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Your site")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("streams rows into the table and puts the check in the URL", async () => {
    const fetchMock = vi.fn(async () =>
      ndjson([
        {
          type: "result",
          index: 1,
          result: failedPage("https://gone.test/", "The page answered HTTP 404.", {
            httpStatus: 404,
          }),
        },
        { type: "result", index: 0, result: linked },
        { type: "done", checked: 2 },
      ]),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<BacklinkChecker />);
    await userEvent.type(screen.getByLabelText("Your site"), "example.com");
    await userEvent.type(
      screen.getByLabelText("Pages that should link to you"),
      "blog.test/a{enter}gone.test/",
    );
    await userEvent.click(screen.getByRole("button", { name: "Check backlinks" }));

    expect(await screen.findByText("Checked 2 of 2 pages.")).toBeInTheDocument();
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByText("Linked")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Example tools")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Not indexable")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("The page answered HTTP 404.")).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      url: "example.com",
      pages: ["blog.test/a", "gone.test/"],
    });
    expect(window.location.search).toBe("?url=example.com&pages=blog.test%2Fa+gone.test%2F");
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled();
  });

  it("shows the message of an error response", async () => {
    const error = {
      error: {
        code: "rate_limited",
        message: "Too many requests. Please wait 42 seconds and try again.",
      },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(error, { status: 429 })),
    );
    render(<BacklinkChecker />);
    await userEvent.type(screen.getByLabelText("Your site"), "example.com");
    await userEvent.type(screen.getByLabelText("Pages that should link to you"), "blog.test/a");
    await userEvent.click(screen.getByRole("button", { name: "Check backlinks" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please wait 42 seconds and try again.",
    );
  });

  it("runs a shared check from the URL", async () => {
    window.history.replaceState(null, "", "/?url=example.com&pages=blog.test%2Fa");
    const fetchMock = vi.fn(async () =>
      ndjson([
        { type: "result", index: 0, result: linked },
        { type: "done", checked: 1 },
      ]),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<BacklinkChecker />);
    expect(await screen.findByText("Checked 1 of 1 pages.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your site")).toHaveValue("example.com");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
