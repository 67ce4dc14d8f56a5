// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/sonner";
import type { NotificationInput } from "@/lib/notifications/types";
import { NotificationProvider } from "./notification-provider";
import { notify } from "./notify";
import { loadSonner } from "./sonner-loader";
import { useNotify } from "./use-notify";

const saved: NotificationInput = { type: "success", category: "data", title: "Project saved" };
const failed: NotificationInput = {
  type: "error",
  category: "data",
  title: "Connection Issue",
  message: "Rankwell could not reach the service.",
};

function Probe() {
  const show = useNotify();
  return <button onClick={() => [saved, failed].forEach(show)}>Save twice</button>;
}

function renderApp() {
  render(
    <>
      <Toaster />
      <NotificationProvider>
        <Probe />
      </NotificationProvider>
    </>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// The toast calls wait for sonner to load (lazy-toaster.test.tsx covers the app's lazy Toaster);
// then sonner puts a new toast on screen on a zero-delay timer, which the fake clock runs 1 ms
// later when it was set from inside another timer.
const settle = async () => {
  await act(() => loadSonner());
  advance(1);
};
const toastCount = () => document.querySelectorAll("[data-sonner-toast]").length;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.useRealTimers();
});

describe("NotificationProvider", () => {
  it("shows one toast at a time, the next 300 ms after the first expired", async () => {
    renderApp();
    fireEvent.click(screen.getByRole("button", { name: "Save twice" }));
    await settle();
    expect(screen.getByText("Project saved")).toBeInTheDocument();
    expect(screen.queryByText("Connection Issue")).not.toBeInTheDocument();

    // The data success toast lasts 3 s, then sonner takes it off the screen.
    advance(3000);
    advance(299);
    expect(screen.queryByText("Connection Issue")).not.toBeInTheDocument();
    expect(toastCount()).toBe(0);
    advance(1);
    await settle();
    expect(screen.getByText("Connection Issue")).toBeInTheDocument();
    expect(screen.getByText("Rankwell could not reach the service.")).toBeInTheDocument();
    expect(toastCount()).toBe(1);
  });

  it("shows the next toast 300 ms after the user closed the current one", async () => {
    renderApp();
    act(() => {
      notify(saved);
      notify(failed);
    });
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Close toast" }));
    advance(299);
    expect(screen.queryByText("Connection Issue")).not.toBeInTheDocument();
    advance(1);
    await settle();
    expect(screen.getByText("Connection Issue")).toBeInTheDocument();
  });

  it("drops a repeat of the toast on screen", async () => {
    renderApp();
    act(() => {
      notify(failed);
      notify(failed);
    });
    await settle();
    expect(toastCount()).toBe(1);
    advance(8000);
    advance(300);
    expect(toastCount()).toBe(0);
  });
});
