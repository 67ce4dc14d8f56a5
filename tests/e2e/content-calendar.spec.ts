import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { seriousViolations, settledForAudit } from "./support/audit";
import { analystTest } from "./support/roles";

const VIEW = "/app/content-calendar/";
// A month of its own, away from today, so "today" never sits among the test's days.
const MONTH = "2027-05-01";

type Item = { id: string; title: string; dueDate: string | null; version: number };

/** As the analyst: a project of its own, made through the API. */
async function newProject(page: Page, name: string): Promise<string> {
  const created = await page.request.post("/api/projects/", { data: { name } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { project: { id: string } }).project.id;
}

/** An item made as the page's user, through the route the plan's forms use. */
async function createItem(page: Page, projectId: string, body: Record<string, unknown>) {
  const response = await page.request.post("/api/content/items/", { data: { projectId, ...body } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Item;
}

async function storedItem(page: Page, projectId: string, id: string): Promise<Item> {
  const response = await page.request.get(`/api/content/items/${id}/?projectId=${projectId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Item;
}

const grid = (page: Page, label: string) => page.getByRole("grid", { name: label });
const day = (scope: Locator, key: string) => scope.locator(`[role="gridcell"][data-day="${key}"]`);
const entry = (scope: Locator, id: string, kind: "due" | "publish" = "due") =>
  scope.locator(`[data-entry-id="${id}:${kind}"]`);

/** Drag and drop has loaded once the handles say they can be moved. */
async function dragReady(scope: Locator) {
  await expect(scope.locator('[aria-roledescription="movable date"]').first()).toBeAttached({
    timeout: 30_000,
  });
}

async function openCalendar(page: Page, projectId: string) {
  await page.goto(`${VIEW}?project=${projectId}&date=${MONTH}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content calendar");
  await expect(grid(page, "May 2027")).toBeVisible();
}

analystTest(
  "reschedules an item by dragging it and with the keyboard, and the new day is saved",
  async ({ page }) => {
    analystTest.setTimeout(120_000);
    const projectId = await newProject(page, "Calendar reschedule");
    const item = await createItem(page, projectId, {
      title: "Spring seed guide",
      status: "writing",
      dueDate: "2027-05-12",
    });
    await openCalendar(page, projectId);
    const may = grid(page, "May 2027");

    // The entry came with the first HTML, on its day, marked as a due date.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain("Spring seed guide");
    expect(html).toContain(`data-entry-id="${item.id}:due"`);
    await expect(entry(day(may, "2027-05-12"), item.id)).toContainText("Due");
    await expect(entry(day(may, "2027-05-12"), item.id)).toHaveAttribute("data-status", "writing");
    await expect(page.getByText("Writing", { exact: true }).first()).toBeVisible();

    // Drag it with the mouse to Friday the 14th.
    await dragReady(may);
    const from = await entry(may, item.id).getByRole("link").boundingBox();
    const to = await day(may, "2027-05-14").boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2 + 20, from!.y + from!.height / 2, { steps: 5 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(entry(day(may, "2027-05-14"), item.id)).toBeVisible();
    await expect(
      page.getByText("Moved the due date of “Spring seed guide” to May 14, 2027."),
    ).toBeVisible();
    await expect
      .poll(async () => (await storedItem(page, projectId, item.id)).dueDate)
      .toBe("2027-05-14");
    await page.reload();
    await expect(entry(day(grid(page, "May 2027"), "2027-05-14"), item.id)).toBeVisible();

    // With the keyboard: pick it up from its handle, one week down, drop.
    await dragReady(grid(page, "May 2027"));
    const handle = entry(grid(page, "May 2027"), item.id).getByRole("button", {
      name: "Drag “Spring seed guide” (due date) to another day",
    });
    await handle.focus();
    await page.keyboard.press("Space");
    // Picked up (dnd-kit measures the days as the drag starts), then over the day a week on.
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowDown");
    await expect(day(grid(page, "May 2027"), "2027-05-21")).toHaveAttribute("data-over", "true");
    await page.keyboard.press("Space");
    await expect(entry(day(grid(page, "May 2027"), "2027-05-21"), item.id)).toBeVisible();
    await expect
      .poll(async () => (await storedItem(page, projectId, item.id)).dueDate)
      .toBe("2027-05-21");

    // "Move to…" with a typed day.
    await entry(grid(page, "May 2027"), item.id)
      .getByRole("button", { name: "Move “Spring seed guide” (due date) to…" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Move “Spring seed guide”" });
    await dialog.getByLabel("New due date").fill("2027-05-03");
    await dialog.getByRole("button", { name: "Move" }).click();
    await expect(entry(day(grid(page, "May 2027"), "2027-05-03"), item.id)).toBeVisible();
    await page.reload();
    await expect(entry(day(grid(page, "May 2027"), "2027-05-03"), item.id)).toBeVisible();

    // The grid's own keys: arrows move between days, PageDown shows the next month.
    const may3 = day(grid(page, "May 2027"), "2027-05-03");
    await may3.click({ position: { x: 4, y: 4 } });
    await expect(may3).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(day(grid(page, "May 2027"), "2027-05-04")).toBeFocused();
    await page.keyboard.press("PageDown");
    await expect(grid(page, "June 2027")).toBeVisible();
    await expect(day(grid(page, "June 2027"), "2027-06-04")).toBeFocused();
    await expect(page).toHaveURL(/date=2027-06-04/);

    // Clicking the entry opens the item in Content Planning.
    await page.getByRole("button", { name: "Previous month" }).click();
    await entry(grid(page, "May 2027"), item.id).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/app/content-planning/\\?.*item=${item.id}`));
  },
);

analystTest(
  "downloads the plan as .ics and makes, then regenerates, the secret feed address",
  async ({ page }) => {
    analystTest.setTimeout(120_000);
    const projectId = await newProject(page, "Calendar subscribe");
    const item = await createItem(page, projectId, {
      title: "Pruning checklist",
      dueDate: "2027-05-18",
    });
    await openCalendar(page, projectId);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download .ics" }).click();
    const text = await readFile((await (await download).path())!, "utf8");
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    const due = events.find(
      (event) => event.getFirstPropertyValue("uid") === `${item.id}-due@content.rankwell`,
    );
    expect(due).toBeTruthy();
    expect(String(due!.getFirstPropertyValue("summary"))).toContain("Pruning checklist");
    expect(String(due!.getFirstPropertyValue("dtstart"))).toBe("2027-05-18");

    const subscribe = page.getByRole("region", { name: "Subscribe" });
    await expect(subscribe).toContainText("no calendar address yet");
    await subscribe.getByRole("button", { name: "Create calendar address" }).click();
    const address = subscribe.getByLabel("Calendar address");
    await expect(address).toHaveValue(/\/api\/content\/feed\/[\w-]{43}\/$/);
    const first = await address.inputValue();
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain("Pruning checklist");

    // Regenerating asks first, then the old address stops working.
    await subscribe.getByRole("button", { name: "Regenerate address…" }).click();
    const confirm = subscribe.getByRole("alertdialog");
    await expect(confirm).toContainText("stops working at once");
    await expect(confirm.getByRole("button", { name: "Make a new address" })).toBeFocused();
    await confirm.getByRole("button", { name: "Make a new address" }).click();
    await expect(address).not.toHaveValue(first);
    const second = await address.inputValue();
    expect(second).toMatch(/\/api\/content\/feed\/[\w-]{43}\/$/);
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(second)).status()).toBe(200);
    // The address is shown once: after a reload only its date is.
    await page.reload();
    await expect(page.getByRole("region", { name: "Subscribe" })).toContainText(
      "The current address was made on",
    );
    await expect(page.getByLabel("Calendar address")).toHaveCount(0);
  },
);

analystTest("a phone shows the month as an agenda and passes the audit", async ({ page }) => {
  analystTest.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const projectId = await newProject(page, "Calendar on a phone");
  const item = await createItem(page, projectId, {
    title: "Tomato seedlings",
    status: "scheduled",
    publishDate: "2027-05-07",
  });
  await page.goto(`${VIEW}?project=${projectId}&date=${MONTH}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content calendar");
  await expect(grid(page, "May 2027")).toBeHidden();
  const agenda = page.getByRole("list", { name: "May 2027" });
  await expect(entry(agenda, item.id, "publish")).toContainText("Publish");
  await expect(agenda).toContainText("Friday, May 7, 2027");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^Content calendar/);
  expect(await seriousViolations(page)).toEqual([]);
});
