import type { RealtimePostgresChangesPayload } from "@supabase/supabase-js";
import type { SupabaseBrowserClient } from "@/lib/supabase/client";
import type { ChangeEvent, ChangeTable } from "./changes";

type Client = Pick<SupabaseBrowserClient, "channel" | "removeChannel">;
type Row = { id?: string };

/**
 * Supabase mode (spec §4 "Realtime"): the user's channel of postgres_changes on their projects and
 * Google properties, and updates of their Google tokens. Returns the unsubscribe.
 */
export function subscribeToSupabaseChanges(
  client: Client,
  userId: string,
  onChange: (event: ChangeEvent) => void,
): () => void {
  // Only the row's id is read: the other columns of a token row are no business of the browser.
  const forward = (table: ChangeTable) => (payload: RealtimePostgresChangesPayload<Row>) => {
    const row = payload.eventType === "DELETE" ? payload.old : payload.new;
    onChange({ table, op: payload.eventType, id: row.id ?? "" });
  };
  const filter = `user_id=eq.${userId}`;
  const channel = client
    .channel(`user-changes-${userId}`)
    .on(
      "postgres_changes",
      { event: "*", schema: "public", table: "projects", filter },
      forward("projects"),
    )
    .on(
      "postgres_changes",
      { event: "*", schema: "public", table: "google_properties", filter },
      forward("google_properties"),
    )
    .on(
      "postgres_changes",
      { event: "UPDATE", schema: "public", table: "google_tokens", filter },
      forward("google_tokens"),
    )
    .on(
      "postgres_changes",
      { event: "*", schema: "public", table: "job_runs", filter },
      forward("job_runs"),
    )
    .on(
      "postgres_changes",
      { event: "*", schema: "public", table: "alerts", filter },
      forward("alerts"),
    )
    .on(
      "postgres_changes",
      { event: "*", schema: "public", table: "alert_rules", filter },
      forward("alert_rules"),
    )
    .subscribe();
  return () => void client.removeChannel(channel);
}
