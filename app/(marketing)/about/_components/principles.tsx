import {
  CircleCheck,
  Eye,
  Gift,
  Server,
  ShieldCheck,
  UserLock,
  type LucideIcon,
} from "lucide-react";
import { GOOGLE_USER_DATA_POLICY_URL } from "@/content/landing";
import { PRINCIPLES } from "@/content/story";

const ICONS: Record<string, LucideIcon> = {
  yours: UserLock,
  "read-only": ShieldCheck,
  open: Eye,
  correct: CircleCheck,
  free: Gift,
  "self-host": Server,
};

export function Principles() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {PRINCIPLES.map((principle) => {
        const Icon = ICONS[principle.id] ?? CircleCheck;
        return (
          <li key={principle.id} className="rounded-xl border bg-card p-6">
            <Icon aria-hidden className="size-6 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{principle.title}</h3>
            <p className="mt-2 text-sm leading-6 text-pretty text-muted-foreground">
              {principle.body}
            </p>
            {principle.id === "yours" && (
              <a
                href={GOOGLE_USER_DATA_POLICY_URL}
                rel="noopener noreferrer"
                className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
              >
                Google API Services User Data Policy
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
