import { issue, pass, type Finding } from "./finding";
import { parseLinkHeader } from "./link-header";
import { isAbsoluteHttpUrl, resolveUrl, sameUrl, type Area, type PageContext } from "./page";

export type CanonicalLink = {
  href: string;
  resolved: string | null;
  source: "html" | "header";
  inHead: boolean;
};
export type CanonicalStatus = "missing" | "self" | "other" | "conflict" | "invalid";
export type CanonicalData = {
  links: CanonicalLink[];
  target: string | null;
  status: CanonicalStatus;
};

function readCanonicals({ $, url, headers }: PageContext): CanonicalLink[] {
  const html = $("link[rel]")
    .filter((_, el) => ($(el).attr("rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"))
    .map((_, el): CanonicalLink => {
      const href = ($(el).attr("href") ?? "").trim();
      return {
        href,
        resolved: href ? (resolveUrl(href, url)?.href ?? null) : null,
        source: "html",
        inHead: $(el).closest("head").length > 0,
      };
    })
    .get();
  const header = parseLinkHeader(headers.link)
    .filter((link) => link.rel.includes("canonical"))
    .map((link): CanonicalLink => ({
      href: link.href,
      resolved: resolveUrl(link.href, url)?.href ?? null,
      source: "header",
      inHead: true,
    }));
  return [...html, ...header];
}

function statusOf(
  links: CanonicalLink[],
  url: URL,
): { status: CanonicalStatus; target: string | null } {
  const usable = links.filter((l) => l.inHead && l.resolved);
  const targets = [...new Set(usable.map((l) => l.resolved as string))];
  if (links.length === 0) return { status: "missing", target: null };
  if (targets.length > 1) return { status: "conflict", target: null };
  const target = targets[0];
  if (!target) return { status: "invalid", target: null };
  return { status: sameUrl(new URL(target), url) ? "self" : "other", target };
}

export function checkCanonical(ctx: PageContext): Area<CanonicalData> {
  const links = readCanonicals(ctx);
  const { status, target } = statusOf(links, ctx.url);
  const findings: Finding[] = [];
  const here = ctx.url.href;
  if (status === "missing") {
    findings.push(
      issue(
        "warning",
        "canonical-missing",
        "There is no canonical URL, so Google picks one itself among this page's duplicates (tracking parameters, http/https, trailing slashes).",
        `Add <link rel="canonical" href="${here}"> to the <head>.`,
      ),
    );
  }
  if (links.some((l) => l.href === "")) {
    findings.push(
      issue(
        "error",
        "canonical-empty",
        "A canonical link has an empty href.",
        "Give it the page's full URL, or remove it.",
      ),
    );
  } else if (links.some((l) => l.resolved === null)) {
    findings.push(
      issue(
        "error",
        "canonical-invalid",
        "A canonical link is not a valid http(s) URL.",
        `Use the full address, e.g. ${here}`,
      ),
    );
  }
  if (links.some((l) => !l.inHead)) {
    findings.push(
      issue(
        "error",
        "canonical-in-body",
        "A canonical link sits in the <body>, where Google ignores it.",
        "Move it into the <head>, before any element that would close the head (an <img>, <div> or text).",
      ),
    );
  }
  if (status === "conflict") {
    findings.push(
      issue(
        "error",
        "canonical-conflict",
        "The page declares different canonical URLs, so Google ignores all of them.",
        "Keep exactly one canonical; check that the theme, an SEO plugin and the server's Link header agree.",
      ),
    );
  }
  if (links.some((l) => l.href && !isAbsoluteHttpUrl(l.href))) {
    findings.push(
      issue(
        "warning",
        "canonical-relative",
        "The canonical URL is relative; Google resolves it, but a mistake in the base URL then spreads to every page.",
        `Write the full URL: ${target ?? here}`,
      ),
    );
  }
  if (target && new URL(target).hash) {
    findings.push(
      issue(
        "warning",
        "canonical-fragment",
        "The canonical URL contains a #fragment, which Google drops.",
        "Remove the fragment from the canonical URL.",
      ),
    );
  }
  if (status === "self")
    findings.push(pass("canonical-self", "The canonical URL points to this page itself."));
  if (status === "other" && target) {
    const protocolOnly =
      new URL(target).protocol !== ctx.url.protocol && new URL(target).host === ctx.url.host;
    findings.push(
      issue(
        "warning",
        "canonical-other",
        protocolOnly
          ? `The canonical uses ${new URL(target).protocol.replace(":", "")} while this page is served over ${ctx.url.protocol.replace(":", "")}.`
          : `The canonical points to another URL (${target}); Google will usually index that one instead of this page.`,
        protocolOnly
          ? "Make the canonical use the protocol the site is served on (https)."
          : "If this page should rank by itself, make the canonical its own URL; otherwise check that the target answers 200 and is indexable.",
      ),
    );
  }
  return { data: { links, target, status }, findings };
}
