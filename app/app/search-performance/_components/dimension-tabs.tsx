"use client";

import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TAB_LABELS } from "@/lib/search-performance/labels";
import { TABS, type Tab } from "@/lib/search-performance/url-state";
import { DimensionTable } from "./dimension-table";
import type { ViewContext } from "./use-view-context";

/** Queries, pages, countries, devices, search appearance and dates, one table at a time. */
export function DimensionTabs({ context }: { context: ViewContext }) {
  const { state, update } = context;
  return (
    <Card className="gap-4 p-4 sm:p-6">
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
            {/* Only the open tab mounts, so only its page of rows is requested. */}
            {state.tab === tab ? <DimensionTable context={context} tab={tab} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}
