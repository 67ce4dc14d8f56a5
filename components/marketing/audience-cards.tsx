import { AUDIENCES } from "@/content/landing";
import { AUDIENCE_ICONS } from "@/components/marketing/marketing-icons";

/** Who Rankwell is for, one card per audience. */
export function AudienceCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {AUDIENCES.map((audience) => {
        const Icon = AUDIENCE_ICONS[audience.id];
        return (
          <li key={audience.id} className="rounded-xl border bg-card p-6">
            <Icon aria-hidden className="size-6 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{audience.title}</h3>
            <p className="mt-2 text-sm text-pretty text-muted-foreground">{audience.body}</p>
          </li>
        );
      })}
    </ul>
  );
}
