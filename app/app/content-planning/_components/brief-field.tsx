"use client";

import { useState } from "react";
import Markdown from "react-markdown";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { CONTENT_LIMITS } from "@/lib/content/types";
import { cn } from "@/lib/utils";

/** The brief in Markdown, with a preview; raw HTML in it is left out, never rendered. */
export function BriefField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [preview, setPreview] = useState(false);
  const errorId = `${id}-error`;
  const tab = (on: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={preview === on}
      onClick={() => setPreview(on)}
      className={cn(
        "rounded-md px-2 py-0.5 text-xs font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        preview === on && "bg-background text-foreground shadow-sm",
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>Brief</Label>
        <div
          role="group"
          aria-label="Brief view"
          className="inline-flex rounded-lg bg-muted p-[3px]"
        >
          {tab(false, "Write")}
          {tab(true, "Preview")}
        </div>
      </div>
      {preview ? (
        <div
          data-slot="brief-preview"
          className="min-h-24 rounded-md border p-3 text-sm wrap-anywhere [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&>*+*]:mt-2"
        >
          {value.trim() ? (
            <Markdown skipHtml>{value}</Markdown>
          ) : (
            <p className="text-muted-foreground">Nothing to preview yet.</p>
          )}
        </div>
      ) : (
        <Textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={CONTENT_LIMITS.briefMd}
          rows={8}
          className="min-h-40 font-mono"
          placeholder={"## Angle\n\n## Outline\n\n## Sources"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
        />
      )}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Markdown: headings with #, lists with -, links as [text](https://…).
        </p>
      )}
    </div>
  );
}
