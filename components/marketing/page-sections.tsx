import { cn } from "@/lib/utils";

/** The top of an inner marketing page: eyebrow, the page's single h1 and a lead paragraph. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("border-b bg-gradient-to-b from-accent/60 to-background", className)}>
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-14 sm:px-6 md:pt-14 md:pb-20">
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        {lead && <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}

export function Section({
  title,
  intro,
  children,
  className,
  id,
}: {
  title?: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section id={id} className={cn("mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20", className)}>
      {title && <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h2>}
      {intro && <p className="mt-3 max-w-2xl text-pretty text-muted-foreground">{intro}</p>}
      <div className={cn(title || intro ? "mt-10" : undefined)}>{children}</div>
    </section>
  );
}

/** Long-form text (legal pages, docs): readable measure and spacing for plain HTML elements. */
export function Prose({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "max-w-3xl text-base leading-7",
        "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
        "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-lg [&_h3]:font-semibold",
        "[&_li]:my-1.5 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6",
        "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
        "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm",
        "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm",
        "[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_th]:text-left",
        className,
      )}
    >
      {children}
    </div>
  );
}
