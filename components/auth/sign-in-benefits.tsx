import { ChartLine, ShieldCheck, Sparkles } from "lucide-react";
import { PRODUCT_CLAIMS } from "@/content/landing";

const BENEFITS = [
  {
    icon: ChartLine,
    title: "Real-time Analytics",
    body: "Search Console, GA4 and Business Profile numbers fetched from Google when you open a view, side by side in each project.",
  },
  {
    icon: Sparkles,
    title: "AI-Powered Insights",
    body: "Plain-language explanations of what changed, why it changed, and what to do next.",
  },
  {
    icon: ShieldCheck,
    title: "Secure & Private",
    body: "Your Google tokens are encrypted on our servers and never reach the browser. Revoke access or delete your account at any time.",
  },
] as const;

/** The three benefit cards a first-time visitor sees under the sign-in card. */
export function SignInBenefits() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {BENEFITS.map(({ icon: Icon, title, body }) => (
        <li key={title} className="rounded-xl border bg-card p-5 shadow-xs">
          <Icon aria-hidden className="mb-3 size-6 text-primary" />
          <h2 className="font-semibold">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{body}</p>
        </li>
      ))}
    </ul>
  );
}

/** 'Free forever • No credit card required' and the product's published figures. */
export function SignInStats() {
  return (
    <div className="border-t pt-6 text-center">
      <p className="font-medium">{PRODUCT_CLAIMS.pricing}</p>
      <dl className="mt-4 grid grid-cols-3 gap-4">
        {PRODUCT_CLAIMS.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center gap-0.5">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-bold tracking-tight">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
