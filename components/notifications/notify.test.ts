import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import { createNotificationQueue } from "@/lib/notifications/queue";
import { notify, notifyDataLoaded, setActiveNotificationQueue } from "./notify";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => vi.clearAllMocks());

describe("notify", () => {
  it("without a provider, shows the toast at once with its spec duration", () => {
    notify({ type: "error", category: "auth", title: "Popup Blocked", message: "Allow popups." });
    expect(toast.error).toHaveBeenCalledWith("Popup Blocked", {
      description: "Allow popups.",
      duration: 10_000,
    });
    notify({ type: "default", category: "default", title: "Saved" });
    expect(toast).toHaveBeenCalledWith("Saved", { description: undefined, duration: 4000 });
  });

  it("feeds the active queue, until it is released", () => {
    const show = vi.fn();
    const release = setActiveNotificationQueue(createNotificationQueue({ show }));
    notify({ type: "success", category: "data", title: "Project saved" });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ duration: 3000 }));
    expect(toast.success).not.toHaveBeenCalled();
    release();
    notify({ type: "success", category: "data", title: "Project saved" });
    expect(toast.success).toHaveBeenCalledOnce();
  });

  it("announces loaded data only for 10 or more queries", () => {
    notifyDataLoaded(9);
    expect(toast.success).not.toHaveBeenCalled();
    notifyDataLoaded(12);
    expect(toast.success).toHaveBeenCalledWith("Dashboard data loaded", {
      description: "12 data requests finished and are up to date.",
      duration: 3000,
    });
  });
});
