// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LazyTooltip } from "./lazy-tooltip";

function Toggle() {
  return (
    <>
      <button type="button">Before</button>
      <LazyTooltip content="Collapse sidebar (Ctrl+B)" side="bottom">
        <button type="button" aria-label="Collapse sidebar">
          ◧
        </button>
      </LazyTooltip>
    </>
  );
}

const button = () => screen.getByRole("button", { name: "Collapse sidebar" });

describe("LazyTooltip", () => {
  it("shows the element alone until the pointer or focus reaches it", () => {
    render(<Toggle />);
    expect(button()).toBeInTheDocument();
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("keeps focus on the element that loaded it and shows the tooltip", async () => {
    const user = userEvent.setup();
    render(<Toggle />);
    await user.tab();
    await user.tab();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Collapse sidebar (Ctrl+B)");
    expect(button()).toHaveFocus();
  });

  it("shows the tooltip for the pointer once its code has loaded", async () => {
    const user = userEvent.setup();
    render(<Toggle />);
    await user.hover(button());
    // The element is a new one once the code has loaded; the pointer moving on it opens the tooltip.
    await waitFor(() => expect(button()).toHaveAttribute("data-state"));
    await user.hover(button());
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Collapse sidebar (Ctrl+B)");
  });

  it("does not take focus back from where it went while the code loaded", async () => {
    const user = userEvent.setup();
    render(<Toggle />);
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.hover(button());
    await waitFor(() => expect(button()).toHaveAttribute("data-state"));
    expect(screen.getByRole("button", { name: "Before" })).toHaveFocus();
  });
});
