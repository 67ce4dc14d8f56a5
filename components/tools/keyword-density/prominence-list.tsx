import { Check, Minus, X } from "lucide-react";
import type { Prominence, ProminencePlaces } from "@/lib/tools/keyword-density/prominence";

const PLACES: { key: keyof ProminencePlaces; label: string }[] = [
  { key: "title", label: "Title tag" },
  { key: "metaDescription", label: "Meta description" },
  { key: "h1", label: "H1 heading" },
  { key: "h2", label: "H2 headings" },
  { key: "first100Words", label: "First 100 words" },
  { key: "url", label: "URL path" },
  { key: "imageAlt", label: "Image alt text" },
];

function times(count: number): string {
  return count === 1 ? "once" : `${count} times`;
}

/** Where the target phrase appears; places that pasted plain text does not have are marked as such. */
export function ProminenceList({ prominence }: { prominence: Prominence }) {
  return (
    <div className="rounded-xl border bg-card p-5">
      <h3 className="font-semibold">Where “{prominence.phrase}” appears</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {prominence.count === 0
          ? "Not found in the visible text."
          : `${times(prominence.count)} in the visible text, a density of ${prominence.density.toFixed(2)}%.`}
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {PLACES.map(({ key, label }) => {
          const count = prominence.places[key];
          const Icon = count === null ? Minus : count > 0 ? Check : X;
          const tone =
            count === null
              ? "text-muted-foreground"
              : count > 0
                ? "text-success"
                : "text-destructive";
          return (
            <li key={key} className="flex items-start gap-2 text-sm">
              <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${tone}`} />
              <span>
                <span className="font-medium">{label}:</span>{" "}
                {count === null
                  ? "not applicable to pasted text"
                  : count > 0
                    ? times(count)
                    : "not present"}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
