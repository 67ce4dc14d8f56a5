// @vitest-environment jsdom
import { act, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { fireEvent, getByLabelText, getByRole } from "@testing-library/react";
import { readShareQuery as readKeywordShare } from "@/lib/tools/keyword-density/share";
import { readShareQuery as readRobotsShare } from "@/lib/tools/robots-txt/share";
import { KeywordDensityTool } from "./keyword-density/keyword-density-tool";
import { MetaTagsChecker } from "./meta-tags/meta-tags-checker";
import { RobotsTxtTool } from "./robots-txt/robots-txt-tool";
import { SerpPreview } from "./serp-preview/serp-preview";

// A tool page is static HTML: a visitor on a slow phone types into its form before React hydrates
// it. The hydrated form must keep what they typed and submit it, not replace the server's form
// with an empty one rendered in the browser.

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

async function hydrateAfterTyping(element: ReactElement, typed: Record<string, string>) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const fields = Object.entries(typed).map(([label, value]) => {
    const field = getByLabelText(container, label) as HTMLInputElement | HTMLTextAreaElement;
    field.value = value;
    return field;
  });
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  // The typed changes are handed to React just after hydration.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return { container, fields };
}

const fetchBodies = () => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? "null")));
      return new Promise<Response>(() => {});
    }),
  );
  return bodies;
};

describe("a tool form typed into before hydration", () => {
  it("keeps the Robots.txt Tester's URL and paths and tests them", async () => {
    const bodies = fetchBodies();
    const { container, fields } = await hydrateAfterTyping(<RobotsTxtTool />, {
      "Site or robots.txt URL": "https://example.com/",
      "URLs or paths to test": "/cart/",
    });
    // The first render after hydration (another field changing) must not write the typed text over.
    fireEvent.change(getByLabelText(container, "Crawler (user-agent token)"), {
      target: { value: "Googlebot" },
    });
    expect(fields.map((f) => f.value)).toEqual(["https://example.com/", "/cart/"]);
    await act(async () => {
      fireEvent.click(getByRole(container, "button", { name: "Test robots.txt" }));
    });
    await vi.waitFor(() =>
      expect(bodies).toContainEqual(
        expect.objectContaining({ url: "https://example.com/", urls: ["/cart/"] }),
      ),
    );
  });

  it("keeps the Meta Tags Checker's URL and checks it", async () => {
    const bodies = fetchBodies();
    const { container, fields } = await hydrateAfterTyping(<MetaTagsChecker />, {
      "Page URL": "https://example.com/page",
    });
    expect(fields[0]!.value).toBe("https://example.com/page");
    await act(async () => {
      fireEvent.click(getByRole(container, "button", { name: /Check/ }));
    });
    await vi.waitFor(() =>
      expect(bodies).toContainEqual(expect.objectContaining({ url: "https://example.com/page" })),
    );
  });

  it("keeps the SERP preview's typed title when the description changes after", async () => {
    const { container, fields } = await hydrateAfterTyping(<SerpPreview />, {
      Title: "Garden tools that last",
    });
    fireEvent.change(getByLabelText(container, "Meta description"), {
      target: { value: "Tools for every garden." },
    });
    expect(fields[0]!.value).toBe("Garden tools that last");
  });

  it("keeps a source chosen with a radio before hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<RobotsTxtTool />);
    document.body.append(container);
    (getByRole(container, "radio", { name: "Paste a file" }) as HTMLInputElement).checked = true;
    await act(async () => {
      root = hydrateRoot(container, <RobotsTxtTool />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(getByLabelText(container, "robots.txt contents")).toBeTruthy();
  });
});

// Submitted before hydration, a form is a plain GET to the page: its fields are named as the
// tool's shared link, so the browser lands on a link that runs the same test on arrival.
describe("a tool form submitted before hydration", () => {
  const submittedQuery = (element: ReactElement, set: (container: HTMLElement) => void) => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.append(container);
    set(container);
    const form = container.querySelector("form")!;
    return new URLSearchParams(
      [...new FormData(form)].map(([key, value]) => [key, String(value)] as [string, string]),
    ).toString();
  };
  const fill = (container: HTMLElement, label: string, value: string) => {
    (getByLabelText(container, label) as HTMLInputElement).value = value;
  };

  it("sends the Robots.txt Tester to its link with the site, crawler and paths", () => {
    const query = submittedQuery(<RobotsTxtTool />, (c) => {
      fill(c, "Site or robots.txt URL", "https://example.com/");
      fill(c, "Crawler (user-agent token)", "Googlebot");
      fill(c, "URLs or paths to test", "/cart/\n/docs/");
    });
    expect(readRobotsShare(query)).toMatchObject({
      mode: "fetch",
      url: "https://example.com/",
      userAgent: "Googlebot",
      urls: ["/cart/", "/docs/"],
    });
  });

  it("sends Keyword Density to its link with the page, phrase and language", () => {
    const query = submittedQuery(<KeywordDensityTool />, (c) => {
      fill(c, "Page URL", "https://example.com/guide");
      fill(c, "Target phrase (optional)", "garden tools");
      fill(c, "Language", "de");
    });
    expect(readKeywordShare(query)).toMatchObject({
      url: "https://example.com/guide",
      phrase: "garden tools",
      language: "de",
    });
  });
});
