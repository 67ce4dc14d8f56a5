import Link from "next/link";
import { Check } from "lucide-react";
import { PRODUCT_CLAIMS } from "@/content/landing";
import { Button } from "@/components/ui/button";
import { ProductIllustration } from "@/components/marketing/product-illustration";

export function LandingHero({ title }: { title: string }) {
  return (
    <section className="bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 md:pb-24 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="mb-4 text-sm font-semibold tracking-wide text-primary uppercase">
            The SEO workspace for your Google data
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Rankwell reads Google Search Console, Google Analytics 4 and Google Business Profile for
            you, organises them into projects and computes them correctly, so you spend the time on
            what changed, not on exports.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/app/">Get Started — it&apos;s free</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/features/">Explore the features</Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {[PRODUCT_CLAIMS.pricing, "Read-only Google access"].map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check aria-hidden className="size-4 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-card shadow-xl shadow-black/5 dark:shadow-black/30">
          <ProductIllustration />
        </div>
      </div>
    </section>
  );
}
