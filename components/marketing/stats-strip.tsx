import { PRODUCT_CLAIMS } from "@/content/landing";

/** The product's published figures, as on the sign-in page. */
export function StatsStrip() {
  const items = [{ value: "Free", label: "forever, no credit card" }, ...PRODUCT_CLAIMS.stats];
  return (
    <div className="border-y">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="text-3xl font-bold tracking-tight">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
