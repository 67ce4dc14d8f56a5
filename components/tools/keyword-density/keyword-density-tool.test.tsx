// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyseText } from "@/lib/tools/keyword-density/analyse";
import { KeywordDensityTool } from "./keyword-density-tool";

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("KeywordDensityTool", () => {
  it("analyses pasted text chosen with the source radio", async () => {
    const text = "Rankwell counts words.\nRankwell counts phrases.";
    const fetchMock = vi.fn(async () =>
      Response.json({
        ...analyseText(text, {}),
        source: { kind: "text", characters: text.length },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<KeywordDensityTool />);
    await userEvent.click(screen.getByRole("radio", { name: "Paste text" }));
    await userEvent.type(screen.getByLabelText("Text or HTML"), text);
    await userEvent.click(screen.getByRole("button", { name: "Analyse keyword density" }));

    expect(await screen.findByText("Pasted text, 47 characters")).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ text, includeStopWords: false });
    expect(screen.getByRole("button", { name: "Analyse keyword density" })).toBeEnabled();
  });

  it("checks the URL in the browser and shows the route's error message", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { error: { code: "fetch_failed", message: "The page answered HTTP 404." } },
        { status: 422 },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(<KeywordDensityTool />);
    await userEvent.type(screen.getByLabelText("Page URL"), "ftp://example.com/file");
    await userEvent.click(screen.getByRole("button", { name: "Analyse keyword density" }));
    expect(
      screen.getByText("Only http:// and https:// addresses can be checked, not ftp:."),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("Page URL"));
    await userEvent.type(screen.getByLabelText("Page URL"), "example.com/missing/");
    await userEvent.click(screen.getByRole("button", { name: "Analyse keyword density" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The page answered HTTP 404.");
  });
});
