import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { siteUrl } from "@/lib/env";
import { breadcrumbLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/components/seo/json-ld";

type Crumb = { name: string; path: string };

/** Visible breadcrumb trail of an inner page plus its BreadcrumbList JSON-LD. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return (
    <>
      <JsonLdScript data={breadcrumbLd(siteUrl, trail)} />
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="text-foreground">
                    {item.name}
                  </span>
                ) : (
                  <>
                    <Link
                      href={item.path}
                      className="underline-offset-4 hover:text-foreground hover:underline"
                    >
                      {item.name}
                    </Link>
                    <ChevronRight aria-hidden className="size-3.5" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
