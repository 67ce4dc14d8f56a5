// Google's permission codes in words: Search Console's siteOwner… (also spelled SITE_OWNER or
// lowercased) and Business Profile's OWNER_LEVEL / MEMBER_LEVEL.
const LABELS: Record<string, string> = {
  siteowner: "Owner",
  sitefulluser: "Full user",
  siterestricteduser: "Restricted user",
  siteunverifieduser: "Unverified user",
  ownerlevel: "Owner",
  memberlevel: "Member",
};

/** The words for a permission code; an unknown code is shown as Google sent it. */
export function permissionLabel(level: string): string {
  return LABELS[level.replace(/_/g, "").toLowerCase()] ?? level;
}
