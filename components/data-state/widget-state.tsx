import * as React from "react";
import { AlertCircle, Inbox, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export type WidgetSkeleton = "chart" | "table" | "kpi";

type Frame = {
  /** The widget's height, so the panel takes the space the chart or table will take. */
  height?: number | string;
  className?: string;
};

export type WidgetStateProps = Frame &
  (
    | {
        status: "loading";
        /** What is loading: "clicks over time". */ label: string;
        skeleton?: WidgetSkeleton;
        rows?: number;
      }
    | {
        status: "error";
        title: string;
        /** The toast catalogue's text for this failure. */ message: string;
        onRetry?: () => void;
        retrying?: boolean;
      }
    | {
        status: "empty";
        title: string;
        /** Why there is nothing and what to do about it. */ description: string;
        action?: React.ReactNode;
      }
  );

const DEFAULT_HEIGHT: Record<WidgetSkeleton, number | undefined> = {
  chart: 300,
  table: undefined,
  kpi: 112,
};

function LoadingShape({ skeleton, rows }: { skeleton: WidgetSkeleton; rows: number }) {
  if (skeleton === "chart") return <Skeleton className="h-full min-h-24 w-full flex-1" />;
  if (skeleton === "kpi") {
    return (
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-4 w-20" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-8 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-6 w-full" />
      ))}
    </div>
  );
}

/** The one loading, error and empty panel for every chart, table and card of the search views. */
export function WidgetState({ height, className, ...state }: WidgetStateProps) {
  if (state.status === "loading") {
    const skeleton = state.skeleton ?? "chart";
    return (
      <div
        data-slot="widget-state"
        data-status="loading"
        aria-busy="true"
        className={cn("flex w-full flex-col", className)}
        style={{ height: height ?? DEFAULT_HEIGHT[skeleton] }}
      >
        <span role="status" className="sr-only">{`Loading ${state.label}...`}</span>
        <div aria-hidden className="flex flex-1 flex-col">
          <LoadingShape skeleton={skeleton} rows={state.rows ?? 10} />
        </div>
      </div>
    );
  }

  const error = state.status === "error";
  const Icon = error ? AlertCircle : Inbox;
  return (
    <div
      data-slot="widget-state"
      data-status={state.status}
      role={error ? "alert" : undefined}
      className={cn(
        "flex w-full flex-col items-center justify-center gap-2 p-6 text-center",
        className,
      )}
      style={{ minHeight: height }}
    >
      <Icon
        aria-hidden
        className={cn("size-6", error ? "text-destructive" : "text-muted-foreground")}
      />
      <p className="font-medium">{state.title}</p>
      <p className="max-w-prose text-sm text-muted-foreground">
        {error ? state.message : state.description}
      </p>
      {error && state.onRetry ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={state.onRetry}
          disabled={state.retrying}
        >
          <RotateCw aria-hidden className={cn(state.retrying && "animate-spin")} />
          Retry
        </Button>
      ) : null}
      {!error && state.action ? <div className="mt-2">{state.action}</div> : null}
    </div>
  );
}
