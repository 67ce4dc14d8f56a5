import { expect, test } from "@playwright/test";
import { searchConsoleProject } from "./support/search-console-project";
import { signInOverHttp, uniqueEmail } from "./support/sign-in";

test("a server error Google answers with is 'Something Went Wrong', not a connection issue", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo);
  await page.goto("/app/");
  await signInOverHttp(page, { email });
  const { search } = await searchConsoleProject(page, "sc-domain:greenleaf.example");
  const fault = await page.request.post("/emulator/google/_emulator/faults", {
    data: { account: email, kind: "500", match: "/sitemaps" },
  });
  expect(fault.ok()).toBe(true);
  try {
    await page.goto(`/app/search-performance/sitemaps/${search}`);
    const alert = page.getByRole("main").getByRole("alert").first();
    await expect(alert).toContainText("Something Went Wrong", { timeout: 60_000 });
    await expect(alert).toContainText("Please try again in a moment.");
    await expect(page.getByText("Connection Issue")).toHaveCount(0);
  } finally {
    await page.request.delete(
      `/emulator/google/_emulator/faults?account=${encodeURIComponent(email)}`,
    );
  }
});
