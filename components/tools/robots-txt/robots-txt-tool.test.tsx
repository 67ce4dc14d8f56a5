// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyseRobotsTxt } from "@/lib/tools/robots-txt/analyse";
import { outcomeForStatus } from "@/lib/tools/robots-txt/fetch-status";
import { RobotsTxtTool } from "./robots-txt-tool";

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("RobotsTxtTool", () => {
  it("tests a pasted file chosen with the source radio, and keeps it in the link", async () => {
    const file = "User-agent: *\nDisallow: /cart/\n";
    const report = analyseRobotsTxt(file, {
      userAgent: "*",
      urls: ["/cart/a"],
      source: { kind: "pasted" },
      outcome: outcomeForStatus(200),
    });
    const fetchMock = vi.fn(async () => Response.json(report));
    vi.stubGlobal("fetch", fetchMock);
    render(<RobotsTxtTool />);
    await userEvent.click(screen.getByRole("radio", { name: "Paste a file" }));
    await userEvent.type(screen.getByLabelText("robots.txt contents"), "User-agent: *");
    await userEvent.type(screen.getByLabelText("URLs or paths to test"), "/cart/a");
    await userEvent.click(screen.getByRole("button", { name: "Test robots.txt" }));

    expect(await screen.findAllByTestId("robots-result")).toHaveLength(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      robotsTxt: "User-agent: *",
      userAgent: "*",
      urls: ["/cart/a"],
    });
    expect(window.location.search).toMatch(/^\?txt=/);
  });

  it("explains a bad site URL without calling the route", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(<RobotsTxtTool />);
    await userEvent.type(screen.getByLabelText("Site or robots.txt URL"), "not a url");
    await userEvent.click(screen.getByRole("button", { name: "Test robots.txt" }));
    expect(
      screen.getByText("Enter a site or robots.txt URL, such as https://example.com/."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Site or robots.txt URL")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
