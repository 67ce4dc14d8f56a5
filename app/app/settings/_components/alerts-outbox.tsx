"use client";

import { FormattedDate } from "@/components/projects/formatted-date";
import { QueryState } from "@/components/projects/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useOutbox } from "@/hooks/queries/use-alerts";
import type { OutboxMailDto } from "@/lib/alerts/types";

// Settings → Alerts: the alert emails kept when no SMTP server is set up (SMTP_URL).

export function Outbox() {
  const outbox = useOutbox();
  return (
    <div className="grid gap-3">
      <h3 className="font-medium">Outbox</h3>
      <QueryState query={outbox} label="the outbox" loading={<Skeleton className="h-16" />}>
        {({ smtp, mails }) =>
          smtp ? (
            <p className="text-sm text-muted-foreground">Emails go to your SMTP server.</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                No SMTP server is set up, so Rankwell keeps the alert emails here.
              </p>
              {mails.length === 0 ? (
                <p className="text-sm text-muted-foreground">No emails yet.</p>
              ) : (
                <ul aria-label="Emails in the outbox" className="grid gap-2">
                  {mails.map((mail) => (
                    <li key={mail.id}>
                      <OutboxMail mail={mail} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function OutboxMail({ mail }: { mail: OutboxMailDto }) {
  return (
    <details className="group rounded-md border text-sm">
      <summary className="grid cursor-pointer gap-0.5 rounded-md px-3 py-2 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50">
        <span className="font-medium break-words">{mail.subject}</span>
        <span className="text-xs break-all text-muted-foreground">
          To {mail.to} · <FormattedDate value={mail.createdAt} withTime />
        </span>
      </summary>
      <pre className="overflow-x-auto border-t px-3 py-2 font-sans text-sm break-words whitespace-pre-wrap">
        {mail.text}
      </pre>
    </details>
  );
}
