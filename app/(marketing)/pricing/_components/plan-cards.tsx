import Link from "next/link";
import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

const PLANS = [
  {
    name: "Free",
    badge: "Free forever",
    price: "$0",
    priceNote: "No credit card, no trial period",
    description: "For site owners, freelancers and in-house SEO teams. Everything in the product.",
    points: [
      "Every view: search performance, cannibalization, sitemaps, URL inspection, coverage",
      "GA4 analytics and explore, Business Profile metrics",
      "AI Insights, opportunities, content planning, calendar and reports",
      "No Rankwell limit on projects or properties; Google's API quotas apply",
      "Help by email and the contact form",
    ],
    cta: { href: "/app/", label: "Get started free" },
    featured: true,
  },
  {
    name: "Agency",
    badge: "By contact",
    price: "Let's talk",
    priceNote: "Terms agreed with you in writing",
    description: "For agencies and consultants who look after many client sites.",
    points: [
      "Everything in Free",
      "Help bringing your client properties into projects",
      "A direct line to the team",
      "Planning around Google's quotas for large portfolios",
      "Written terms, with data processing terms where you need them",
    ],
    cta: { href: "/contact/?topic=sales", label: "Talk to us" },
    featured: false,
  },
] as const;

export function PlanCards() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {PLANS.map((plan) => (
        <Card
          key={plan.name}
          className={plan.featured ? "border-primary ring-2 ring-primary/20" : undefined}
        >
          <CardHeader>
            <div className="flex items-center justify-between gap-4">
              <h3 className="text-xl font-semibold">{plan.name}</h3>
              <Badge variant={plan.featured ? "default" : "secondary"}>{plan.badge}</Badge>
            </div>
            <CardDescription>{plan.description}</CardDescription>
          </CardHeader>
          <CardContent className="flex-1">
            <p className="text-4xl font-bold tracking-tight">{plan.price}</p>
            <p className="mt-1 text-sm text-muted-foreground">{plan.priceNote}</p>
            <ul className="mt-6 space-y-3 text-sm">
              {plan.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </CardContent>
          <CardFooter>
            <Button
              asChild
              size="lg"
              variant={plan.featured ? "default" : "outline"}
              className="w-full"
            >
              <Link href={plan.cta.href}>{plan.cta.label}</Link>
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
