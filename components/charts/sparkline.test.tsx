// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { Sparkline, sparklinePoints } from "./sparkline";

describe("Sparkline", () => {
  it("scales values into the box, highest at the top", () => {
    expect(sparklinePoints([0, 10])).toBe("0.00,26.00 100.00,2.00");
    expect(sparklinePoints([0, 10], true)).toBe("0.00,2.00 100.00,26.00");
    expect(sparklinePoints([5, 5, 5])).toBe("0.00,14.00 50.00,14.00 100.00,14.00");
  });

  it("draws nothing for fewer than two values", () => {
    const { container } = render(<Sparkline values={[3]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("is hidden from assistive technology", () => {
    const { container } = render(<Sparkline values={[1, 2, 3]} />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
