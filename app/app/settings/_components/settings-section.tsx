import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

type SettingsSectionProps = {
  id: string;
  title: string;
  description: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** One titled card of the settings page, reachable by its #id. */
export function SettingsSection({
  id,
  title,
  description,
  className,
  children,
}: SettingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <Card className={className}>
        <CardHeader>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">{children}</CardContent>
      </Card>
    </section>
  );
}
