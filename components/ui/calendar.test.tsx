// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Calendar } from "./calendar";

describe("Calendar", () => {
  it("marks the ends and the middle of a range on the day buttons", () => {
    render(
      <Calendar
        mode="range"
        defaultMonth={new Date(2025, 2, 1)}
        selected={{ from: new Date(2025, 2, 5), to: new Date(2025, 2, 7) }}
      />,
    );
    const button = (isoDate: string) =>
      document.querySelector(`[data-slot="calendar-day-button"][data-day="${isoDate}"]`);

    expect(screen.getByRole("grid", { name: "March 2025" })).toBeInTheDocument();
    expect(button("2025-03-05")).toHaveAttribute("data-range-start", "true");
    expect(button("2025-03-06")).toHaveAttribute("data-range-middle", "true");
    expect(button("2025-03-07")).toHaveAttribute("data-range-end", "true");
    expect(button("2025-03-08")).not.toHaveAttribute("data-range-middle");
  });

  it("moves focus between days with the arrow keys and picks a day with Enter", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Calendar mode="single" defaultMonth={new Date(2025, 2, 1)} onSelect={onSelect} />);

    await user.click(screen.getByRole("button", { name: /March 10th, 2025/ }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: /March 11th, 2025/ })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("button", { name: /March 18th, 2025/ })).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith(
      new Date(2025, 2, 18),
      new Date(2025, 2, 18),
      expect.anything(),
      expect.anything(),
    );
  });

  it("labels its month navigation", () => {
    render(<Calendar defaultMonth={new Date(2025, 2, 1)} />);
    expect(screen.getByRole("button", { name: /previous month/i })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /next month/i })).toBeInTheDocument();
  });
});
