import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { createNotificationQueue } from "@/lib/notifications/queue";
import { notify, notifyDataLoaded, setActiveNotificationQueue } from "./notify";
import { loadSonner } from "./sonner-loader";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => vi.clearAllMocks());

// sonner loads with the first toast; the toasts asked for so far are shown once it has.
const shown = () => loadSonner();

describe("notify", () => {
  it("without a provider, shows the toast at once with its spec duration", async () => {
    notify({ type: "error", category: "auth", title: "Popup Blocked", message: "Allow popups." });
    await shown();
    expect(toast.error).toHaveBeenCalledWith("Popup Blocked", {
      description: "Allow popups.",
      duration: 10_000,
    });
    notify({ type: "default", category: "default", title: "Saved" });
    await shown();
    expect(toast).toHaveBeenCalledWith("Saved", { description: undefined, duration: 4000 });
  });

  it("feeds the active queue, until it is released", async () => {
    const show = vi.fn();
    const release = setActiveNotificationQueue(createNotificationQueue({ show }));
    notify({ type: "success", category: "data", title: "Project saved" });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ duration: 3000 }));
    await shown();
    expect(toast.success).not.toHaveBeenCalled();
    release();
    notify({ type: "success", category: "data", title: "Project saved" });
    await shown();
    expect(toast.success).toHaveBeenCalledOnce();
  });

  it("announces loaded data only for 10 or more queries", async () => {
    notifyDataLoaded(9);
    await shown();
    expect(toast.success).not.toHaveBeenCalled();
    notifyDataLoaded(12);
    await shown();
    expect(toast.success).toHaveBeenCalledWith("Dashboard data loaded", {
      description: "12 data requests finished and are up to date.",
      duration: 3000,
    });
  });
});
