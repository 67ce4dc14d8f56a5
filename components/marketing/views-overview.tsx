import Link from "next/link";
import { VIEW_GROUPS, type View } from "@/content/views";
import { FEATURE_ICONS, VIEW_ICONS } from "@/components/marketing/marketing-icons";

function ViewItem({ view }: { view: View }) {
  const Icon = view.feature ? FEATURE_ICONS[view.feature] : VIEW_ICONS[view.id];
  return (
    <li className="flex gap-3">
      {Icon && <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />}
      <div>
        {view.feature ? (
          <Link
            href={`/features/${view.feature}/`}
            className="font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary"
          >
            {view.name}
          </Link>
        ) : (
          <span className="font-medium">{view.name}</span>
        )}
        <p className="mt-1 text-sm text-pretty text-muted-foreground">{view.body}</p>
      </div>
    </li>
  );
}

/** Every view of the app, grouped; views with a feature page link to it. */
export function ViewsOverview() {
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      {VIEW_GROUPS.map((group) => (
        <div key={group.title} className="rounded-xl border bg-card p-6">
          <h3 className="text-lg font-semibold">{group.title}</h3>
          <ul className="mt-5 space-y-5">
            {group.views.map((view) => (
              <ViewItem key={view.id} view={view} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
