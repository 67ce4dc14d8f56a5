import { KeyRound, LockKeyhole, ShieldCheck, Undo2, type LucideIcon } from "lucide-react";
import { GOOGLE_USER_DATA_POLICY_URL, TRUST_POINTS, type TrustPoint } from "@/content/landing";

const ICONS: Record<TrustPoint["id"], LucideIcon> = {
  "read-only": ShieldCheck,
  encrypted: LockKeyhole,
  "limited-use": KeyRound,
  yours: Undo2,
};

/** How Rankwell treats Google data: read-only scopes, encrypted tokens, Limited Use, deletion. */
export function TrustPoints() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {TRUST_POINTS.map((point) => {
        const Icon = ICONS[point.id];
        return (
          <li key={point.id} className="flex gap-4 rounded-xl border p-6">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-2 text-sm text-pretty text-muted-foreground">{point.body}</p>
              {point.id === "limited-use" && (
                <a
                  href={GOOGLE_USER_DATA_POLICY_URL}
                  className="mt-2 inline-block text-sm font-medium text-primary underline underline-offset-4"
                  rel="noopener noreferrer"
                >
                  Google API Services User Data Policy
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
