// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { emptyShellFetch } from "@/tests/support/shell-fetch";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthContexts, type AuthContextValue } from "@/components/auth/auth-context";
import { authValue } from "@/tests/support/auth-value";
import { AppFrame } from "./app-frame";

const navigation = vi.hoisted(() => ({
  pathname: "/app/",
  search: "",
  replace: vi.fn(),
}));
vi.mock("next/navigation", () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
}));
// The URL writers put the new query in history (lib/routing/replace-query); record what they write.
vi.mock("@/lib/routing/replace-query", () => ({
  replaceQuery: (path: string, search: string) =>
    navigation.replace(search ? `${path}?${search}` : path),
}));

const fetchMock = vi.fn<typeof fetch>();

const auth = (overrides: Partial<AuthContextValue> = {}) =>
  authValue({
    profile: {
      full_name: "Dana Demo",
      avatar_url: null,
      email: "dana@demo.rankwell.dev",
      is_primary_account: true,
    },
    ...overrides,
  });

function renderFrame(value: AuthContextValue, sidebarOpen = true, publicDemo = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthContexts value={value}>
        <AppFrame sidebarOpen={sidebarOpen} publicDemo={publicDemo}>
          <h1>Projects</h1>
        </AppFrame>
      </AuthContexts>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(emptyShellFetch);
  // jsdom has no matchMedia; a wide screen.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
  navigation.pathname = "/app/";
  navigation.search = "";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  navigation.replace.mockReset();
  document.cookie = "sidebar_state=; max-age=0; path=/";
});

describe("AppFrame", () => {
  it("shows the logo home link, the user's name and the page", () => {
    renderFrame(auth());
    expect(screen.getByRole("link", { name: "Rankwell home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Account menu: Dana Demo" })).toHaveTextContent("DD");
    expect(screen.getByRole("main")).toHaveTextContent("Projects");
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(screen.queryByText("Refreshing access...")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says on a public demo that the data is synthetic and anyone can sign in as any address", () => {
    renderFrame(auth(), true, true);
    const note = screen.getByRole("note", { name: "Public demo" });
    expect(note).toHaveTextContent("Everything here is synthetic data");
    expect(note).toHaveTextContent("anyone can sign in as any email address");
    cleanup();
    renderFrame(auth());
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("says 'Refreshing access...' while Google access is refreshed", () => {
    renderFrame(auth({ isRefreshingTokens: true }));
    expect(screen.getByText("Refreshing access...")).toBeInTheDocument();
  });

  it("offers a reconnect when Google refused the stored refresh token", async () => {
    const value = auth({ authState: "token_expired" });
    renderFrame(value);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your Google connection has expired. Please reconnect.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Reconnect Google" }));
    expect(value.signInWithGoogle).toHaveBeenCalled();
  });

  it("opens the account menu on the first click, with the email, the theme switch and Sign out", async () => {
    const value = auth();
    renderFrame(value);
    await userEvent.click(screen.getByRole("button", { name: "Account menu: Dana Demo" }));
    const menu = await screen.findByRole("menu");
    expect(menu).toHaveTextContent("dana@demo.rankwell.dev");
    expect(within(menu).getByRole("menuitemcheckbox", { name: "Dark mode" })).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Settings" })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    expect(value.signOut).toHaveBeenCalled();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("falls back to the email when the profile has no name", () => {
    renderFrame(auth({ profile: null }));
    expect(
      screen.getByRole("button", { name: "Account menu: dana@demo.rankwell.dev" }),
    ).toBeInTheDocument();
  });
});

describe("the sidebar", () => {
  it("lists the routes and marks the current one and its parent", () => {
    navigation.pathname = "/app/search-performance/sitemaps/";
    renderFrame(auth());
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    expect(within(nav).getByRole("link", { name: "Sitemaps" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Search Performance" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(within(nav).getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current");
    // next/link drops the slash without the app's trailingSlash setting, which tests do not load.
    expect(within(nav).getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/app\/settings\/?$/),
    );
    expect(within(nav).queryByRole("link", { name: /content calendar/i })).toBeNull();
  });

  it("starts with the Search Performance group open and toggles it", async () => {
    renderFrame(auth());
    const toggle = screen.getByRole("button", { name: "Search Performance" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Cannibalization" })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Cannibalization" })).toBeNull();
  });

  it("collapses to icons with the button and with Ctrl+B, and keeps the state in a cookie", async () => {
    renderFrame(auth());
    const sidebar = document.getElementById("app-sidebar")!;
    expect(sidebar).toHaveAttribute("data-state", "expanded");
    await userEvent.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar).toHaveAttribute("data-state", "collapsed");
    expect(document.cookie).toContain("sidebar_state=false");
    // Collapsed, every route keeps its name for screen readers.
    expect(screen.getByRole("link", { name: "Cannibalization" })).toBeInTheDocument();

    await userEvent.keyboard("{Control>}b{/Control}");
    expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect(document.cookie).toContain("sidebar_state=true");
  });

  it("starts collapsed when the cookie said so", () => {
    renderFrame(auth(), false);
    expect(document.getElementById("app-sidebar")).toHaveAttribute("data-state", "collapsed");
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeInTheDocument();
  });
});
