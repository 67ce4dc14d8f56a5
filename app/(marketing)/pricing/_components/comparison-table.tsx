import { Check } from "lucide-react";
import { COMPARISON, type PlanCell } from "./pricing-data";
import { ScrollTable } from "@/components/marketing/scroll-table";

function Cell({ value }: { value: PlanCell }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden className="size-4 text-primary" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  return <span>{value}</span>;
}

export function ComparisonTable() {
  return (
    <ScrollTable label="Plan comparison table" className="rounded-xl border">
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption className="sr-only">What the Free and Agency plans include</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="p-4 font-semibold">
              Feature
            </th>
            <th scope="col" className="w-1/4 p-4 font-semibold">
              Free
            </th>
            <th scope="col" className="w-1/4 p-4 font-semibold">
              Agency
            </th>
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((row) => (
            <tr key={row.feature} className="border-t">
              <th scope="row" className="p-4 font-normal">
                {row.feature}
              </th>
              <td className="p-4">
                <Cell value={row.free} />
              </td>
              <td className="p-4">
                <Cell value={row.agency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
