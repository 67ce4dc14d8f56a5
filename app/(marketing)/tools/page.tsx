import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import {
  ArrowRight,
  Bot,
  EyeOff,
  Gauge,
  Hash,
  Link2,
  Ruler,
  Search,
  ShieldCheck,
  Tags,
  UserCheck,
} from "lucide-react";
import { siteUrl } from "@/lib/env";
import { itemListLd } from "@/lib/seo/item-list-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { TOOLS, type ToolSlug } from "@/lib/site";
import { JsonLdScript } from "@/components/seo/json-ld";
import { BreadcrumbHero } from "@/components/marketing/breadcrumb-hero";
import { Section } from "@/components/marketing/page-sections";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";

export const metadata = pageMetadata({
  title: "Free SEO Tools",
  description:
    "Six free SEO tools built on Google's own rules: robots.txt tester, pixel-width SERP preview, Lighthouse page speed, meta tags, keyword density, backlinks.",
  path: "/tools/",
  section: "Free Tools",
});

const TOOL_ICONS: Record<ToolSlug, LucideIcon> = {
  "backlink-checker": Link2,
  "keyword-density": Hash,
  "meta-tags": Tags,
  "page-speed": Gauge,
  "robots-txt": Bot,
  "serp-preview": Search,
};

const TRUST_POINTS: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Bot,
    title: "robots.txt read the way Google reads it",
    body: "The Robots.txt Tester follows Google's open-source robots.txt parser: the most specific user-agent group applies, the longest matching rule wins, Allow wins a tie, and * and $ work as wildcards. It is checked against the test cases of that parser.",
  },
  {
    icon: Ruler,
    title: "Snippets cut by pixels, not characters",
    body: "Search results cut titles and descriptions by how wide they render, so a title full of W and M runs out of room long before one of i and l. The SERP Preview measures every character at the font sizes of the results page and cuts where desktop and mobile do.",
  },
  {
    icon: Gauge,
    title: "Real Lighthouse runs",
    body: "Page Speed runs Lighthouse, the engine behind PageSpeed Insights, on your live page for mobile and desktop, and shows the scores and Core Web Vitals lab metrics of that run.",
  },
  {
    icon: UserCheck,
    title: "A fetcher you can recognise",
    body: "When a tool needs a page, our server requests it as RankwellBot, with a link back to this site in the user agent, and with limits on redirects, time and size.",
  },
  {
    icon: ShieldCheck,
    title: "Public addresses only",
    body: "Every address a URL resolves to is checked before we connect, again at each redirect. Private, loopback, link-local and cloud metadata addresses are refused.",
  },
  {
    icon: EyeOff,
    title: "Nothing is stored",
    body: "No account is needed, and we don't keep the URLs or text you check, the pages fetched for them, or the results. Close the tab and they are gone.",
  },
];

export default function ToolsPage() {
  return (
    <>
      <JsonLdScript
        data={itemListLd(siteUrl, {
          name: "Free SEO Tools",
          items: TOOLS.map((t) => ({
            name: t.name,
            path: `/tools/${t.slug}/`,
            description: t.summary,
          })),
        })}
      />
      <BreadcrumbHero
        trail={[{ name: "Free SEO Tools", path: "/tools/" }]}
        eyebrow="Free, no sign-up"
        title="Free SEO Tools"
        lead="Six tools for the checks you make every week, free and without an account. Each one is built on rules Google documents or publishes as code, so you can act on what it tells you."
      />
      <Section>
        <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map((tool) => {
            const Icon = TOOL_ICONS[tool.slug];
            return (
              <li key={tool.slug} className="flex">
                <Card className="relative w-full transition-colors hover:border-primary/50 has-[a:focus-visible]:ring-[3px] has-[a:focus-visible]:ring-ring/50">
                  <CardHeader>
                    <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <h2 className="mt-3 text-lg font-semibold">
                      {/* The link covers the whole card, so the card is one keyboard stop with one name. */}
                      <Link
                        href={`/tools/${tool.slug}/`}
                        className="outline-none after:absolute after:inset-0 after:rounded-xl"
                      >
                        {tool.name}
                      </Link>
                    </h2>
                  </CardHeader>
                  <CardContent className="flex-1 text-sm text-muted-foreground">
                    {tool.summary}
                  </CardContent>
                  <CardFooter aria-hidden className="gap-1 text-sm font-medium text-primary">
                    Open the tool <ArrowRight className="size-4" />
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section
        title="Why you can trust the results"
        intro="A checker is only useful if it agrees with the search engine. These tools follow Google's documented behaviour instead of inventing rules of their own, and they treat your site and your data with care."
      >
        <div className="grid gap-x-10 gap-y-10 md:grid-cols-2 lg:grid-cols-3">
          {TRUST_POINTS.map(({ icon: Icon, title, body }) => (
            <div key={title}>
              <Icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{body}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section className="pt-0 md:pt-0">
        <div className="flex flex-col gap-6 rounded-xl bg-muted p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-xl font-semibold">
              Check one page here, watch every page in Rankwell
            </h2>
            <p className="mt-2 max-w-2xl text-muted-foreground">
              Connect Search Console, GA4 and Business Profile to see clicks, positions and sessions
              for your whole site, with cannibalization and opportunities found for you. Free
              forever, no credit card.
            </p>
          </div>
          <div className="flex shrink-0 gap-3">
            <Button asChild variant="outline">
              <Link href="/features/">See the features</Link>
            </Button>
            <Button asChild>
              <Link href="/app/">Get Started</Link>
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}
