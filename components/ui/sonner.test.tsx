// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "sonner";
import { Toaster } from "./sonner";

afterEach(cleanup);

describe("Toaster", () => {
  it("stacks toasts top-right, 356 px wide with a 14 px gap, three visible, each with a close button", async () => {
    const { container } = render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Toast ${n}`);
    });
    await screen.findByText("Toast 4");
    const list = container.ownerDocument.querySelector("[data-sonner-toaster]") as HTMLElement;
    expect(list.dataset.yPosition).toBe("top");
    expect(list.dataset.xPosition).toBe("right");
    expect(list.style.getPropertyValue("--width")).toBe("356px");
    expect(list.style.getPropertyValue("--gap")).toBe("14px");
    const toasts = [...container.ownerDocument.querySelectorAll("[data-sonner-toast]")];
    expect(toasts).toHaveLength(4);
    expect(toasts.filter((t) => t.getAttribute("data-visible") === "true")).toHaveLength(3);
    expect(screen.getAllByRole("button", { name: /close toast/i })).toHaveLength(4);
  });
});
