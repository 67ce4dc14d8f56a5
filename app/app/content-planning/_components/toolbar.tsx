"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { CalendarDays, Columns3, Plus, Table2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { PlanningState, PlanningView } from "@/lib/content-planning/url-state";
import { CONTENT_LIMITS } from "@/lib/content/types";
import { cn } from "@/lib/utils";

const TYPING_DELAY_MS = 300;

/** A text filter: the box follows typing at once, the URL after a pause. */
function FilterInput({
  label,
  value,
  onChange,
  maxLength,
  type = "text",
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: "text" | "search";
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed from elsewhere (a reload of state, another filter's reset): show it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChangeRef.current(text.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <Input
      type={type}
      aria-label={label}
      placeholder={label}
      value={text}
      maxLength={maxLength}
      onChange={(event) => setText(event.target.value)}
      className={cn("h-9 w-full sm:w-44", className)}
    />
  );
}

const VIEWS: { id: PlanningView; label: string; icon: typeof Columns3 }[] = [
  { id: "board", label: "Board", icon: Columns3 },
  { id: "table", label: "Table", icon: Table2 },
];

/** Board or table, the filters, a new item and the calendar. */
export function PlanningToolbar({
  projectId,
  state,
  setState,
  onNew,
}: {
  projectId: string;
  state: PlanningState;
  setState: (patch: Partial<PlanningState>) => void;
  onNew: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-slot="planning-toolbar">
      <div role="group" aria-label="View" className="inline-flex rounded-lg bg-muted p-[3px]">
        {VIEWS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            aria-pressed={state.view === id}
            onClick={() => setState({ view: id, pageIndex: 0 })}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-md px-3 py-1 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              state.view === id && "bg-background text-foreground shadow-sm",
            )}
          >
            <Icon aria-hidden className="size-4" />
            {label}
          </button>
        ))}
      </div>
      <FilterInput
        type="search"
        label="Search titles, queries, URLs and tags"
        value={state.q}
        maxLength={CONTENT_LIMITS.search}
        onChange={(q) => setState({ q, pageIndex: 0 })}
        className="sm:w-64"
      />
      <FilterInput
        label="Tag"
        value={state.tag}
        maxLength={CONTENT_LIMITS.tag}
        onChange={(tag) => setState({ tag, pageIndex: 0 })}
      />
      <FilterInput
        label="Author"
        value={state.author}
        maxLength={CONTENT_LIMITS.author}
        onChange={(author) => setState({ author, pageIndex: 0 })}
      />
      <div className="ml-auto flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <Link
            prefetch={false}
            href={`/app/content-calendar/?project=${encodeURIComponent(projectId)}`}
          >
            <CalendarDays aria-hidden />
            Calendar
          </Link>
        </Button>
        <Button onClick={onNew}>
          <Plus aria-hidden />
          New item
        </Button>
      </div>
    </div>
  );
}
