"use client";

import { useEffect, useRef } from "react";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Replaces the form once a message is sent; takes focus so screen readers announce the outcome. */
export function ContactSent({ message, onReset }: { message: string; onReset: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div role="status" className="flex flex-col items-start gap-4 py-6">
      <CheckCircle2 aria-hidden className="size-10 text-success" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        Message sent
      </h2>
      <p className="max-w-prose text-muted-foreground">
        {message} We answer from our own address to the email you gave, so look out for it in your
        inbox and, just in case, your spam folder.
      </p>
      <Button variant="outline" onClick={onReset}>
        Send another message
      </Button>
    </div>
  );
}
