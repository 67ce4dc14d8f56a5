// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WidgetState } from "./widget-state";

describe("WidgetState", () => {
  it("announces loading and reserves the widget's height", () => {
    const { container } = render(
      <WidgetState status="loading" label="clicks over time" height={320} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading clicks over time...");
    const panel = container.querySelector("[data-slot=widget-state]");
    expect(panel).toHaveAttribute("aria-busy", "true");
    expect(panel).toHaveStyle({ height: "320px" });
  });

  it("draws one bar per table row", () => {
    const { container } = render(
      <WidgetState status="loading" label="top queries" skeleton="table" rows={5} />,
    );
    // A header bar and five rows.
    expect(container.querySelectorAll("[data-slot=skeleton]")).toHaveLength(6);
  });

  it("shows an error with its message and retries", async () => {
    const onRetry = vi.fn();
    render(
      <WidgetState
        status="error"
        title="Could not load search performance"
        message="Google is receiving too many requests. Please try again in a minute."
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Could not load search performance");
    expect(alert).toHaveTextContent("Google is receiving too many requests.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("disables Retry while a retry runs", () => {
    render(
      <WidgetState
        status="error"
        title="Failed"
        message="Try again."
        onRetry={() => {}}
        retrying
      />,
    );
    expect(screen.getByRole("button", { name: "Retry" })).toBeDisabled();
  });

  it("explains an empty result and offers the next step", () => {
    render(
      <WidgetState
        status="empty"
        title="No queries in this range"
        description="Search Console has no clicks or impressions for these dates. Pick a longer range."
        action={<button type="button">Show the last 3 months</button>}
      />,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("No queries in this range")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show the last 3 months" })).toBeInTheDocument();
  });
});
