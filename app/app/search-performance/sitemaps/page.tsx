import type { Metadata } from "next";
import { SitemapsView } from "./_components/sitemaps-view";

export const metadata: Metadata = { title: "Sitemaps" };

export default function SitemapsPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid grid-cols-1 gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Sitemaps</h1>
        <p className="max-w-3xl text-muted-foreground">
          The sitemaps Search Console knows for your property, with Rankwell&apos;s own read of each
          file: how many URLs it lists, how fresh their dates are, and which entries Google would
          reject.
        </p>
      </div>
      <SitemapsView />
    </div>
  );
}
