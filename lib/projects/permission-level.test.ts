import { describe, expect, it } from "vitest";
import { permissionLabel } from "./permission-level";

describe("permissionLabel", () => {
  it.each([
    ["siteOwner", "Owner"],
    ["siteFullUser", "Full user"],
    ["siteRestrictedUser", "Restricted user"],
    ["siteUnverifiedUser", "Unverified user"],
    ["siterestricteduser", "Restricted user"],
    ["SITE_FULL_USER", "Full user"],
    ["OWNER_LEVEL", "Owner"],
    ["MEMBER_LEVEL", "Member"],
  ])("%s reads %s", (code, label) => {
    expect(permissionLabel(code)).toBe(label);
  });

  it("shows a code it does not know as it came", () => {
    expect(permissionLabel("siteSuperUser")).toBe("siteSuperUser");
  });
});
