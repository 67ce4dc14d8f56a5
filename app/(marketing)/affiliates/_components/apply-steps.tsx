import Link from "next/link";

export function ApplySteps({ applyHref }: { applyHref: string }) {
  const steps = [
    {
      title: "Write to us",
      body: (
        <>
          Use the{" "}
          <Link href={applyHref} className="text-primary underline underline-offset-4">
            contact form with the topic Affiliates
          </Link>
          . Tell us where you would recommend Rankwell, who your audience is and roughly how large
          it is.
        </>
      ),
    },
    {
      title: "Receive the current terms",
      body: "We reply within two working days. If the program fits, we send the current terms: how referrals are tracked, the reward and how it is paid.",
    },
    {
      title: "Agree and start",
      body: "Once both sides have signed, you receive what you need to refer people. Disclose the relationship wherever you recommend Rankwell.",
    },
  ];
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border p-6">
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
