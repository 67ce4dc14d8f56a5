"use client";

import dynamic from "next/dynamic";
import { WidgetState } from "@/components/data-state/widget-state";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TAB_LABELS } from "@/lib/search-performance/labels";
import { TABS, type Tab } from "@/lib/search-performance/url-state";
import { useSeen } from "./use-seen";
import type { ViewContext } from "./use-view-context";

// The table code (TanStack Table, the CSV writer) loads after the shell, with the first table.
const DimensionTable = dynamic(() => import("./dimension-table").then((m) => m.DimensionTable), {
  ssr: false,
  loading: () => <WidgetState status="loading" label="the table" skeleton="table" rows={10} />,
});

/** Queries, pages, countries, devices, search appearance and dates, one table at a time. */
export function DimensionTabs({ context }: { context: ViewContext }) {
  const { state, update } = context;
  const [ref, seen] = useSeen<HTMLDivElement>();
  return (
    <Card ref={ref} className="gap-4 p-4 sm:p-6">
      <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as Tab })}>
        <div className="overflow-x-auto">
          <TabsList aria-label="Break down by">
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {TAB_LABELS[tab]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="pt-2">
            {/* Only the open tab mounts, so only its rows are requested. */}
            {state.tab !== tab ? null : seen ? (
              <DimensionTable context={context} tab={tab} />
            ) : (
              <WidgetState status="loading" label="the table" skeleton="table" rows={10} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}
