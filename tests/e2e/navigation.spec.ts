import { expect, test } from "@playwright/test";
import { FOOTER_GROUPS, FOOTER_LEGAL_LINKS, HEADER_LINKS, MOBILE_EXTRA_LINKS } from "@/lib/site";

test("the header links lead to their pages, and Sign In and Get Started lead to the app", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  for (const link of HEADER_LINKS) {
    await header
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: link.label })
      .click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/app/");
  await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/app/");
  // Contact and Affiliates are for the mobile menu only.
  for (const link of MOBILE_EXTRA_LINKS)
    await expect(header.getByRole("link", { name: link.label })).toHaveCount(0);
});

test("the footer has its four groups and the legal links, all leading to live pages", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const group of FOOTER_GROUPS) {
    const nav = footer.getByRole("navigation", { name: group.title });
    await expect(nav.getByRole("heading", { name: group.title })).toBeVisible();
    for (const link of group.links) {
      await expect(nav.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
      expect((await request.get(link.href)).status(), link.href).toBe(200);
    }
  }
  const legal = footer.getByRole("navigation", { name: "Legal" });
  for (const link of FOOTER_LEGAL_LINKS) {
    await legal.getByRole("link", { name: link.label }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
  }
});

test.describe("on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu toggles open and closed and adds Contact and Affiliates", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    for (const link of [...HEADER_LINKS, ...MOBILE_EXTRA_LINKS]) {
      await expect(menu.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});
