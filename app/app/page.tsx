import type { Metadata } from "next";
import { Overview } from "./_overview/overview";

export const metadata: Metadata = { title: "Overview" };

export default function OverviewPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">Overview</h1>
      <Overview />
    </div>
  );
}
