// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import {
  EMPTY_SELECT_ITEM_VALUE_MESSAGE,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "./select";

describe("Select", () => {
  it("shows the chosen item in the trigger", () => {
    render(
      <Select defaultValue="mobile">
        <SelectTrigger aria-label="Device">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="desktop">Desktop</SelectItem>
          <SelectItem value="mobile">Mobile</SelectItem>
        </SelectContent>
      </Select>,
    );
    expect(screen.getByRole("combobox", { name: "Device" })).toHaveTextContent("Mobile");
  });

  it("rejects an item with an empty value", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(
        <Select defaultValue="all">
          <SelectTrigger aria-label="Country">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="">All countries</SelectItem>
          </SelectContent>
        </Select>,
      ),
    ).toThrow(EMPTY_SELECT_ITEM_VALUE_MESSAGE);
    quiet.mockRestore();
  });
});
