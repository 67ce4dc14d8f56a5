import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { PageHero } from "@/components/marketing/page-sections";

type Crumb = { name: string; path: string };

/** An inner page's breadcrumb trail on the same band of colour as the hero below it. */
export function BreadcrumbHero({
  trail,
  ...hero
}: { trail: Crumb[] } & React.ComponentProps<typeof PageHero>) {
  return (
    <>
      <div className="bg-accent/60">
        <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
          <Breadcrumbs trail={trail} />
        </div>
      </div>
      <PageHero {...hero} />
    </>
  );
}
