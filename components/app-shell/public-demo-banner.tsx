import { FlaskConical } from "lucide-react";

export const PUBLIC_DEMO_TEXT = {
  title: "Public demo",
  body: "Everything here is synthetic data from a built-in Google emulator, and sign-in is open: anyone can sign in as any email address and see what is saved under it. Don't enter anything private.",
} as const;

/** Embedded mode served to others (RANKWELL_PUBLIC_DEMO=1): says on every /app screen what it is. */
export function PublicDemoBanner() {
  return (
    <div
      role="note"
      aria-label={PUBLIC_DEMO_TEXT.title}
      className="flex items-start gap-2 border-b bg-warning/15 px-4 py-2 text-sm sm:px-6"
    >
      <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        <strong className="font-semibold">{PUBLIC_DEMO_TEXT.title}.</strong> {PUBLIC_DEMO_TEXT.body}
      </p>
    </div>
  );
}
