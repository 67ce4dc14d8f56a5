// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Label } from "./label";
import { Switch } from "./switch";

describe("Switch", () => {
  it("toggles aria-checked by click and by Space", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Switch id="weekly-email" />
        <Label htmlFor="weekly-email">Weekly email report</Label>
      </>,
    );
    const control = screen.getByRole("switch", { name: "Weekly email report" });
    expect(control).toHaveAttribute("aria-checked", "false");

    await user.click(control);
    expect(control).toHaveAttribute("aria-checked", "true");

    await user.keyboard(" ");
    expect(control).toHaveAttribute("aria-checked", "false");
  });
});
