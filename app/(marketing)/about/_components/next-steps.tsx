import { NEXT_STEPS } from "@/content/story";

export function NextSteps() {
  return (
    <ul className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {NEXT_STEPS.map((step) => (
        <li key={step.title} className="border-l-2 border-primary pl-5">
          <h3 className="font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm leading-6 text-pretty text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </ul>
  );
}
