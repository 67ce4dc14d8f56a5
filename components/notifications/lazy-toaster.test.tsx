// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { LazyToaster } from "./lazy-toaster";
import { notify } from "./notify";

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
});

const toaster = () => document.querySelector("[data-sonner-toaster]");

describe("LazyToaster", () => {
  it("renders no Toaster until the first toast, then shows that toast and the ones after it", async () => {
    render(<LazyToaster />);
    expect(toaster()).toBeNull();

    act(() => notify({ type: "success", category: "data", title: "Project saved" }));
    expect(await screen.findByText("Project saved")).toBeInTheDocument();
    expect(toaster()).not.toBeNull();

    act(() => notify({ type: "error", category: "data", title: "Connection Issue" }));
    expect(await screen.findByText("Connection Issue")).toBeInTheDocument();
  });
});
