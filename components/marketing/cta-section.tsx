import Link from "next/link";
import { Check } from "lucide-react";
import { PRODUCT_CLAIMS } from "@/content/landing";
import { Button } from "@/components/ui/button";

/** The closing call to action of a marketing page: one heading, one sentence, one button to the app. */
export function CtaSection({ title, body }: { title: string; body: string }) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 md:pb-24">
      <div className="rounded-2xl bg-primary px-6 py-12 text-primary-foreground md:px-12 md:py-14">
        <h2
          id="cta-title"
          className="max-w-2xl text-2xl font-bold tracking-tight text-balance md:text-3xl"
        >
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-pretty opacity-90">{body}</p>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button asChild size="lg" variant="secondary">
            <Link href="/app/">Get Started — it&apos;s free</Link>
          </Button>
          <p className="flex items-center gap-2 text-sm">
            <Check aria-hidden className="size-4" />
            {PRODUCT_CLAIMS.pricing}
          </p>
        </div>
      </div>
    </section>
  );
}
