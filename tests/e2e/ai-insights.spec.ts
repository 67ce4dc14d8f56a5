import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, settledForAudit } from "./support/audit";
import { analystTest } from "./support/roles";
import { projectWithSources } from "./support/search-project";
import { finalWeeks } from "./support/synced-properties";

const VIEW = "/app/ai-insights/";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const decodeEntities = (html: string) =>
  html.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]!);

async function openView(page: Page) {
  const projectId = await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
  ]);
  const { start, end } = finalWeeks();
  const search = `?project=${projectId}&start=${start}&end=${end}`;
  await page.goto(`${VIEW}${search}`);
  return { projectId, start, end, search };
}

analystTest(
  "shows Rankwell's own summary and actions, each linked to the view it rests on",
  async ({ page }) => {
    test.setTimeout(150_000);
    const { projectId, start, end, search } = await openView(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Insights");
    // The text came with the HTML: straight from the server, no script run.
    const html = await (await page.request.get(`${VIEW}${search}`)).text();
    const first = decodeEntities(
      /data-writer="rankwell"><li[^>]*><span>([^<]+)<\/span>/.exec(html)?.[1] ?? "",
    );
    expect(first).toMatch(/^Clicks (rose|fell|held)/);
    const actions = page.getByRole("region", { name: "What to do first" });
    await expect(actions.getByRole("listitem").first()).toContainText(
      /clicks over the range|Under a click/,
    );

    // With a model configured, Rankwell's own text stays one click away, with its links; the
    // first sentence is GSC Insights' own, and its link opens that view on the same scope.
    const summary = page.getByRole("region", { name: "The period in brief" });
    await expect(summary.getByTestId("model-summary")).toHaveAttribute("data-status", "done", {
      timeout: 60_000,
    });
    await summary.getByText("Rankwell's own summary, each sentence linked to its view").click();
    await summary.getByRole("link", { name: "See it in GSC Insights" }).first().click();
    await expect(page).toHaveURL(
      new RegExp(`/app/gsc-insights/\\?project=${projectId}.*start=${start}&end=${end}`),
    );
    const why = page.getByRole("region", { name: "Why did clicks change?" });
    await expect(why.getByRole("listitem").first()).toHaveText(first, { timeout: 60_000 });
  },
);

analystTest(
  "the configured model writes the summary, each figure checked against the findings",
  async ({ page }) => {
    test.setTimeout(150_000);
    await openView(page);
    const summary = page.getByRole("region", { name: "The period in brief" });
    await expect(summary).toContainText("A language model writes it from Rankwell's findings");
    const written = summary.getByTestId("model-summary");
    await expect(written).toHaveAttribute("data-status", "done", { timeout: 60_000 });
    // The model's headline is the change GSC Insights measured, in its words.
    const first =
      (await summary.locator("[data-writer=rankwell] li span").first().textContent()) ?? "";
    const change = /(?:rose|fell) ([\d,]+)/.exec(first)?.[1];
    expect(change).toBeTruthy();
    await expect(written).toContainText(new RegExp(`^Clicks (rose|fell) ${change} `));
    await expect(summary).toContainText(
      "Written by rankwell-emulator from your findings; Rankwell checked that every figure is one of them",
    );
  },
);

analystTest(
  "questions are answered through Rankwell's analyses; an invented figure is refused; Stop stops",
  async ({ page }) => {
    test.setTimeout(150_000);
    await openView(page);
    const chat = page.getByRole("region", { name: "Ask about your data" });
    await chat.getByRole("button", { name: "Why did clicks change?" }).click({ timeout: 60_000 });
    const answers = chat.getByTestId("chat-answer");
    await expect(answers.first()).toHaveAttribute("data-status", "done", { timeout: 60_000 });
    await expect(answers.first()).toContainText("Looked up: Why clicks changed");
    await expect(answers.first().locator("[data-writer=model]")).toContainText(
      /Clicks (rose|fell|held)/,
    );

    // A forecast is a figure no analysis holds: the model's answer is replaced by Rankwell's.
    const question = chat.getByLabel("Your question");
    await question.fill("Forecast my clicks for next month");
    await question.press("Enter");
    await expect(answers.nth(1)).toHaveAttribute("data-status", "rejected", { timeout: 60_000 });
    await expect(answers.nth(1)).toContainText("Rankwell held back rankwell-emulator's text");
    await expect(answers.nth(1).locator("[data-writer=rankwell]")).not.toBeEmpty();

    // A long answer streams word by word until Stop.
    await question.fill("Which opportunities are worth the most, in detail?");
    await chat.getByRole("button", { name: "Ask" }).click();
    const third = answers.nth(2);
    await expect(third.locator("[data-writer=model]")).not.toBeEmpty({ timeout: 60_000 });
    await chat.getByRole("button", { name: "Stop" }).click();
    await expect(third).toHaveAttribute("data-status", "stopped");
    const kept = await third.locator("[data-writer=model]").textContent();
    await page.waitForTimeout(1_000);
    await expect(third.locator("[data-writer=model]")).toHaveText(kept ?? "");
    await expect(third).toContainText("Stopped.");
  },
);

analystTest("AI Insights reads well on a phone and passes the audit", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const projectId = await projectWithSources(page, "Greenleaf", [
    { type: "gsc", uri: "sc-domain:greenleaf.example" },
  ]);
  const { start, end } = finalWeeks();
  await page.goto(`${VIEW}?project=${projectId}&start=${start}&end=${end}`);
  await expect(page.getByRole("region", { name: "What to do first" })).toBeVisible({
    timeout: 60_000,
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await settledForAudit(page, /^AI Insights/);
  expect(await seriousViolations(page)).toEqual([]);
});
