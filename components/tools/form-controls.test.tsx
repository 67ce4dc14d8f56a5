// @vitest-environment jsdom
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SegmentedChoice, SwitchField } from "./form-controls";

function Choice() {
  const [value, setValue] = useState<"url" | "text">("url");
  return (
    <SegmentedChoice
      legend="What to analyse"
      name="mode"
      value={value}
      options={[
        { value: "url", label: "Fetch a page" },
        { value: "text", label: "Paste text" },
      ]}
      onChange={setValue}
    />
  );
}

describe("SegmentedChoice", () => {
  it("is a named radio group that the pointer and the arrow keys move", async () => {
    const user = userEvent.setup();
    render(<Choice />);
    expect(screen.getByRole("group", { name: "What to analyse" })).toBeInTheDocument();
    const fetch = screen.getByRole("radio", { name: "Fetch a page" });
    const paste = screen.getByRole("radio", { name: "Paste text" });
    expect(fetch).toBeChecked();

    await user.click(paste);
    expect(paste).toBeChecked();
    expect(fetch).not.toBeChecked();

    await user.keyboard("{ArrowLeft}");
    expect(fetch).toBeChecked();
  });
});

describe("SwitchField", () => {
  it("toggles by click and by Space, named by its label", async () => {
    const user = userEvent.setup();
    function Stop() {
      const [on, setOn] = useState(false);
      return <SwitchField id="stop" label="Include stop words" checked={on} onChange={setOn} />;
    }
    render(<Stop />);
    const control = screen.getByRole("switch", { name: "Include stop words" });
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    await user.keyboard(" ");
    expect(control).not.toBeChecked();
  });
});
