import "server-only";
import { availableParallelism } from "node:os";
import path from "node:path";
import Piscina from "piscina";
import { ApiError } from "@/lib/api/errors";
import type * as tasks from "./tasks";

type Tasks = typeof tasks;
export type ToolTask = keyof Tasks;

export type ToolPoolOptions = {
  /** The bundled tasks file (scripts/build-tool-worker.mjs) or any file exporting the tasks run. */
  filename: string;
  threads: number;
  /** Tasks waiting for a thread; one more is answered 503 at once. */
  maxQueue: number;
  /** A task still running after this is stopped (its thread is replaced) and answered 503. */
  timeoutMs: number;
};

export type ToolPool = {
  run<T extends ToolTask>(
    task: T,
    input: Parameters<Tasks[T]>[0],
    signal?: AbortSignal,
  ): Promise<ReturnType<Tasks[T]>>;
  destroy(): Promise<void>;
};

const DEFAULTS: ToolPoolOptions = {
  filename: path.join(process.cwd(), ".workers", "tool-tasks.cjs"),
  // One core stays with the event loop (threads on every core starved it under load), at most two.
  threads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  maxQueue: 8,
  // Counted from the request, waiting included: past this the caller is better told to retry.
  timeoutMs: 30_000,
};

const busy = (seconds: number) =>
  new ApiError(
    503,
    "server_busy",
    "The tools are busy with other requests right now. Please try again in a few seconds.",
    { "Retry-After": String(seconds) },
  );

/** A fixed pool of worker threads with a bounded queue; nothing starts until the first task. */
export function createToolPool(options: ToolPoolOptions): ToolPool {
  const pool = new Piscina({
    filename: options.filename,
    minThreads: 0,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
    idleTimeout: 60_000,
  });
  // The wait for a thread to free up: the tasks ahead of the caller share the threads.
  const retryAfter = () => {
    const averageMs = pool.histogram.runTime.average || 1_000;
    const ahead = pool.queueSize / options.threads + 1;
    return Math.min(60, Math.max(1, Math.ceil((ahead * averageMs) / 1000)));
  };
  return {
    async run(task, input, signal) {
      // Checked here: piscina's own maxQueue check skips tasks that carry an AbortSignal, as all do.
      if (pool.queueSize >= options.maxQueue) throw busy(retryAfter());
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        return await pool.run(input, {
          name: task,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        if (timeout.aborted) throw busy(retryAfter());
        throw error;
      }
    },
    destroy: () => pool.destroy(),
  };
}

const shared = globalThis as typeof globalThis & { rankwellToolPool?: ToolPool };

/** The process's one pool (kept on globalThis so every route bundle shares it), made on first use. */
export function toolPool(): ToolPool {
  shared.rankwellToolPool ??= createToolPool(DEFAULTS);
  return shared.rankwellToolPool;
}

/** Runs one tool task on the shared pool; a full queue or a task over time is a 503 with Retry-After. */
export function runToolTask<T extends ToolTask>(
  task: T,
  input: Parameters<Tasks[T]>[0],
  signal?: AbortSignal,
): Promise<ReturnType<Tasks[T]>> {
  return toolPool().run(task, input, signal);
}
