// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { ChangeText } from "./change-text";

describe("ChangeText", () => {
  it("shows a change that rounds away as neutral, with no verdict", () => {
    render(<ChangeText value={-0.022} style="position" lowerIsBetter />);
    const text = screen.getByText("0.0");
    expect(text).toHaveClass("text-muted-foreground");
    expect(text).toHaveTextContent(/^0\.0$/);
  });

  it("shows a count change below one as neutral", () => {
    render(<ChangeText value={0.4} />);
    expect(screen.getByText("0")).toHaveClass("text-muted-foreground");
  });

  it("judges a change that shows", () => {
    const { rerender } = render(<ChangeText value={-0.06} style="position" lowerIsBetter />);
    expect(screen.getByText("-0.1")).toHaveClass("text-success");
    expect(screen.getByText("-0.1")).toHaveTextContent("-0.1 (better)");
    rerender(<ChangeText value={-3} />);
    expect(screen.getByText("-3")).toHaveClass("text-destructive");
    expect(screen.getByText("-3")).toHaveTextContent("-3 (worse)");
  });
});
