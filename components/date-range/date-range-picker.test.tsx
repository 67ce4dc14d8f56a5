// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { runInTimeZone } from "@/tests/support/time-zone";
import { DateRangePicker } from "./date-range-picker";

// The page loads the panel lazily; here it is the same component, loaded up front.
vi.mock("./lazy-panel", async () => ({
  LazyDateRangePanel: (await import("./date-range-panel")).DateRangePanel,
  loadDateRangePanel: () => Promise.resolve(),
}));

type Range = { startDate: string; endDate: string };

function renderPicker({
  value = null,
  compare = false,
  timeZone,
}: { value?: Range | null; compare?: boolean; timeZone?: string } = {}) {
  const onApply = vi.fn();
  const onCompareChange = vi.fn();
  render(
    <DateRangePicker
      value={value}
      onApply={onApply}
      compare={compare}
      onCompareChange={onCompareChange}
      timeZone={timeZone}
    />,
  );
  return { user: userEvent.setup(), onApply, onCompareChange };
}

const trigger = (name: string | RegExp) => screen.getByRole("button", { name });
const day = (label: RegExp) => screen.getByRole("button", { name: label });

/** Presses the trigger and waits for the popover: its code loads on that first press. */
async function open(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(trigger(name));
  await screen.findByRole("dialog", { name: "Choose a date range" });
}

describe("DateRangePicker", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Midday of March 14th in Pacific time, Google's day, wherever the tests run.
    vi.setSystemTime(new Date("2025-03-14T19:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("asks for a range when none is set and names the applied one otherwise", () => {
    const { unmount } = render(
      <DateRangePicker value={null} onApply={vi.fn()} compare={false} onCompareChange={vi.fn()} />,
    );
    expect(trigger("Pick a date range")).toBeInTheDocument();
    unmount();

    renderPicker({ value: { startDate: "2025-03-05", endDate: "2025-03-12" } });
    expect(trigger("Mar 05, 2025 - Mar 12, 2025")).toBeInTheDocument();
  });

  it("shows grouped presets and two months, and a preset makes the range ready to apply", async () => {
    const { user } = renderPicker();
    await open(user, "Pick a date range");

    expect(screen.getByRole("dialog", { name: "Choose a date range" })).toBeInTheDocument();
    for (const heading of ["Recent", "Medium", "Long"]) {
      expect(screen.getByRole("group", { name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("grid").map((grid) => grid.getAttribute("aria-label"))).toEqual([
      "February 2025",
      "March 2025",
    ]);
    expect(screen.getByRole("button", { name: "Apply (Select end date)" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Last 7 days" }));
    expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "Apply Range" })).toBeEnabled();
  });

  it("waits for an end day after one click and is ready after the second", async () => {
    const { user } = renderPicker();
    await open(user, "Pick a date range");

    await user.click(day(/March 3rd, 2025/));
    expect(screen.getByRole("button", { name: "Apply (Select end date)" })).toBeDisabled();

    await user.click(day(/March 10th, 2025/));
    expect(screen.getByRole("button", { name: "Apply Range" })).toBeEnabled();
  });

  it("applies the range, closes and returns focus to the trigger", async () => {
    const { user, onApply } = renderPicker();
    await open(user, "Pick a date range");
    await user.click(day(/February 20th, 2025/));
    await user.click(day(/March 10th, 2025/));
    await user.click(screen.getByRole("button", { name: "Apply Range" }));

    expect(onApply).toHaveBeenCalledWith({ startDate: "2025-02-20", endDate: "2025-03-10" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger("Pick a date range")).toHaveFocus();
  });

  it("clears the pending range on Cancel without applying anything", async () => {
    const { user, onApply } = renderPicker({
      value: { startDate: "2025-03-05", endDate: "2025-03-12" },
    });
    await open(user, "Mar 05, 2025 - Mar 12, 2025");
    expect(screen.getByRole("button", { name: "Apply Range" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Apply (Select end date)" })).toBeDisabled();
    expect(day(/March 5th, 2025/)).not.toHaveAccessibleName(/selected/);
    expect(onApply).not.toHaveBeenCalled();
  });

  it("turns comparison on from its entry and closes", async () => {
    const { user, onCompareChange } = renderPicker();
    await open(user, "Pick a date range");
    const entry = screen.getByRole("button", { name: "Compare vs Previous Period" });
    expect(entry).toHaveAttribute("aria-pressed", "false");

    await user.click(entry);
    expect(onCompareChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows comparison as on and turns it off", async () => {
    const { user, onCompareChange } = renderPicker({ compare: true });
    await open(user, "Pick a date range");
    const entry = screen.getByRole("button", { name: "Compare vs Previous Period" });
    expect(entry).toHaveAttribute("aria-pressed", "true");

    await user.click(entry);
    expect(onCompareChange).toHaveBeenCalledWith(false);
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const { user } = renderPicker();
    await open(user, "Pick a date range");
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger("Pick a date range")).toHaveFocus();
  });

  it("notes Search Console's 16 months when the pending range starts before them", async () => {
    const { user } = renderPicker({ value: { startDate: "2023-10-01", endDate: "2023-10-31" } });
    await open(user, "Oct 01, 2023 - Oct 31, 2023");
    const note = "Search Console keeps 16 months of data; days before Nov 14, 2023 have none.";
    expect(screen.getByText(note)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Last 16 months" }));
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});

describe.each(["Asia/Tokyo", "UTC", "America/Los_Angeles"])(
  "DateRangePicker in a browser in %s",
  (timeZone) => {
    runInTimeZone(timeZone);
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      // 23:30 on March 13th in Pacific time: already March 14th in Tokyo and in UTC.
      vi.setSystemTime(new Date("2025-03-14T06:30:00Z"));
    });
    afterEach(() => vi.useRealTimers());

    it("ends the last 7 days on yesterday in Pacific time", async () => {
      const { user, onApply } = renderPicker();
      await open(user, "Pick a date range");
      await user.click(screen.getByRole("button", { name: "Last 7 days" }));
      await user.click(screen.getByRole("button", { name: "Apply Range" }));

      expect(onApply).toHaveBeenCalledWith({ startDate: "2025-03-06", endDate: "2025-03-12" });
    });

    it("ends a GA4 property's last 7 days on yesterday in the property's own zone", async () => {
      const { user, onApply } = renderPicker({ timeZone: "America/Chicago" });
      await open(user, "Pick a date range");
      await user.click(screen.getByRole("button", { name: "Last 7 days" }));
      await user.click(screen.getByRole("button", { name: "Apply Range" }));

      expect(onApply).toHaveBeenCalledWith({ startDate: "2025-03-07", endDate: "2025-03-13" });
    });

    it("dates Search Console's oldest kept day from the Pacific day", async () => {
      const { user } = renderPicker({ value: { startDate: "2023-10-01", endDate: "2023-10-31" } });
      await open(user, "Oct 01, 2023 - Oct 31, 2023");
      expect(
        screen.getByText(
          "Search Console keeps 16 months of data; days before Nov 13, 2023 have none.",
        ),
      ).toBeInTheDocument();
    });
  },
);
