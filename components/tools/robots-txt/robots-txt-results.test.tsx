// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { okRobotsTxt } from "@/tests/fixtures/site/routes/robots-txt";
import { analyseRobotsTxt } from "@/lib/tools/robots-txt/analyse";
import { outcomeForStatus } from "@/lib/tools/robots-txt/fetch-status";
import { RobotsTxtResults } from "./robots-txt-results";

const report = analyseRobotsTxt(okRobotsTxt("https://shop.example"), {
  userAgent: "Googlebot-Image",
  urls: ["/search?q=1", "/private/a"],
  source: { kind: "pasted" },
  outcome: outcomeForStatus(200),
});

describe("RobotsTxtResults", () => {
  it("shows each verdict with its deciding line, and RFC 9309's where it differs", () => {
    render(<RobotsTxtResults report={report} stale={false} />);
    const [search, privatePage] = screen.getAllByTestId("robots-result");
    expect(within(search!).getAllByText("Blocked")).toHaveLength(1);
    expect(
      within(search!).getByRole("button", { name: "Show line 11 in the file: Disallow: /search" }),
    ).toBeInTheDocument();
    expect(within(privatePage!).getByText("Differs from Google")).toBeInTheDocument();
    expect(
      screen.getByText(
        /Googlebot-Image has no group of its own, so it follows the Googlebot group \(line 10\)/,
      ),
    ).toBeInTheDocument();
  });

  it("marks the deciding lines in the file and rings the one chosen", async () => {
    const user = userEvent.setup();
    const { container } = render(<RobotsTxtResults report={report} stale={false} />);
    const line11 = container.querySelector("#robots-line-11")!;
    expect(line11).toHaveTextContent("(decides a result)");
    expect(line11.className).not.toMatch(/ring-2/);
    await user.click(screen.getByRole("button", { name: /Show line 11/ }));
    expect(line11.className).toMatch(/ring-2/);
  });
});
