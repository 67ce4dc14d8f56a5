// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CONTROL_LOAD_FAILED, useLoadOnIntent } from "./load-on-intent";

const notify = vi.hoisted(() => vi.fn());
vi.mock("@/components/notifications/notify", () => ({ notify }));

type Module = { Menu: () => React.ReactNode };

function Control({ load }: { load: () => Promise<Module> }) {
  const { loaded, open, triggerProps } = useLoadOnIntent(load, { popup: "menu" });
  if (loaded && open) return <loaded.Menu />;
  return (
    <button type="button" {...triggerProps}>
      Account
    </button>
  );
}

describe("useLoadOnIntent", () => {
  beforeEach(() => notify.mockClear());

  it("opens the real control when its code arrives", async () => {
    const user = userEvent.setup();
    render(<Control load={async () => ({ Menu: () => <div role="menu">Menu</div> })} />);
    await user.click(screen.getByRole("button", { name: "Account" }));
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it("says so when the code cannot be fetched, stays closed, and a second press tries again", async () => {
    const user = userEvent.setup();
    // Hovering preloads and the press loads: both fail while the network is down.
    let online = false;
    const load = async (): Promise<Module> => {
      if (!online) throw new TypeError("Failed to fetch dynamically imported module");
      return { Menu: () => <div role="menu">Menu</div> };
    };
    render(<Control load={load} />);
    const trigger = screen.getByRole("button", { name: "Account" });
    await user.click(trigger);
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: "error",
        category: "default",
        ...CONTROL_LOAD_FAILED,
      }),
    );
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    online = true;
    await user.click(trigger);
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
