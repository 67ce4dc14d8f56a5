// @vitest-environment jsdom
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChoiceSelect } from "./choice-select";

const CHOICES = [
  { value: "desktop", label: "Desktop" },
  { value: "mobile", label: "Mobile" },
];

function Device({ initial = "mobile", disabled = false, onChange = vi.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceSelect
      label="Device"
      value={value}
      shown={CHOICES.find((choice) => choice.value === value)?.label ?? "All devices"}
      choices={CHOICES}
      leading={{ value: "any", label: "All devices" }}
      disabled={disabled}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole("combobox", { name: "Device" });

describe("ChoiceSelect", () => {
  beforeAll(() => {
    // What Radix's select calls and jsdom lacks.
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
  });

  it("is a closed combobox with the chosen text before its code loads", () => {
    render(<Device />);
    expect(trigger()).toHaveTextContent("Mobile");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(trigger()).not.toHaveAttribute("data-placeholder");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("marks an empty value as a placeholder", () => {
    render(
      <ChoiceSelect
        label="Project"
        value=""
        shown="Loading…"
        choices={[]}
        onValueChange={vi.fn()}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Project" })).toHaveAttribute(
      "data-placeholder",
      "",
    );
  });

  it("opens with the first press, lists the leading item first, and chooses", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Device onChange={onChange} />);
    await user.click(trigger());

    await screen.findByRole("listbox");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All devices",
      "Desktop",
      "Mobile",
    ]);
    await user.click(screen.getByRole("option", { name: "Desktop" }));
    expect(onChange).toHaveBeenCalledWith("desktop");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent("Desktop");
    expect(trigger()).toHaveFocus();

    // Loaded, it opens again as a Radix select does.
    await user.click(trigger());
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });

  it("opens from the keyboard with an arrow key, and Escape gives focus back", async () => {
    const user = userEvent.setup();
    render(<Device />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });

  it("does not open while disabled", async () => {
    const user = userEvent.setup();
    render(<Device disabled />);
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });
});
