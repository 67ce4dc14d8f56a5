import type { Metadata } from "next";
import { NotFoundContent } from "@/components/marketing/not-found-content";

export const metadata: Metadata = {
  title: { absolute: "Page not found | Rankwell" },
  robots: { index: false, follow: true },
};

// The fallback boundary of the whole app. Unknown public paths render the marketing 404 (with the
// site header) through app/(marketing)/[...unknown]; this one stays bare so that every page's
// bundle does not carry a second copy of the header.
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      <NotFoundContent />
    </main>
  );
}
