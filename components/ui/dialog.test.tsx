// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

function DeleteDialog() {
  return (
    <Dialog>
      <DialogTrigger>Delete project</DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete this project?</DialogTitle>
        <DialogDescription>Its data sources are disconnected as well.</DialogDescription>
        <button type="button">Confirm</button>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens from the keyboard, keeps focus inside and closes on Escape", async () => {
    const user = userEvent.setup();
    render(<DeleteDialog />);
    await user.tab();
    const trigger = screen.getByRole("button", { name: "Delete project" });
    expect(trigger).toHaveFocus();

    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Delete this project?" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("closes with its Close button", async () => {
    const user = userEvent.setup();
    render(<DeleteDialog />);
    await user.click(screen.getByRole("button", { name: "Delete project" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
