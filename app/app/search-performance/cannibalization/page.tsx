import type { Metadata } from "next";
import { CannibalizationView } from "./_components/cannibalization-view";

export const metadata: Metadata = { title: "Cannibalization" };

export default function CannibalizationPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Cannibalization</h1>
        <p className="max-w-3xl text-muted-foreground">
          Queries for which two or more of your pages compete: they split the impressions and
          clicks, or take turns at the top, so neither ranks as well as one page could.
        </p>
      </div>
      <CannibalizationView />
    </div>
  );
}
