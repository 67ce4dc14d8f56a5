import { expect, type Page } from "@playwright/test";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { syncedPropertyUri } from "./support/synced-properties";

const VIEW = "/app/content-planning/";
const CONFLICT = /Someone else changed this item since you opened it/;

const column = (page: Page, status: string) =>
  page.locator(`[data-slot="board-column"][data-status="${status}"]`);
const card = (page: Page, title: string) =>
  page.locator('[data-slot="board-card"]').filter({ hasText: title });
const moves = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === "PATCH" && response.url().includes("/api/content/items/"),
  );

/** A new Greenleaf project and its (empty) plan. */
async function openPlan(page: Page, name: string): Promise<string> {
  const gsc = await syncedPropertyUri(page, "gsc", /greenleaf\.example/);
  const projectId = await projectWithSources(page, name, [{ type: "gsc", uri: gsc }]);
  await page.goto(`${VIEW}?project=${projectId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Content Planning");
  return projectId;
}

analystTest(
  "plans an item by hand, moves it with the mouse and the keyboard, and lists it in the table",
  async ({ page }) => {
    analystTest.setTimeout(150_000);
    const projectId = await openPlan(page, "Greenleaf content plan");
    await expect(page.getByText("No content planned yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Calendar" })).toHaveAttribute(
      "href",
      `/app/content-calendar/?project=${projectId}`,
    );

    // Create by hand.
    const title = "Spring seed starting guide";
    await page.getByRole("button", { name: "New item" }).first().click();
    const form = page.getByRole("dialog", { name: "New item" });
    await form.getByRole("button", { name: "Add item" }).click();
    await expect(form.getByText("Please give the item a title.")).toBeVisible();
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Target queries").fill("seed starting\ngrow lights");
    await form.getByLabel("Tags").fill("guide, spring");
    await form.getByRole("button", { name: "Add item" }).click();
    await expect(form).toBeHidden();
    await expect(card(page, title)).toBeVisible();
    await expect(column(page, "idea").locator('[data-slot="column-count"]')).toHaveText("1");
    await expect(card(page, title)).toContainText("2 queries");

    // The board comes with the page's HTML.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(title);

    // Open it: the sheet is in the URL, so a reload opens it again.
    await card(page, title).getByRole("button", { name: title, exact: true }).click();
    const sheet = page.getByRole("dialog", { name: title });
    await expect(sheet.getByLabel("Title")).toHaveValue(title);
    await expect(page).toHaveURL(/item=[0-9a-f-]{36}/);
    await page.reload();
    await expect(page.getByRole("dialog", { name: title }).getByLabel("Tags")).toHaveValue(
      "guide, spring",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).not.toHaveURL(/item=/);

    // Drag and drop loads after the board: the move button then describes itself.
    const handle = page.getByRole("button", { name: `Move ${title}` });
    await expect(handle).toHaveAttribute("aria-roledescription", "movable card");

    // The mouse: from Idea to Brief.
    const from = (await card(page, title).boundingBox())!;
    const to = (await column(page, "brief").boundingBox())!;
    const moved = moves(page);
    // From the card's lower edge, below its title button.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height - 6);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
    await expect(column(page, "brief").getByText(title)).toBeVisible();
    await expect(column(page, "idea").locator('[data-slot="board-card"]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New item" })).toHaveCount(1);

    // The keyboard: Space picks it up, two arrows move it to Writing and on to Review (out of a
    // column it has just left empty), Space drops it.
    await page.waitForLoadState("networkidle");
    await handle.focus();
    const movedAgain = moves(page);
    await page.keyboard.press("Space");
    // Picked up: dnd-kit measures the columns as the drag starts, before an arrow can move it.
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[id^='DndLiveRegion']")).toContainText(/over Writing/);
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("[id^='DndLiveRegion']")).toContainText(/over Review/);
    await page.keyboard.press("Space");
    expect((await movedAgain).status()).toBe(200);
    await expect(column(page, "review").getByText(title)).toBeVisible();

    // Scheduling needs a publish date: the move (with the mouse, a column on) is refused, said,
    // and undone.
    await page.waitForLoadState("networkidle");
    const refused = moves(page);
    const at = (await card(page, title).boundingBox())!;
    const scheduled = (await column(page, "scheduled").boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height - 6);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 + 20, at.y + at.height, { steps: 5 });
    await page.mouse.move(scheduled.x + scheduled.width / 2, scheduled.y + 80, { steps: 15 });
    await page.mouse.up();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText(/Set a publish date before scheduling this item/)).toBeVisible();
    await expect(column(page, "review").getByText(title)).toBeVisible();

    // The table: the same item, in its status tab.
    await page
      .getByRole("group", { name: "View", exact: true })
      .getByRole("button", { name: "Table" })
      .click();
    await expect(page).toHaveURL(/view=table/);
    const table = page.getByRole("table", { name: "Content items" });
    const row = table.locator("tbody tr").filter({ hasText: title });
    await expect(row).toContainText("Review");
    await page
      .getByRole("group", { name: "Status", exact: true })
      .getByRole("button", { name: /^Review/ })
      .click();
    await expect(page).toHaveURL(/status=review/);
    await expect(row).toBeVisible();
    await page
      .getByRole("group", { name: "Status", exact: true })
      .getByRole("button", { name: /^Idea/ })
      .click();
    await expect(table.locator("tbody tr").filter({ hasText: title })).toHaveCount(0);

    // A direct link to the table after a reload, on a phone.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${VIEW}?project=${projectId}&view=table`);
    await expect(page.getByRole("table", { name: "Content items" })).toContainText(title);
  },
);

analystTest(
  "a second save of the same item shows the conflict and keeps what was typed",
  async ({ page }) => {
    analystTest.setTimeout(120_000);
    const projectId = await openPlan(page, "Greenleaf shared plan");
    const created = await page.request.post("/api/content/items/", {
      data: { projectId, title: "Compost how-to" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const link = `${VIEW}?project=${projectId}&item=${id}`;

    const other = await page.context().newPage();
    await page.goto(link);
    await other.goto(link);
    const mine = page.getByRole("dialog", { name: "Compost how-to" });
    const theirs = other.getByRole("dialog", { name: "Compost how-to" });
    await expect(mine.getByLabel("Title")).toHaveValue("Compost how-to");
    await expect(theirs.getByLabel("Title")).toHaveValue("Compost how-to");

    await mine.getByLabel("Title").fill("Compost how-to, 2026 edition");
    await mine.getByRole("button", { name: "Save changes" }).click();
    await expect(mine).toBeHidden();

    const brief = "## Angle\n\nHot and cold compost, side by side.";
    await theirs.getByLabel("Brief", { exact: true }).fill(brief);
    await theirs.getByRole("button", { name: "Save changes" }).click();
    await expect(theirs.getByText(CONFLICT)).toBeVisible();
    await expect(theirs.getByLabel("Brief", { exact: true })).toHaveValue(brief);
    await expect(theirs.getByLabel("Title")).toHaveValue("Compost how-to");

    await theirs.getByRole("button", { name: "Reload their version" }).click();
    await expect(theirs.getByLabel("Title")).toHaveValue("Compost how-to, 2026 edition");
    await expect(theirs.getByText(CONFLICT)).toBeHidden();
    await other.close();
  },
);
