import { STEPS } from "@/content/landing";

/** The three steps from sign-in to a connected project. */
export function HowItWorks() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {STEPS.map((step, index) => (
        <li key={step.title} className="relative rounded-xl border p-6">
          <span
            aria-hidden
            className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm text-pretty text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
