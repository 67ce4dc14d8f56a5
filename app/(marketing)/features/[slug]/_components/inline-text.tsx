import { Fragment } from "react";
import { splitInlineCode } from "@/lib/format/inline-code";

/** Content text with `code` spans set in monospace. */
export function InlineText({ text }: { text: string }) {
  return splitInlineCode(text).map((part, index) =>
    part.code ? (
      <code
        key={index}
        className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em] break-all text-foreground"
      >
        {part.text}
      </code>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
